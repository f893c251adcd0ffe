import { describe, expect, it } from 'vitest'
import { decodeMenuFile, formatMenuCsv, MAX_MENU_ROWS, parseMenuCsv, splitCsv } from '@/features/menu/menu-csv'

const header = 'category,name,description,price,available'

describe('splitCsv', () => {
  it('keeps commas, quotes and line breaks inside quoted fields and numbers records by their first line', () => {
    const { records, unclosedAt } = splitCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n\nlast,1', ',')
    expect(unclosedAt).toBeNull()
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['two\nlines', 'z'] },
      { line: 6, fields: ['last', '1'] },
    ])
  })

  it('reports the line of a quote that is never closed', () => {
    expect(splitCsv('a,b\n"open,1\n2,3', ',').unclosedAt).toBe(2)
  })
})

describe('parseMenuCsv', () => {
  it('reads both decimal separators, quoted fields with commas and the available column', () => {
    const csv = [
      header,
      'Primi,Carbonara,"Guanciale, pecorino, uovo",12.50,yes',
      'Primi,Amatriciana,,"12,50",',
      'Dolci,Tiramisù,,6,no',
      'Dolci,Panna cotta,,"1.234,00",sì',
    ].join('\n')
    const result = parseMenuCsv(csv, 'EUR')
    expect(result).toEqual({
      ok: true,
      rows: [
        { line: 2, category: 'Primi', name: 'Carbonara', description: 'Guanciale, pecorino, uovo', price: 1250, available: true },
        { line: 3, category: 'Primi', name: 'Amatriciana', description: '', price: 1250, available: true },
        { line: 4, category: 'Dolci', name: 'Tiramisù', description: '', price: 600, available: false },
        { line: 5, category: 'Dolci', name: 'Panna cotta', description: '', price: 123400, available: true },
      ],
    })
  })

  it('reads a semicolon-separated file as Italian spreadsheets save it', () => {
    const result = parseMenuCsv('category;name;description;price;available\nPizze;Margherita;;8,00;si', 'EUR')
    expect(result.ok && result.rows[0]).toMatchObject({ name: 'Margherita', price: 800 })
  })

  it('reports every bad row with its line and reason, and returns no rows', () => {
    const csv = [
      header,
      'Primi,,,10,yes', // 2: empty name
      'Primi,Carbonara,,dodici,yes', // 3: bad price
      'Primi,carbonara,,12,yes', // 4: duplicate of line 3 (case does not matter)
      `Primi,${'x'.repeat(121)},,12,yes`, // 5: name too long
      'Primi,Gnocchi,,12,maybe', // 6: available not understood
      'Primi,Ravioli,12', // 7: wrong number of columns
      'Primi,Lasagne,,-3,yes', // 8: negative price
      'Secondi,Tagliata,,"12,345",yes', // 9: ambiguous separator
      'Secondi,Good row,,18,yes',
    ].join('\n')
    expect(parseMenuCsv(csv, 'EUR')).toEqual({
      ok: false,
      problems: [
        { line: 2, reason: 'emptyName' },
        { line: 3, reason: 'badPrice', value: 'dodici' },
        { line: 4, reason: 'duplicateName', value: '3' },
        { line: 5, reason: 'nameTooLong', value: '120' },
        { line: 6, reason: 'badAvailable', value: 'maybe' },
        { line: 7, reason: 'columns', value: '3' },
        { line: 8, reason: 'badPrice', value: '-3' },
        { line: 9, reason: 'badPrice', value: '12,345' },
      ],
    })
  })

  it('counts lines inside quoted fields so later line numbers stay right', () => {
    const csv = `${header}\nPrimi,Carbonara,"long\ndescription",12,yes\nPrimi,,,1,yes`
    expect(parseMenuCsv(csv, 'EUR')).toEqual({ ok: false, problems: [{ line: 4, reason: 'emptyName' }] })
  })

  it.each([
    ['', 'empty', 1],
    [header, 'empty', 2],
    ['name,price\nCarbonara,12', 'header', 1],
    [`${header}\nPrimi,"Carbonara,,12,yes`, 'unclosedQuote', 2],
  ])('refuses %j as %s', (csv, reason, line) => {
    expect(parseMenuCsv(csv, 'EUR')).toMatchObject({ ok: false, problems: [{ line, reason }] })
  })

  it('refuses more rows than one import saves', () => {
    const rows = Array.from({ length: MAX_MENU_ROWS + 1 }, (_, index) => `Primi,Dish ${index},,1,yes`)
    expect(parseMenuCsv([header, ...rows].join('\n'), 'EUR')).toMatchObject({ ok: false, problems: [{ reason: 'tooManyRows', line: MAX_MENU_ROWS + 2 }] })
  })

  it('reads back what formatMenuCsv writes', () => {
    const items = [
      { category: 'Primi', name: 'Carbonara', description: 'Uovo, "guanciale"\npecorino', price: 1250, available: true, vat: '10' as const },
      { category: '', name: ' Acqua', description: '', price: 0, available: false, vat: '' as const },
    ]
    const csv = formatMenuCsv(items, 'EUR')
    expect(csv.startsWith(`${header},vat\r\n`)).toBe(true)
    const result = parseMenuCsv(csv, 'EUR')
    expect(result.ok && result.rows.map(({ line: _line, ...row }) => row)).toEqual([items[0], { ...items[1], name: 'Acqua' }])
  })

  it('writes no formula a spreadsheet would run (issue 20, break 8), and reads the names back as typed', () => {
    const items = [
      { category: '=HYPERLINK("http://evil.example","Menu")', name: '+cmd|\' /C calc\'!A0', description: '@SUM(1+1)*cmd|\' /C calc\'!A0', price: 900, available: true, vat: '22' as const },
      { category: 'Dolci', name: '-20% tiramisù', description: '\t=1+1', price: 600, available: true, vat: 'N2' as const },
    ]
    const csv = formatMenuCsv(items, 'EUR')
    for (const cell of csv.split('\r\n').slice(1, -1).flatMap((line) => splitCsv(line, ',').records[0]!.fields)) {
      expect(cell).not.toMatch(/^[=+\-@\t\r]/)
    }
    const result = parseMenuCsv(csv, 'EUR')
    expect(result.ok && result.rows.map(({ line: _line, ...row }) => row)).toEqual(items)
  })
})

