// Reads what PocketBase's mailer delivered to a test's mailpit.

export interface Mail {
  subject: string
  text: string
  html: string
}

/** The newest e-mail to `address` in the mailpit at `mailpitUrl`, waiting up to 10 s for it. */
export async function waitForMail(mailpitUrl: string, address: string): Promise<Mail> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const search = await fetch(`${mailpitUrl}/api/v1/search?query=${encodeURIComponent(`to:"${address}"`)}`)
    const { messages } = (await search.json()) as { messages: { ID: string }[] }
    if (messages[0]) {
      const message = (await (await fetch(`${mailpitUrl}/api/v1/message/${messages[0].ID}`)).json()) as { Subject: string; Text: string; HTML: string }
      return { subject: message.Subject, text: message.Text, html: message.HTML }
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100))
  }
  throw new Error(`no e-mail to ${address}`)
}
