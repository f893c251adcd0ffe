// Where a POS webhook may be posted (api-functions/pos/public-address.ts): public addresses only,
// a name judged by every address it resolves to, and the connection made to a checked address.
import { once } from 'node:events'
import type { LookupAddress } from 'node:dns'
import { createServer, type AddressInfo } from 'node:net'
import { fetch } from 'undici'
import { describe, expect, it } from 'vitest'
import { createPublicOnlyAgent, isPublicAddress, PrivateAddressError, publicOnlyLookup, type Resolve } from '../../api-functions/pos/public-address.ts'

describe('isPublicAddress', () => {
  it.each([
    ['10.0.0.5', 'private (10/8)'],
    ['172.16.0.1', 'private (172.16/12)'],
    ['172.31.255.254', 'private (172.16/12)'],
    ['192.168.1.20', 'private (192.168/16)'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback (all of 127/8)'],
    ['169.254.169.254', "link-local: the cloud's metadata"],
    ['100.64.0.1', 'carrier-grade NAT (100.64/10)'],
    ['100.127.255.254', 'carrier-grade NAT (100.64/10)'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'IPv6 loopback as a URL writes it'],
    ['::', 'IPv6 unspecified'],
    ['fc00::1', 'unique local (fc00::/7)'],
    ['fdab:cdef::1', 'unique local (fc00::/7)'],
    ['fe80::1', 'link-local (fe80::/10)'],
    ['febf::1', 'link-local (fe80::/10)'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata, in hex'],
    ['64:ff9b::7f00:1', 'NAT64 with loopback inside'],
    ['pos.example.com', 'not an address'],
  ])('refuses %s: %s', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows the public %s', (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })
})

/** A resolver that answers every name with these addresses. */
const answering = (...addresses: string[]): Resolve => (_hostname, _options, callback) =>
  callback(null, addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })))

function lookup(resolve: Resolve, all: boolean): Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }> {
  return new Promise((resolved) => publicOnlyLookup(resolve)('pos.example.com', { all }, (error, address, family) => resolved({ error, address, family })))
}

describe('publicOnlyLookup', () => {
  it('hands the connection the public addresses it checked', async () => {
    expect(await lookup(answering('93.184.216.34', '2606:4700:4700::1111'), true)).toMatchObject({ error: null, address: [{ address: '93.184.216.34', family: 4 }, { address: '2606:4700:4700::1111', family: 6 }] })
    expect(await lookup(answering('93.184.216.34'), false)).toMatchObject({ error: null, address: '93.184.216.34', family: 4 })
  })

  it('refuses a name when any of its addresses is private, so DNS cannot slip one in (rebinding)', async () => {
    const { error } = await lookup(answering('93.184.216.34', '169.254.169.254'), false)
    expect(error).toBeInstanceOf(PrivateAddressError)
    expect(error?.message).toBe('The address is on a private network (169.254.169.254).')
  })

  it("passes the resolver's own failure on", async () => {
    const failing: Resolve = (_hostname, _options, callback) => callback(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }), [])
    expect((await lookup(failing, true)).error).toMatchObject({ code: 'ENOTFOUND' })
  })
})

describe('createPublicOnlyAgent', () => {
  it('never connects to a private address, written as such or behind a name', async () => {
    let connections = 0
    const server = createServer((socket) => {
      connections++
      socket.destroy()
    }).listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    const agent = createPublicOnlyAgent(answering('127.0.0.1'))
    try {
      for (const url of [`http://127.0.0.1:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`, `http://receiver.example:${port}/`, `https://receiver.example:${port}/`]) {
        const failure = await fetch(url, { method: 'POST', dispatcher: agent }).then(() => null, (error: Error) => error)
        expect(failure?.cause, url).toBeInstanceOf(PrivateAddressError)
      }
      expect(connections).toBe(0)
    } finally {
      await agent.close()
      server.close()
    }
  })
})
