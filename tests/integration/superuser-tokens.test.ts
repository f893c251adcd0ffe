// PocketBase remembers superuser tokens it has checked (pocketbase/superuser_tokens.go): the
// functions' every call skipped a lookup and a signature check. A remembered token must stop
// working the moment its superuser changes or goes, exactly as an unremembered one would.
import { randomBytes } from 'node:crypto'
import PocketBase from 'pocketbase'
import { describe, expect, inject, it } from 'vitest'
import { admin } from '../support/bill.ts'

const url = inject('pocketbaseUrl')

/** A superuser of its own (the suite's shared one stays as it is), signed in. */
async function newSuperuser() {
  const email = `token-${randomBytes(4).toString('hex')}@conto.test`
  const password = randomBytes(12).toString('hex')
  const record = await (await admin()).collection('_superusers').create({ email, password, passwordConfirm: password })
  const answer = await new PocketBase(url).collection('_superusers').authWithPassword(email, password)
  return { id: record.id, token: answer.token }
}

/** Status of a superuser-only read made with `token` (twice: the second is answered from memory). */
async function readWith(token: string): Promise<number[]> {
  const statuses: number[] = []
  for (let call = 0; call < 2; call++) {
    const response = await fetch(`${url}/api/collections/_superusers/records?perPage=1`, { headers: { authorization: token } })
    statuses.push(response.status)
  }
  return statuses
}

describe('remembered superuser tokens', () => {
  it('work while the superuser is unchanged, with or without "Bearer "', async () => {
    const { token } = await newSuperuser()
    expect(await readWith(token)).toEqual([200, 200])
    expect(await readWith(`Bearer ${token}`)).toEqual([200, 200])
  })

  it('stop working at once when the password changes', async () => {
    const { id, token } = await newSuperuser()
    expect(await readWith(token)).toEqual([200, 200])
    const password = randomBytes(12).toString('hex')
    await (await admin()).collection('_superusers').update(id, { password, passwordConfirm: password })
    expect(await readWith(token)).toEqual([403, 403])
  })

  it('stop working at once when the superuser is deleted', async () => {
    const { id, token } = await newSuperuser()
    expect(await readWith(token)).toEqual([200, 200])
    await (await admin()).collection('_superusers').delete(id)
    expect(await readWith(token)).toEqual([403, 403])
  })

  it('are never made up: a forged or altered token is refused every time', async () => {
    const { token } = await newSuperuser()
    const [header, payload] = token.split('.')
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`
    expect(await readWith(forged)).toEqual([403, 403])
    expect(await readWith(token)).toEqual([200, 200])
    expect(await readWith(forged)).toEqual([403, 403])
  })
})
