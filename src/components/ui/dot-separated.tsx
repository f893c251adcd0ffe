import { Children, Fragment, type ReactNode } from 'react'

/** Ties the dot to the part before it: a line may break after ' · ' but never before it. */
const SEPARATOR = '\u00a0· '

/**
 * Parts read as one line, 'Ordine n. 1 · Tavolo 7' (empty parts skipped). A narrow cell may wrap
 * between parts, but a '·' never ends up alone on a line or at the start of one.
 */
export function DotSeparated({ children }: { children: ReactNode }) {
  return (
    <>
      {Children.toArray(children).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? SEPARATOR : null}
          {part}
        </Fragment>
      ))}
    </>
  )
}
