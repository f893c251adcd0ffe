import { describe, expect, it } from 'vitest'
import { getDisplayOptions } from '@/features/company/options'

describe('company options', () => {
  it('labels codes in the UI language and sorts them by that label', () => {
    const options = getDisplayOptions(['IT', 'DE', 'FR'], 'region', 'it')
    expect(options.map((option) => option.value)).toEqual(['FR', 'DE', 'IT'])
    expect(options[2]!.label).toBe('Italia (IT)')
    expect(getDisplayOptions(['EUR'], 'currency', 'en')[0]!.label).toBe('Euro (EUR)')
  })
})
