/// <reference path="../pb_data/types.d.ts" />
// A menu's words are plain text (issue 20, break 12): no control characters (a NUL byte among
// them) in an item's name, category or description, whoever writes them. Descriptions keep tabs
// and line breaks. The menu import refuses such a file first, with its line
// (src/features/menu/menu-csv.ts decodeMenuFile).
const ONE_LINE = '^[^\\x00-\\x1F\\x7F]*$'
const LINES = '^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$'
const PATTERNS = { name: ONE_LINE, category: ONE_LINE, description: LINES }

migrate((app) => {
  const items = app.findCollectionByNameOrId('items')
  for (const name of Object.keys(PATTERNS)) items.fields.getByName(name).pattern = PATTERNS[name]
  app.save(items)
}, (app) => {
  const items = app.findCollectionByNameOrId('items')
  for (const name of Object.keys(PATTERNS)) items.fields.getByName(name).pattern = ''
  app.save(items)
})
