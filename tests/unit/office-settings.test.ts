import { describe, expect, it } from 'vitest'
import { toBalanceSettings } from '../../api-functions/admin/connect.ts'
import { getDisplayOptions } from '@/features/company/options'
import { validateNewPassword, validatePasswordChange } from '@/features/profile/validation'
import {
  adviseImageSize,
  checkFile,
  classifyUploadError,
  formatMegabytes,
  hasPdfSignature,
  isValidMenuLink,
} from '@/features/restaurant-settings/file-checks'
import { parsePayoutSettings } from '@/lib/payout-schedule'

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
    [{ code: 'validation_required' }, 'other'],
    [undefined, 'other'],
  ])('server error %j → %s', (error, expected) => {
    expect(classifyUploadError(error)).toBe(expected)
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

describe('payout settings', () => {
  it.each([
    [{ schedule: 'daily', minimumAmount: 0 }, { ok: true, value: { schedule: 'daily', minimumAmount: 0 } }],
    [{ schedule: 'daily' }, { ok: true, value: { schedule: 'daily', minimumAmount: 0 } }],
    [{ schedule: 'weekly', weekday: 'friday', minimumAmount: 5000 }, { ok: true, value: { schedule: 'weekly', weekday: 'friday', minimumAmount: 5000 } }],
    [{ schedule: 'monthly', dayOfMonth: 31, minimumAmount: 0, weekday: 'monday' }, { ok: true, value: { schedule: 'monthly', dayOfMonth: 31, minimumAmount: 0 } }],
    [{ schedule: 'hourly' }, { ok: false, field: 'schedule' }],
    [{ schedule: 'weekly', weekday: 'sunday' }, { ok: false, field: 'weekday' }],
    [{ schedule: 'monthly', dayOfMonth: 0 }, { ok: false, field: 'dayOfMonth' }],
    [{ schedule: 'monthly', dayOfMonth: 2.5 }, { ok: false, field: 'dayOfMonth' }],
    [{ schedule: 'daily', minimumAmount: -1 }, { ok: false, field: 'minimumAmount' }],
    [{ schedule: 'daily', minimumAmount: '100' }, { ok: false, field: 'minimumAmount' }],
    [null, { ok: false, field: 'schedule' }],
  ])('parsePayoutSettings(%j)', (input, expected) => {
    expect(parsePayoutSettings(input)).toEqual(expected)
  })

  it.each([
    [{ schedule: 'daily', minimumAmount: 0 }, 'EUR', { schedule: { interval: 'daily' }, minimum_balance_by_currency: { eur: '' } }],
    [
      { schedule: 'weekly', weekday: 'tuesday', minimumAmount: 2500 },
      'EUR',
      { schedule: { interval: 'weekly', weekly_payout_days: ['tuesday'] }, minimum_balance_by_currency: { eur: 2500 } },
    ],
    [
      { schedule: 'monthly', dayOfMonth: 15, minimumAmount: 100 },
      'CHF',
      { schedule: { interval: 'monthly', monthly_payout_days: [15] }, minimum_balance_by_currency: { chf: 100 } },
    ],
  ] as const)('Stripe balance settings for %j', (settings, currency, payouts) => {
    expect(toBalanceSettings(settings, currency)).toEqual({ payments: { payouts } })
  })
})

describe('company options', () => {
  it('labels codes in the UI language and sorts them by that label', () => {
    const options = getDisplayOptions(['IT', 'DE', 'FR'], 'region', 'it')
    expect(options.map((option) => option.value)).toEqual(['FR', 'DE', 'IT'])
    expect(options[2]!.label).toBe('Italia (IT)')
    expect(getDisplayOptions(['EUR'], 'currency', 'en')[0]!.label).toBe('Euro (EUR)')
  })
})

describe('passwords', () => {
  it.each([
    ['Abcdefgh', 'Abcdefgh', {}],
    ['', '', { password: 'required', confirm: 'required' }],
    ['short', 'short', { password: 'tooShort' }],
    ['x'.repeat(72), 'x'.repeat(72), { password: 'tooLong' }],
    ['Abcdefgh', 'Abcdefgx', { confirm: 'mismatch' }],
  ])('validateNewPassword(%j, %j)', (password, confirm, expected) => {
    expect(validateNewPassword(password, confirm)).toEqual(expected)
  })

  it.each([
    ['old-password', 'New-password', 'New-password', {}],
    ['', 'New-password', 'New-password', { current: 'required' }],
    ['Same-password', 'Same-password', 'Same-password', { password: 'sameAsCurrent' }],
  ])('validatePasswordChange(%j, %j, %j)', (current, password, confirm, expected) => {
    expect(validatePasswordChange(current, password, confirm)).toEqual(expected)
  })
})
