import { useTranslation } from 'react-i18next'
import { formatShare, reduceShare } from '@/domain/share-fraction'

type ShareFractionKey = `share.fraction.d${2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`

/** The words of a share for screen readers: "one third", "due terzi". */
export function useShareWords() {
  const { t } = useTranslation('diner')
  return (parts: number, of: number): string => {
    const reduced = reduceShare(parts, of)
    return t(`share.fraction.d${reduced.of}` as ShareFractionKey, { count: reduced.parts })
  }
}

/** A share shown as a fraction ('⅓') and read out in words ("one third"). */
export function ShareFraction({ parts, of }: { parts: number; of: number }) {
  const words = useShareWords()
  return (
    <span>
      <span aria-hidden="true">{formatShare(parts, of)}</span>
      <span className="visually-hidden">{words(parts, of)}</span>
    </span>
  )
}

/** "⅓ · Vino rosso della casa", read out as "one third of Vino rosso della casa". */
export function SharedItemName({ parts, of, name, className }: { parts: number; of: number; name: string; className?: string }) {
  const { t } = useTranslation('diner')
  const words = useShareWords()
  return (
    <span className={className}>
      <span aria-hidden="true">
        {/* the fraction stays with the name's first word */}
        {formatShare(parts, of)}&nbsp;·&nbsp;{name}
      </span>
      <span className="visually-hidden">{t('share.of', { fraction: words(parts, of), name })}</span>
    </span>
  )
}
