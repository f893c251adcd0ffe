import type { PushPayload } from '../_lib/web-push.ts'

const texts = {
  it: (table: string) => ({ title: `Tavolo ${table}`, body: `Il tavolo ${table} chiede un cameriere.` }),
  en: (table: string) => ({ title: `Table ${table}`, body: `Table ${table} is asking for a waiter.` }),
}

/** The push a staff member gets for a waiter call, in their language (Italian unless English). */
export function getWaiterCallPayload(language: string, table: { id: string; name: string }): PushPayload {
  const text = (language === 'en' ? texts.en : texts.it)(table.name)
  return { ...text, url: '/admin/notifications', tag: `waiter-call-${table.id}` }
}
