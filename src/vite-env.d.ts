/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the PocketBase server; defaults to the local dev server. */
  readonly VITE_POCKETBASE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
