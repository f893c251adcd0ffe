import type { DemoInfo } from './seed-demo.ts'

/** What a newcomer needs after `npm run dev` or `npm start`: where to click and how to sign in. */
export function printDemo(demo: DemoInfo, webUrl: string, superuser: { email: string; password: string }): void {
  const lines = [
    '',
    `  Conto is running — ${demo.restaurantName}`,
    '',
    '  Diner pages (what the QR code on each table opens):',
    ...demo.tables.map(
      (table) =>
        `    Table ${table.name.padEnd(3)} ${table.section.padEnd(9)} ${webUrl}/qr/${demo.restaurantId}/${table.id}` +
        (table.orderId ? '   (open bill)' : ''),
    ),
    '',
    `  Staff sign-in: ${webUrl}/login`,
    ...Object.entries(demo.users).map(([role, user]) => `    ${role.padEnd(8)} ${user.email}  /  ${user.password}`),
    '',
    `  PocketBase dashboard: ${demo.pocketbaseUrl}/_/   (${superuser.email} / ${superuser.password})`,
    '',
  ]
  console.log(lines.join('\n'))
}
