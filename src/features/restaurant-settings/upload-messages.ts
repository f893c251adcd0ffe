import type { TFunction } from 'i18next'
import { isPocketBaseError } from '@/lib/api/pocketbase-errors'
import { getErrorMessage } from '@/lib/errors/error-message'
import { classifyUploadError, formatMegabytes, MAX_IMAGE_PIXELS, MEDIA_RULES, type FileProblem, type MediaKind } from './file-checks'

const TYPE_NAMES: Record<MediaKind, string> = {
  logo: 'PNG, JPEG, WebP, SVG',
  background: 'PNG, JPEG, WebP',
  menu_file: 'PDF',
}

/** The translated message of a file refused before upload. */
export function describeFileProblem(t: TFunction<'office'>, kind: MediaKind, problem: FileProblem): string {
  if (problem === 'type') return kind === 'menu_file' ? t('restaurant.upload.errors.notPdf') : t('restaurant.upload.errors.type', { types: TYPE_NAMES[kind] })
  if (problem === 'size') return t('restaurant.upload.errors.size', { max: formatMegabytes(MEDIA_RULES[kind].maxBytes) })
  if (problem === 'pixels') return t('restaurant.upload.errors.pixels', { megapixels: MAX_IMAGE_PIXELS / 1_000_000 })
  return t('restaurant.upload.errors.empty')
}

/** The translated message of a refused upload: the server's file checks mapped to ours. */
export function describeUploadError(t: TFunction<'office'>, kind: MediaKind, error: unknown): string {
  if (isPocketBaseError(error)) {
    const data = (error.response?.data ?? {}) as Record<string, { code?: string } | undefined>
    const problem = classifyUploadError(data[kind])
    if (problem !== 'other') return describeFileProblem(t, kind, problem)
  }
  return t('restaurant.upload.errors.other', { message: getErrorMessage(error) })
}

export function getAcceptAttribute(kind: MediaKind): string {
  return [...MEDIA_RULES[kind].types, ...MEDIA_RULES[kind].extensions].join(',')
}

export function getTypeNames(kind: MediaKind): string {
  return TYPE_NAMES[kind]
}
