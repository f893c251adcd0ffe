import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'
import { Agent, buildConnector } from 'undici'

// A POS webhook goes to an address an admin typed, posted from inside the server: without this check
// https://169.254.169.254/… (the cloud's metadata) or https://10.0.0.5/… (the host's own network)
// would be reached on the admin's word. Only global unicast passes, IPv4 or IPv6; an IPv4 address
// written inside IPv6 (::ffff:127.0.0.1) is judged as the IPv4 it is. 6to4, Teredo and NAT64
// addresses carry an IPv4 address this check would have to judge as well: a POS has no reason to
// receive behind one, so they are refused with the rest.

export class PrivateAddressError extends Error {
  readonly address: string
  constructor(address: string) {
    super(`The address is on a private network (${address}).`)
    this.name = 'PrivateAddressError'
    this.address = address
  }
}

/** Whether an IP address is on the public internet; anything that is not an IP address is not. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1')
  return ipaddr.isValid(bare) && ipaddr.process(bare).range() === 'unicast'
}

/** How a name becomes addresses: the system's resolver, or a test's. */
export type Resolve = (hostname: string, options: LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void

const systemResolve: Resolve = (hostname, options, callback) => dnsLookup(hostname, options, callback)

/**
 * A net/tls `lookup` that resolves the name once and refuses it if any of its addresses is not
 * public. The socket connects to an address this function checked, so DNS cannot answer the check
 * with a public address and the connection with a private one (rebinding).
 */
export function publicOnlyLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '')
      const refused = addresses.find((one) => !isPublicAddress(one.address))
      if (refused) return callback(new PrivateAddressError(refused.address), '')
      if (options.all) return callback(null, addresses)
      callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
}

/**
 * An undici dispatcher that connects to public addresses only: a name through the lookup above, an
 * address written as such (which a connection does not look up) checked here.
 */
export function createPublicOnlyAgent(resolve?: Resolve): Agent {
  const connect = buildConnector({ lookup: publicOnlyLookup(resolve) })
  return new Agent({
    connect: (options, callback) => {
      const host = options.hostname.replace(/^\[(.*)\]$/, '$1')
      if (isIP(host) && !isPublicAddress(host)) return callback(new PrivateAddressError(host), null)
      return connect(options, callback)
    },
  })
}
