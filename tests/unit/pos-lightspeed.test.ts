import { describe, expect, it } from 'vitest'
import { checkLightspeedForm, getLightspeedWebhookAddress, LIGHTSPEED_API_URL, readLightspeedIds, type LightspeedFormValues } from '@/features/pos-lightspeed/connection-form'

const filled: LightspeedFormValues = { url: LIGHTSPEED_API_URL, accessToken: 'tok_123', businessLocationId: '45454565682155', webhookEndpointId: 'conto-payments' }

describe('the Lightspeed till form', () => {
  it('sends what was typed, trimmed, the location id as a number', () => {
    expect(
      checkLightspeedForm({ url: ' https://api.trial.lsk.lightspeed.app/ ', accessToken: ' tok_123\n', businessLocationId: ' 42 ', webhookEndpointId: ' conto ' }),
    ).toEqual({ body: { url: 'https://api.trial.lsk.lightspeed.app/', accessToken: 'tok_123', businessLocationId: 42, webhookEndpointId: 'conto' } })
    expect(checkLightspeedForm(filled).body?.businessLocationId).toBe(45454565682155)
  })

  it.each([
    [{ url: '' }, { url: 'urlRequired' }],
    [{ url: '   ' }, { url: 'urlRequired' }],
    // the token would travel in the clear
    [{ url: 'http://api.lsk.lightspeed.app' }, { url: 'urlInvalid' }],
    [{ url: 'api.lsk.lightspeed.app' }, { url: 'urlInvalid' }],
    [{ url: 'https://' }, { url: 'urlInvalid' }],
    [{ accessToken: ' ' }, { accessToken: 'accessTokenRequired' }],
    [{ businessLocationId: '' }, { businessLocationId: 'businessLocationIdRequired' }],
    [{ businessLocationId: '0' }, { businessLocationId: 'businessLocationIdInvalid' }],
    [{ businessLocationId: '-5' }, { businessLocationId: 'businessLocationIdInvalid' }],
    [{ businessLocationId: '12.5' }, { businessLocationId: 'businessLocationIdInvalid' }],
    [{ businessLocationId: '1e5' }, { businessLocationId: 'businessLocationIdInvalid' }],
    [{ businessLocationId: '12 34' }, { businessLocationId: 'businessLocationIdInvalid' }],
    [{ businessLocationId: 'sede1' }, { businessLocationId: 'businessLocationIdInvalid' }],
    // past Number.MAX_SAFE_INTEGER it would not arrive as typed
    [{ businessLocationId: '9007199254740993' }, { businessLocationId: 'businessLocationIdInvalid' }],
    [{ webhookEndpointId: '' }, { webhookEndpointId: 'webhookEndpointIdRequired' }],
    [
      { url: '', accessToken: '', businessLocationId: '', webhookEndpointId: '' },
      { url: 'urlRequired', accessToken: 'accessTokenRequired', businessLocationId: 'businessLocationIdRequired', webhookEndpointId: 'webhookEndpointIdRequired' },
    ],
  ] as const)('checkLightspeedForm(%j) refuses with %j', (change, problems) => {
    expect(checkLightspeedForm({ ...filled, ...change })).toEqual({ problems })
  })

  it('builds the address Lightspeed reports to, token in its query', () => {
    expect(getLightspeedWebhookAddress('https://conto.example.com', 'abc123def456ghi', 'Tok3n')).toBe('https://conto.example.com/api/pos/lightspeed/abc123def456ghi?token=Tok3n')
  })

  it.each([
    [{ businessLocationId: 42, webhookEndpointId: 'conto' }, { businessLocationId: '42', webhookEndpointId: 'conto' }],
    [{}, { businessLocationId: '', webhookEndpointId: '' }],
    [null, { businessLocationId: '', webhookEndpointId: '' }],
    ['{"businessLocationId":1}', { businessLocationId: '', webhookEndpointId: '' }],
  ])('readLightspeedIds(%j)', (config, ids) => {
    expect(readLightspeedIds(config)).toEqual(ids)
  })
})
