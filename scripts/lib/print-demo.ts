import type { DemoInfo } from './seed-demo.ts'

/**
 * What a newcomer needs after `npm run dev` or `npm start`: where to click, how to sign in, and
 * the simulated fiscal printer when one runs beside the demo.
 */
export function printDemo(demo: DemoInfo, webUrl: string, superuser: { email: string; password: string }, printerUrl?: string): void {
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
    ...(printerUrl
      ? [
          `  Fiscal printer (simulated Epson RT): ${printerUrl}   (its journal: ${printerUrl}/__sim/journal)`,
          `    open ${webUrl}/admin/cassa and connect to it: every payment then prints its receipt there`,
          '',
        ]
      : []),
    `  PocketBase dashboard: ${demo.pocketbaseUrl}/_/   (${superuser.email} / ${superuser.password})`,
    '',
  ]
  console.log(lines.join('\n'))
}
