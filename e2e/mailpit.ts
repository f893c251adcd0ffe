// Reads the e-mails the app sent through its real mail path (PocketBase's mailer into mailpit).

interface MailpitSummary {
  ID: string
  Subject: string
  To: { Address: string }[]
}

/** The newest e-mail mailpit caught for an address (waits up to 15 s for it to arrive). */
export async function waitForMail(to: string, subject?: RegExp): Promise<{ subject: string; text: string; html: string }> {
  const base = process.env.E2E_MAILPIT_URL
  if (!base) throw new Error('E2E_MAILPIT_URL is not set (run through npm run test:e2e)')
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const response = await fetch(`${base}/api/v1/search?query=${encodeURIComponent(`to:"${to}"`)}`)
    const { messages } = (await response.json()) as { messages: MailpitSummary[] }
    const found = messages.find((message) => !subject || subject.test(message.Subject))
    if (found) {
      const full = (await (await fetch(`${base}/api/v1/message/${found.ID}`)).json()) as { Subject: string; Text: string; HTML: string }
      return { subject: full.Subject, text: full.Text, html: full.HTML }
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250))
  }
  throw new Error(`No e-mail to ${to} arrived in mailpit`)
}
