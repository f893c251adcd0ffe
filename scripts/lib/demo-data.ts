// The demo restaurant: what a newcomer sees on first run and what e2e tests run against.

export const DEMO_PASSWORD = 'ContoDemo2025!'

export const demoCompany = {
  name: 'Gusto Group S.r.l.',
  description: 'Ristorazione sulla Costiera dal 1998.',
  default_currency: 'EUR',
  country: 'IT',
  phone_numbers: ['+39 081 555 0101'],
}

export const demoRestaurant = {
  name: 'Trattoria Bella Vista',
  description: 'Cucina di mare e di terra con vista sul golfo. Pasta fresca ogni mattina.',
  address: 'Via del Mare 12, 80067 Sorrento (NA)',
  phone_numbers: ['+39 081 555 0102'],
  theme_color: '#7a2e1f',
  active: true,
}

export const demoStaff = [
  { email: 'admin@conto.demo', name: 'Giulia Rossi', role: 'admin', phone: '+39 333 000 0001' },
  { email: 'manager@conto.demo', name: 'Marco Bianchi', role: 'manager', phone: '+39 333 000 0002' },
  { email: 'waiter@conto.demo', name: 'Luca Esposito', role: 'waiter', phone: '+39 333 000 0003' },
] as const

export const demoTables = [
  ...['1', '2', '3', '4', '5', '6'].map((name) => ({ name, section: 'Sala', seats: 4 })),
  ...['7', '8', '9', '10'].map((name) => ({ name, section: 'Terrazza', seats: 2 })),
]

/** Prices in euro cents. */
export const demoItems = [
  { category: 'Antipasti', name: 'Bruschetta al pomodoro', price: 700 },
  { category: 'Antipasti', name: 'Burrata pugliese', price: 1150 },
  { category: 'Antipasti', name: 'Tagliere di salumi', price: 1400 },
  { category: 'Primi', name: 'Spaghetti alla carbonara', price: 1300 },
  { category: 'Primi', name: 'Tagliatelle al ragù', price: 1250 },
  { category: 'Primi', name: 'Risotto ai funghi porcini', price: 1500 },
  { category: 'Primi', name: 'Lasagna della casa', price: 1200 },
  { category: 'Secondi', name: 'Tagliata di manzo', price: 2200 },
  { category: 'Secondi', name: 'Branzino al forno', price: 1950 },
  { category: 'Secondi', name: 'Pollo alla cacciatora', price: 1600 },
  { category: 'Pizze', name: 'Margherita', price: 800 },
  { category: 'Pizze', name: 'Diavola', price: 950 },
  { category: 'Dolci', name: 'Tiramisù', price: 650 },
  { category: 'Dolci', name: 'Panna cotta ai frutti di bosco', price: 600 },
  { category: 'Bevande', name: 'Acqua minerale 0,75 l', price: 250 },
  { category: 'Bevande', name: 'Vino rosso della casa 0,5 l', price: 900 },
  { category: 'Bevande', name: 'Birra alla spina 0,4 l', price: 550 },
  { category: 'Bevande', name: 'Caffè espresso', price: 150 },
  { category: 'Coperto', name: 'Coperto', price: 250 },
  { category: 'Dolci', name: 'Limoncello', price: 400 },
]

/** Open orders: table name → guests and lines [item name, quantity]. */
export const demoOrders: Record<string, { number: number; guests: number; lines: [string, number][] }> = {
  '2': {
    number: 101,
    guests: 2,
    lines: [
      ['Coperto', 2],
      ['Burrata pugliese', 1],
      ['Spaghetti alla carbonara', 1],
      ['Tagliata di manzo', 1],
      ['Vino rosso della casa 0,5 l', 1],
      ['Acqua minerale 0,75 l', 1],
    ],
  },
  '4': {
    number: 102,
    guests: 4,
    lines: [
      ['Coperto', 4],
      ['Bruschetta al pomodoro', 2],
      ['Margherita', 2],
      ['Diavola', 1],
      ['Lasagna della casa', 1],
      ['Birra alla spina 0,4 l', 3],
      ['Tiramisù', 2],
      ['Caffè espresso', 4],
    ],
  },
}

/** Table 4 is partly paid: one guest already paid for these lines by items. */
export const demoPartialPayment = { table: '4', lines: [['Margherita', 1], ['Birra alla spina 0,4 l', 1]] as [string, number][] }
