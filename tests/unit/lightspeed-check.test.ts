// Lightspeed K-Series check mapping, on what Prism's examples do not show: 64-bit ids, amounts
// sent as strings (as the document's webhook examples of the same account are), voided lines.
import { describe, expect, it } from 'vitest'
import { accountSnapshotSchema, mapCheck, parseLightspeedJson } from '../../api-functions/pos/connectors/lightspeed-check.ts'

const read = (text: string) => mapCheck(accountSnapshotSchema.parse(parseLightspeedJson(text)), 'EUR')

describe('Lightspeed check mapping', () => {
  it('keeps int64 line ids exact, above 2^53', () => {
    const check = read('{"ikaccountId":"A1.2","currentAmount":4,"salesEntries":[{"id":9007199254740993,"itemName":"Tea","unitAmount":4,"quantity":1}]}')
    expect(check.lines[0]!.id).toBe('9007199254740993')
  })

  it("reads the document's webhook account, whose amounts are strings", () => {
    // webhooks → apeOrder notification → closed → account
    const check = read(
      JSON.stringify({
        paidAmount: '4.00',
        currentAmount: '4.00',
        salesEntries: [{ id: 304087979524125, itemName: 'Appetizer 2', itemSku: '21', unitAmount: '4.00', quantity: 1, amountWithTax: '4.00', amountLessTax: '3.33', active: true, taxIncluded: true }],
        paymentEntries: [{ externalReference: '1234567890', paymentMethodCode: 'APM', amountPaid: '4.00', active: true }],
        ikaccountId: 'A17700.3',
        tableNumber: 3,
      }),
    )
    expect(check).toMatchObject({ reference: 'A17700.3', tableNumber: '3', total: 400, paid: 400, balance: 0 })
    expect(check.lines).toEqual([{ id: '304087979524125', parentId: null, name: 'Appetizer 2', sku: '21', quantity: 1, unitPrice: 400, amount: 400, tax: { amount: 67, included: true } }])
    expect(check.payments).toEqual([{ reference: '1234567890', amount: 400, method: 'APM' }])
  })

  it('leaves out voided lines and refuses a line without a price', () => {
    const check = read('{"ikaccountId":"A1.2","currentAmount":3,"salesEntries":[{"id":1,"itemName":"Gone","unitAmount":2,"quantity":1,"active":false},{"id":2,"itemName":"Kept","unitAmount":3,"quantity":1}]}')
    expect(check.lines.map((line) => line.name)).toEqual(['Kept'])
    expect(() => read('{"ikaccountId":"A1.2","currentAmount":3,"salesEntries":[{"id":1,"itemName":"Free?","quantity":1}]}')).toThrow()
    expect(() => read('{"currentAmount":3}')).toThrow() // no account id: nothing to post a payment to
  })
})
