// The production web server alone in a process of its own, serving the dist directory given as
// the first argument, so a test can attack it over a socket and read its memory and whether it
// still lives. Prints {"port": N} once listening.
import type { AddressInfo } from 'node:net'
import { createWebServer } from '../../scripts/lib/web-server.ts'

const distDir = process.argv[2]
if (!distDir) throw new Error('usage: node web-server-child.ts <distDir>')
const server = createWebServer(distDir, { pocketbaseUrl: 'http://127.0.0.1:9' })
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }))
})
