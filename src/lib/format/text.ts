/** First letters of the first and last words, upper-cased: 'Marco De Luca' → 'ML'. */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  if (!first) return ''
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return (firstLetter(first) + (last ? firstLetter(last) : '')).toUpperCase()
}

function firstLetter(word: string): string {
  // Array.from keeps letters outside the BMP (and accents) whole.
  return Array.from(word)[0] ?? ''
}

/** A name as compared for "already exists": trimmed, one space between words, case folded. */
export function getNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it')
}
