// The menu files the catalogue journeys import (e2e/admin/office-catalogue.spec.ts and the
// first-run journey): thirty dishes, six per category, "Piatto 6" sold out, prices with a comma
// and with a point, the drinks at 22 % (written "22%") and the rest at the restaurant's rate; and a
// file with three bad rows (lines 3, 4 and 5), in the older layout without the vat column.

const categories = ['Antipasti', 'Primi', 'Secondi', 'Dolci', 'Bevande']

export const menuCsv = [
  'category,name,description,price,available,vat',
  ...Array.from({ length: 30 }, (_, index) => {
    const category = categories[Math.floor(index / 6)]!
    const price = index % 2 === 0 ? `"${8 + index},50"` : `${8 + index}.00`
    return `${category},Piatto ${index + 1},"Con pomodoro, basilico e olio",${price},${index === 5 ? 'no' : 'yes'},${category === 'Bevande' ? '22%' : ''}`
  }),
].join('\n')

export const brokenCsv = [
  'category,name,description,price,available',
  'Primi,Carbonara,,12.50,yes',
  'Primi,Amatriciana,,dodici,yes',
  'Primi,carbonara,,11,yes',
  'Primi,,,9,yes',
].join('\n')
