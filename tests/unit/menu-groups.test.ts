import { describe, expect, it } from 'vitest'
import { compareMenuItems, groupMenu, searchMenu } from '@/lib/format/menu-groups'

const item = (id: string, category: string, sort_order: number, name = id) => ({ id, name, category, sort_order })
const read = (menu: { name: string; items: { name: string }[] }[]) => menu.map((category) => [category.name, category.items.map((entry) => entry.name)])

describe('compareMenuItems', () => {
  it.each([
    [item('a', 'Primi', 1), item('b', 'Primi', 2), -1],
    [item('a', 'Primi', 2), item('b', 'Primi', 1), 1],
    // same position: by name, Italian collation (accents do not send a word to the end)
    [item('x', 'Dolci', 3, 'Crème brûlée'), item('y', 'Dolci', 3, 'Crostata'), -1],
    [item('x', 'Dolci', 3, 'Zuppa inglese'), item('y', 'Dolci', 3, 'affogato'), 1],
    [item('x', 'Dolci', 3, 'Tiramisù'), item('y', 'Dolci', 3, 'Tiramisù'), 0],
  ])('%j vs %j', (a, b, sign) => {
    expect(Math.sign(compareMenuItems(a, b))).toBe(sign)
  })
})

describe('groupMenu', () => {
  it('puts a category where its first item is and items by position then name', () => {
    const items = [item('b1', 'Secondi', 2), item('a2', 'Primi', 1), item('a1', 'Primi', 0), item('c1', '', 3), item('b2', 'Secondi', 2, 'Agnello')]
    expect(groupMenu(items).map((category) => [category.name, category.items.map((entry) => entry.id)])).toEqual([
      ['Primi', ['a1', 'a2']],
      ['Secondi', ['b2', 'b1']],
      ['', ['c1']],
    ])
  })

  it('keeps an item added late in its category, not at the end of the menu (the demo Limoncello)', () => {
    const items = [item('t', 'Dolci', 12, 'Tiramisù'), item('c', 'Coperto', 19, 'Coperto'), item('b', 'Bevande', 15, 'Acqua'), item('l', 'Dolci', 20, 'Limoncello')]
    expect(read(groupMenu(items))).toEqual([
      ['Dolci', ['Tiramisù', 'Limoncello']],
      ['Bevande', ['Acqua']],
      ['Coperto', ['Coperto']],
    ])
  })

  it('reads categories trimmed, so " Primi" and "Primi" are one', () => {
    expect(read(groupMenu([item('Carbonara', ' Primi', 0), item('Gricia', 'Primi ', 1)]))).toEqual([['Primi', ['Carbonara', 'Gricia']]])
  })

  it('does not reorder what it is given', () => {
    const items = [item('b', 'Primi', 1), item('a', 'Primi', 0)]
    groupMenu(items)
    expect(items.map((entry) => entry.id)).toEqual(['b', 'a'])
  })

  it('is empty for an empty menu', () => {
    expect(groupMenu([])).toEqual([])
  })
})

describe('searchMenu', () => {
  const menu = groupMenu([
    item('1', 'Antipasti', 0, 'Bruschetta'),
    item('2', 'Primi', 1, 'Tagliatelle al ragù'),
    item('3', 'Primi', 2, 'Carbonara'),
    item('4', '', 3, 'Acqua'),
    item('5', 'Pizze', 4, 'Pizza bianca'),
  ])

  it.each([
    ['', [['Antipasti', ['Bruschetta']], ['Primi', ['Tagliatelle al ragù', 'Carbonara']], ['', ['Acqua']], ['Pizze', ['Pizza bianca']]]],
    ['  ', [['Antipasti', ['Bruschetta']], ['Primi', ['Tagliatelle al ragù', 'Carbonara']], ['', ['Acqua']], ['Pizze', ['Pizza bianca']]]],
    // accents and case ignored, both ways
    ['RAGU', [['Primi', ['Tagliatelle al ragù']]]],
    [' Ragù ', [['Primi', ['Tagliatelle al ragù']]]],
    // a category's name brings all of it
    ['primi', [['Primi', ['Tagliatelle al ragù', 'Carbonara']]]],
    // a category matching keeps every item; elsewhere only the items that match
    ['pizz', [['Pizze', ['Pizza bianca']]]],
    ['a', [['Antipasti', ['Bruschetta']], ['Primi', ['Tagliatelle al ragù', 'Carbonara']], ['', ['Acqua']], ['Pizze', ['Pizza bianca']]]],
    ['ar', [['Primi', ['Carbonara']]]],
    ['sushi', []],
  ])('%j', (query, expected) => {
    expect(read(searchMenu(menu, query))).toEqual(expected)
  })
})