describe('decodeMenuFile: what spreadsheets save', () => {
  const header = 'category,name,description,price,available'
  it.each([
    ['UTF-8 with a BOM (Excel "CSV UTF-8")', Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(`${header}\nBar,Caffè,,1.50,yes\n`)])],
    ['UTF-8 without a BOM', new TextEncoder().encode(`${header}\nBar,Caffè,,1.50,yes\n`)],
    ['Windows-1252 (Excel "CSV" on an Italian Windows)', Uint8Array.from([...`${header}\nBar,Caff`].map((char) => char.charCodeAt(0)).concat([0xe8], [...',,1.50,yes\n'].map((char) => char.charCodeAt(0))))],
    ['UTF-16 with tabs (Excel "Unicode text")', Uint8Array.from([0xff, 0xfe, ...new Uint8Array(Uint16Array.from([...`${header.replaceAll(',', '\t')}\nBar\tCaffè\t\t1.50\tyes\n`].map((char) => char.charCodeAt(0))).buffer)])],
  ])('%s reads "Caffè"', (_name, bytes) => {
    const decoded = decodeMenuFile(bytes)
    if (!decoded.ok) throw new Error(JSON.stringify(decoded.problems))
    const parsed = parseMenuCsv(decoded.text, 'EUR')
    expect(parsed).toMatchObject({ ok: true, rows: [{ name: 'Caffè', price: 150 }] })
  })

  it('accepts the Italian column names', () => {
    expect(parseMenuCsv('Categoria;Nome;Descrizione;Prezzo;Disponibile\nBar;Caffè;;1,50;sì\n', 'EUR')).toMatchObject({ ok: true, rows: [{ category: 'Bar', name: 'Caffè' }] })
  })

  it('refuses a file another program already garbled, at its line', () => {
    expect(decodeMenuFile(new TextEncoder().encode(`${header}\nBar,Tè,,1,yes\nBar,Caff\uFFFD,,1.50,yes\n`))).toEqual({ ok: false, problems: [{ line: 3, reason: 'unreadable' }] })
  })
})

describe('the VAT column', () => {
  it('reads rates as a spreadsheet writes them, and the Italian column name', () => {
    const csv = ['categoria,nome,descrizione,prezzo,disponibile,iva', 'Vini,Chianti,,18,sì,22%', 'Pizze,Margherita,,8,sì,10 %', 'Bar,Acqua,,2,sì,', 'Extra,Mancia,,0,sì,n2'].join('\n')
    const result = parseMenuCsv(csv, 'EUR')
    expect(result.ok && result.rows.map((row) => row.vat)).toEqual(['22', '10', '', 'N2'])
  })

  it('says which line has a rate that is not Italian', () => {
    const csv = ['category,name,description,price,available,vat', 'Vini,Chianti,,18,yes,21', 'Pizze,Margherita,,8,yes,N9'].join('\n')
    expect(parseMenuCsv(csv, 'EUR')).toEqual({
      ok: false,
      problems: [
        { line: 2, reason: 'badVat', value: '21' },
        { line: 3, reason: 'badVat', value: 'N9' },
      ],
    })
  })

  it('a file without it still imports, and leaves every rate as it is', () => {
    const result = parseMenuCsv('category,name,description,price,available\nPizze,Margherita,,8,yes', 'EUR')
    expect(result.ok && result.rows[0]).not.toHaveProperty('vat')
  })
})

