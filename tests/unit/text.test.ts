import { describe, expect, it } from 'vitest'
import { getInitials } from '@/lib/format/text'

describe('getInitials', () => {
  it.each([
    ['Giulia Rossi', 'GR'],
    ['Marco De Luca', 'ML'],
    ['luca esposito', 'LE'],
    ['Madonna', 'M'],
    ['  Anna   Maria  Bianchi ', 'AB'],
    ['Élodie Ünal', 'ÉÜ'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (name, initials) => {
    expect(getInitials(name)).toBe(initials)
  })
})
