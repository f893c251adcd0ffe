import { spawn } from 'node:child_process'
import { stopProcess } from './pocketbase-process.ts'
import { patchSettings, signInSuperuser, type Superuser } from './pocketbase-settings.ts'
import { ensureTestTool } from './test-tools.ts'

export interface RunningMailpit {
  smtpPort: number
  /** Mailpit's web UI and REST API (/api/v1/messages). */
  url: string
  stop: () => Promise<void>
}

/** Starts mailpit (a real SMTP server that keeps what it receives) on loopback. */
export async function startMailpit(options: { smtpPort: number; httpPort: number }): Promise<RunningMailpit> {
  const child = spawn(
    ensureTestTool('mailpit'),
    ['--smtp', `127.0.0.1:${options.smtpPort}`, '--listen', `127.0.0.1:${options.httpPort}`, '--smtp-auth-accept-any', '--smtp-auth-allow-insecure'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = `http://127.0.0.1:${options.httpPort}`
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`mailpit exited with ${child.exitCode}:\n${stderr}`)
    try {
      if ((await fetch(`${url}/api/v1/info`)).ok) return { smtpPort: options.smtpPort, url, stop: () => stopProcess(child) }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`mailpit did not start on ${url}:\n${stderr}`)
}

/** Points PocketBase's mailer at an SMTP server and sets the links its e-mails contain. */
export async function configurePocketBaseMail(pocketbaseUrl: string, superuser: Superuser, mail: { smtpPort: number; appUrl: string }): Promise<void> {
  const token = await signInSuperuser(pocketbaseUrl, superuser)
  const settings = {
    meta: { appName: 'Conto', appURL: mail.appUrl, senderName: 'Conto', senderAddress: 'no-reply@conto.local' },
    smtp: { enabled: true, host: '127.0.0.1', port: mail.smtpPort, tls: false },
  }
  await patchSettings(pocketbaseUrl, token, settings, 'mail settings')
}
