// A local Web Push service: HTTPS with a certificate made for this run (openssl), devices with
// real P-256 keys and auth secrets, and decryption of what arrives (aes128gcm, RFC 8291) with
// http_ece — the reference implementation — so tests assert the payload a phone would show.
import { execFileSync } from 'node:child_process'
import { createECDH, randomBytes, type ECDH } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ece from 'http_ece'

export interface ReceivedPush {
  device: string
  /** The VAPID Authorization header ("vapid t=…, k=…"). */
  authorization: string
  ttl: string
  urgency: string
  payload: unknown
}

export interface Device {
  endpoint: string
  p256dh: string
  auth: string
}

export interface PushReceiver {
  /** Trusts this receiver's certificate (pass to the functions' context as pushAgent). */
  agent: Agent
  received: ReceivedPush[]
  /** A new device; the receiver answers its pushes with `status` (201 = delivered, 410 = gone). */
  device: (name: string, status?: number) => Device
  close: () => Promise<void>
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'conto-push-'))
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ], { stdio: 'ignore' })
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const { key, cert } = selfSignedCertificate()
  const devices = new Map<string, { ecdh: ECDH; auth: string; status: number }>()
  const received: ReceivedPush[] = []

  const server = createServer({ key, cert }, async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''))
    const device = devices.get(name)
    if (!device) return void res.writeHead(404).end()
    if (device.status === 201) {
      const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth })
      received.push({
        device: name,
        authorization: String(req.headers.authorization ?? ''),
        ttl: String(req.headers.ttl ?? ''),
        urgency: String(req.headers.urgency ?? ''),
        payload: JSON.parse(plain.toString('utf8')),
      })
    }
    res.writeHead(device.status).end()
  })
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen))
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    agent: new Agent({ ca: cert }),
    received,
    device(name, status = 201) {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16).toString('base64url')
      devices.set(name, { ecdh, auth, status })
      return { endpoint: `${origin}/push/${encodeURIComponent(name)}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth }
    },
    close: () => new Promise((resolveClose) => server.close(() => resolveClose())),
  }
}
