import { describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { parsePocketBaseUrl } from '@/config/pocketbase-url'

describe('paths', () => {
  it.each([
    [paths.root(), '/'],
    [paths.login(), '/login'],
    [paths.forgotPassword(), '/forgot-password'],
    [paths.signup(), '/signup'],
    [paths.verifyEmail(), '/verify-email'],
    [paths.diner.home('r1', 't1'), '/qr/r1/t1'],
    [paths.diner.bill('r1', 't1'), '/qr/r1/t1/bill'],
    [paths.diner.split('r1', 't1'), '/qr/r1/t1/split'],
    [paths.diner.tips('r1', 't1'), '/qr/r1/t1/tips'],
    [paths.diner.payment('r1', 't1'), '/qr/r1/t1/payment'],
    [paths.diner.paymentResult('r1', 't1', 'cs_1'), '/qr/r1/t1/paymentResult?sessionId=cs_1'],
    [paths.diner.paymentResult('r1', 't1'), '/qr/r1/t1/paymentResult'],
    [paths.diner.home('a b', 't/1'), '/qr/a%20b/t%2F1'],
    [paths.admin.root(), '/admin'],
    [paths.admin.tables(), '/admin/tables'],
    [paths.admin.orderDetail('o1'), '/admin/orders/o1'],
    [paths.admin.transactionDetail('x1'), '/admin/transactions/x1'],
    [paths.admin.statistics(), '/admin/statistics'],
    [paths.admin.qrGenerator(), '/admin/qr-generator'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected)
  })
})

describe('parsePocketBaseUrl', () => {
  it.each([
    [undefined, 'http://127.0.0.1:8090'],
    ['', 'http://127.0.0.1:8090'],
    ['https://pb.conto.app/', 'https://pb.conto.app'],
    ['http://127.0.0.1:8091', 'http://127.0.0.1:8091'],
    ['/', '/'],
  ])('%j → %s', (input, expected) => {
    expect(parsePocketBaseUrl(input)).toBe(expected)
  })

  it.each(['not a url', 'ftp://example.com'])('rejects %j', (input) => {
    expect(() => parsePocketBaseUrl(input)).toThrow(/VITE_POCKETBASE_URL/)
  })
})
