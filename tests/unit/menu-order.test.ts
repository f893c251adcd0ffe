import { describe, expect, it } from 'vitest'
import { validateItemForm } from '@/features/menu/item-form'
import { getSortChanges, moveCategory, moveItem, planMenuImport } from '@/features/menu/menu-order'
import { groupMenu } from '@/lib/format/menu-groups'

const item = (id: string, category: string, sort_order: number, name = id) => ({ id, name, category, sort_order })

describe('menu order', () => {
  const items = [item('b1', 'Secondi', 2), item('a2', 'Primi', 1), item('a1', 'Primi', 0), item('c1', '', 3), item('b2', 'Secondi', 2, 'Agnello')]

  it('renumbers only what moved', () => {
    const menu = groupMenu(items)
    expect(getSortChanges(menu)).toEqual([{ id: 'b1', sort_order: 3 }, { id: 'c1', sort_order: 4 }])
    const moved = moveCategory(menu, 1, -1)
    expect(moved.map((c) => c.name)).toEqual(['Secondi', 'Primi', ''])
    expect(getSortChanges(moved)).toEqual([
      { id: 'b2', sort_order: 0 },
      { id: 'b1', sort_order: 1 },
      { id: 'a1', sort_order: 2 },
      { id: 'a2', sort_order: 3 },
      { id: 'c1', sort_order: 4 },
    ])
    expect(moveItem(menu, 0, 1, -1)[0]!.items.map((i) => i.id)).toEqual(['a2', 'a1'])
  })

  it('ignores moves past either end', () => {
    const menu = groupMenu(items)
    expect(moveCategory(menu, 0, -1)).toEqual(menu)
    expect(moveItem(menu, 2, 0, 1)).toEqual(menu)
  })

  it('plans an import: known names update, new names create, file order becomes menu order', () => {
    const row = (line: number, name: string) => ({ line, name, category: 'Primi', description: '', price: 100, available: true })
    const plan = planMenuImport([row(2, 'Nuovo'), row(3, ' a1 ')], [item('x', 'Primi', 5, 'A1')])
    expect(plan.creates.map((r) => [r.name, r.sort_order])).toEqual([['Nuovo', 0]])
    expect(plan.updates.map((r) => [r.id, r.sort_order])).toEqual([['x', 1]])
  })
})

describe('validateItemForm', () => {
  const form = { name: 'Carbonara', category: 'Primi', description: '', price: '12,50', available: true, vat: '' as const }

  it.each([
    [{}, {}, 1250],
    [{ price: '12.5' }, {}, 1250],
    [{ name: '  ' }, { name: 'nameRequired' }, 1250],
    [{ name: 'x'.repeat(121) }, { name: 'nameTooLong' }, 1250],
    [{ category: 'x'.repeat(61) }, { category: 'categoryTooLong' }, 1250],
    [{ price: '' }, { price: 'priceRequired' }, null],
    [{ price: 'dodici' }, { price: 'priceInvalid' }, null],
    [{ price: '2000000' }, { price: 'priceInvalid' }, 200000000],
  ])('%j → %j', (change, errors, price) => {
    expect(validateItemForm({ ...form, ...change }, 'EUR')).toEqual({ errors, price })
  })
})
