// What each restaurant file accepts: the same limits as the restaurants collection
// (pb_migrations/1763700010_created_restaurants.js), checked before uploading so people get a
// clear message instead of a server error.

export type MediaKind = 'logo' | 'background' | 'menu_file'

export interface MediaRule {
  types: readonly string[]
  extensions: readonly string[]
  maxBytes: number
  /** Recommended pixel size of images (SPEC §3). */
  recommended?: { width: number; height: number }
}

const MB = 1024 * 1024

export const MEDIA_RULES: Record<MediaKind, MediaRule> = {
  logo: {
    types: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
    extensions: ['.png', '.jpg', '.jpeg', '.webp', '.svg'],
    maxBytes: 2 * MB,
    recommended: { width: 400, height: 400 },
  },
  background: {
    types: ['image/png', 'image/jpeg', 'image/webp'],
    extensions: ['.png', '.jpg', '.jpeg', '.webp'],
    maxBytes: 5 * MB,
    recommended: { width: 1080, height: 1920 },
  },
  menu_file: { types: ['application/pdf'], extensions: ['.pdf'], maxBytes: 10 * MB },
}

export type FileProblem = 'empty' | 'type' | 'size' | 'pixels'

/**
 * The most pixels an uploaded image may have (25 megapixels, e.g. 6000×4000): PocketBase decodes
 * the whole image to make a thumb, so a small file of a huge picture could take gigabytes. The
 * server refuses more with `image_too_large` (pocketbase/image_limits.go, maxImagePixels).
 */
export const MAX_IMAGE_PIXELS = 25_000_000

/** True when an image of this size is over the server's limit (0×0: unknown, e.g. an SVG). */
export function hasTooManyPixels(width: number, height: number): boolean {
  return width * height > MAX_IMAGE_PIXELS
}

/** Why a chosen file cannot be uploaded as `kind`, or null. A known MIME type wins over the name. */
export function checkFile(kind: MediaKind, file: { name: string; type: string; size: number }): FileProblem | null {
  const rule = MEDIA_RULES[kind]
  const name = file.name.toLowerCase()
  const typeOk = file.type ? rule.types.includes(file.type) : rule.extensions.some((extension) => name.endsWith(extension))
  if (!typeOk) return 'type'
  if (file.size <= 0) return 'empty'
  if (file.size > rule.maxBytes) return 'size'
  return null
}

/** A PDF starts with "%PDF-": catches an image renamed to .pdf before the server does. */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  const signature = [0x25, 0x50, 0x44, 0x46, 0x2d]
  return signature.every((byte, index) => bytes[index] === byte)
}

export interface SizeAdvice {
  /** The aspect ratio differs from the recommended one by more than 5 %. */
  ratio: boolean
  /** Smaller than the recommended size in either direction (it will look blurry). */
  small: boolean
}

/** Advice (never a refusal) when an image differs from the recommended size; null when it fits. */
export function adviseImageSize(kind: MediaKind, width: number, height: number): SizeAdvice | null {
  const recommended = MEDIA_RULES[kind].recommended
  if (!recommended || width <= 0 || height <= 0) return null
  const ratio = Math.abs(width / height - recommended.width / recommended.height) / (recommended.width / recommended.height) > 0.05
  const small = width < recommended.width || height < recommended.height
  return ratio || small ? { ratio, small } : null
}

export type UploadErrorKind = 'type' | 'size' | 'pixels' | 'other'

/** Which of our messages a server refusal of a file field maps to. */
export function classifyUploadError(fieldError: { code?: string } | undefined): UploadErrorKind {
  const code = fieldError?.code ?? ''
  // image_unreadable: an image whose frame PocketBase cannot read (pocketbase/image_config.go)
  if (code === 'validation_invalid_mime_type' || code === 'validation_invalid_file_type' || code === 'image_unreadable') return 'type'
  if (code === 'validation_file_size_limit') return 'size'
  if (code === 'image_too_large') return 'pixels'
  return 'other'
}

/** 2097152 → '2 MB' (limits are whole megabytes). */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`
}

/** A menu link must be a web address diners can open. */
export function isValidMenuLink(value: string): boolean {
  try {
    const url = new URL(value.trim())
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}
