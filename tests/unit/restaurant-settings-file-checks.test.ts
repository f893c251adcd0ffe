import { describe, expect, it } from 'vitest'
import {
  adviseImageSize,
  checkFile,
  classifyUploadError,
  formatMegabytes,
  hasPdfSignature,
  hasTooManyPixels,
  isValidMenuLink,
} from '@/features/restaurant-settings/file-checks'

const MB = 1024 * 1024

describe('restaurant files', () => {
  it.each([
    ['menu_file', { name: 'menu.pdf', type: 'application/pdf', size: MB }, null],
    ['menu_file', { name: 'menu.png', type: 'image/png', size: MB }, 'type'],
    // a known type wins over the name
    ['menu_file', { name: 'menu.pdf', type: 'image/png', size: MB }, 'type'],
    // no type (some systems): the extension decides
    ['menu_file', { name: 'MENU.PDF', type: '', size: MB }, null],
    ['menu_file', { name: 'menu.docx', type: '', size: MB }, 'type'],
    ['menu_file', { name: 'menu.pdf', type: 'application/pdf', size: 10 * MB + 1 }, 'size'],
    ['menu_file', { name: 'menu.pdf', type: 'application/pdf', size: 0 }, 'empty'],
    ['logo', { name: 'logo.svg', type: 'image/svg+xml', size: 1000 }, null],
    ['logo', { name: 'logo.webp', type: 'image/webp', size: 2 * MB }, null],
    ['logo', { name: 'logo.png', type: 'image/png', size: 2 * MB + 1 }, 'size'],
    ['logo', { name: 'logo.gif', type: 'image/gif', size: 1000 }, 'type'],
    ['background', { name: 'bg.svg', type: 'image/svg+xml', size: 1000 }, 'type'],
    ['background', { name: 'bg.jpg', type: 'image/jpeg', size: 5 * MB }, null],
  ] as const)('%s %j → %s', (kind, file, expected) => {
    expect(checkFile(kind, file)).toBe(expected)
  })

  it.each([
    [[0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], true],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d], false],
    [[0x25, 0x50], false],
  ])('hasPdfSignature(%j) = %s', (bytes, expected) => {
    expect(hasPdfSignature(new Uint8Array(bytes))).toBe(expected)
  })

  it.each([
    ['logo', 400, 400, null],
    ['logo', 800, 800, null],
    ['logo', 300, 300, { ratio: false, small: true }],
    ['logo', 800, 400, { ratio: true, small: false }],
    ['background', 1080, 1920, null],
    ['background', 1920, 1080, { ratio: true, small: true }],
    ['background', 0, 0, null],
    ['menu_file', 10, 10, null],
  ] as const)('adviseImageSize(%s, %i×%i)', (kind, width, height, expected) => {
    expect(adviseImageSize(kind, width, height)).toEqual(expected)
  })

  it.each([
    [{ code: 'validation_invalid_mime_type' }, 'type'],
    [{ code: 'validation_file_size_limit' }, 'size'],
    [{ code: 'image_too_large' }, 'pixels'],
    [{ code: 'validation_required' }, 'other'],
    [undefined, 'other'],
  ])('server error %j → %s', (error, expected) => {
    expect(classifyUploadError(error)).toBe(expected)
  })

  it.each([
    [6000, 4000, false],
    [5000, 5000, false],
    [5000, 5001, true],
    [12000, 12000, true],
    [0, 0, false],
  ])('hasTooManyPixels(%i×%i) = %s', (width, height, expected) => {
    expect(hasTooManyPixels(width, height)).toBe(expected)
  })

  it.each([
    [2 * MB, '2 MB'],
    [10 * MB, '10 MB'],
    [1.5 * MB, '1.5 MB'],
  ])('formatMegabytes(%i) = %s', (bytes, expected) => {
    expect(formatMegabytes(bytes)).toBe(expected)
  })

  it.each([
    ['https://menu.example.com/pranzo', true],
    ['http://example.it', true],
    ['  https://example.com  ', true],
    ['ftp://example.com/menu.pdf', false],
    ['javascript:alert(1)', false],
    ['https://localhost', false],
    ['menu', false],
  ])('isValidMenuLink(%j) = %s', (value, expected) => {
    expect(isValidMenuLink(value)).toBe(expected)
  })
})
