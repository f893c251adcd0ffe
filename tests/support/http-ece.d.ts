// http_ece (the reference implementation of RFC 8188 encrypted content, used by web-push) ships no types.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'
  interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm' | 'aesgcm128'
    privateKey?: ECDH
    authSecret?: string | Buffer
    dh?: string | Buffer
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer }
  export default ece
}
