// Every action the server writes into a payment's log has words in both languages: the log is
// read by staff, and an action without them would reach an Italian screen as English (issue 21).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { KNOWN_LOG_ACTIONS } from '@/features/transactions/log-actions'
import english from '../../locales/en/office.json'
import italian from '../../locales/it/office.json'

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.(js|ts)$/.test(entry.name) ? [readFileSync(join(dir, entry.name), 'utf8')] : [],
  )
}

/**
 * The literal actions the hooks and functions log: appendLog(x, 'action'…), logEntry('action'…) (a
 * new payment's first entry), json_object('action', 'action'…) in SQL and releaseClaim(…, 'reason'…).
 */
function serverLogActions(): string[] {
  const found = new Set<string>()
  for (const text of [...sources('pb_hooks'), ...sources('api-functions')]) {
    for (const match of text.matchAll(/appendLog\(\s*\w+,\s*'([a-z_]+)'/g)) found.add(match[1]!)
    for (const match of text.matchAll(/logEntry\(\s*'([a-z_]+)'/g)) found.add(match[1]!)
    // an entry an SQL statement appends: json_object('action', 'checkout_created', …)
    for (const match of text.matchAll(/json_object\(\s*'action',\s*'([a-z_]+)'/g)) found.add(match[1]!)
    for (const match of text.matchAll(/releaseClaim\(\s*\w+,\s*[\w.]+,\s*'([a-z_]+)'/g)) found.add(match[1]!)
  }
  // appendLog(tx, body.outcome…) writes the two outcomes that end a pending payment
  for (const outcome of ['failed', 'expired']) found.add(outcome)
  return [...found].sort()
}

describe('payment log actions', () => {
  it('finds the actions the server writes', () => {
    expect(serverLogActions()).toEqual(expect.arrayContaining(['claimed', 'recorded', 'voided', 'lapsed', 'released_by_staff', 'receipt']))
  })

  it.each(serverLogActions())('%s has words in Italian and English', (action) => {
    expect(KNOWN_LOG_ACTIONS).toContain(action)
    expect(italian.transactionDetail.logActions[action as keyof typeof italian.transactionDetail.logActions], 'it').toBeTruthy()
    expect(english.transactionDetail.logActions[action as keyof typeof english.transactionDetail.logActions], 'en').toBeTruthy()
  })
})
