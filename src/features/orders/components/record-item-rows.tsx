import { useTranslation } from 'react-i18next'
import { Stepper } from '@/components/ui/stepper'
import { getLineLedger, getShareOptions } from '@/domain/bill-ledger'
import {
  getMaxWholeUnits,
  getSelectedEntry,
  getShareAmount,
  isLineChoosable,
  setItemQuantity,
  setItemShare,
  type SelectedItem,
} from '@/domain/bill-selection'
import { formatMoney } from '@/domain/money'
import type { OrderItemStatusRecord } from '@/lib/api/pocketbase-types'
import { formatShare, reduceShare } from '@/domain/share-fraction'
import styles from './ledger-sheets.module.css'

/** Ways a unit is offered split into when nothing fixes it: a table rarely shares one dish more ways. */
const OFFERED_WAYS = 6

interface RecordItemRowsProps {
  lines: readonly OrderItemStatusRecord[]
  selected: readonly SelectedItem[]
  currency: string
  onChange: (selected: SelectedItem[]) => void
}

/** The lines free to pay: whole units with a stepper, and a share of one more unit, as the diners split them. */
export function RecordItemRows({ lines, selected, currency, onChange }: RecordItemRowsProps) {
  const { t } = useTranslation('floor')
  const choosable = lines.filter((line) => isLineChoosable(line))
  if (choosable.length === 0) return <p className={styles.muted}>{t('order.record.itemsEmpty')}</p>
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('order.record.items')}</legend>
      <ul className={styles.itemList}>
        {choosable.map((line) => {
          const name = line.expand?.item?.name ?? t('order.lines.unknownItem')
          const entry = getSelectedEntry(selected, line.id)
          const quantity = entry?.quantity ?? 0
          const options = getShareOptions(line, quantity)
          const ways = options ? (options.ways.length === 1 ? options.ways : options.ways.filter((of) => of <= OFFERED_WAYS)) : []
          const shareValue = entry?.share ? `${entry.share.parts}/${entry.share.of}` : ''
          return (
            <li key={line.id} className={styles.itemRow}>
              <Stepper
                label={name}
                hint={t('order.record.itemHint', { price: formatMoney(line.price, currency), count: getLineLedger(line).freeUnits })}
                value={quantity}
                min={0}
                max={Math.max(quantity, getMaxWholeUnits(line, entry?.share))}
                onChange={(next) => onChange(setItemQuantity(selected, line, next))}
                decreaseLabel={t('order.record.fewer')}
                increaseLabel={t('order.record.more')}
              />
              {options ? (
                <label className={styles.shareField}>
                  {t('order.record.share')}
                  <select
                    className="input"
                    value={shareValue}
                    onChange={(event) => {
                      const [parts, of] = event.target.value.split('/').map(Number)
                      onChange(setItemShare(selected, line, parts && of ? { parts, of } : undefined))
                    }}
                  >
                    <option value="">{t('order.record.shareNone')}</option>
                    {ways.flatMap((of) =>
                      Array.from({ length: options.maxParts(of) }, (_, index) => index + 1)
                        // 2/4 is ½: offered once, as the fewest ways, unless the line's way is fixed
                        .filter((parts) => ways.length === 1 || reduceShare(parts, of).of === of)
                        .map((parts) => (
                        <option key={`${parts}/${of}`} value={`${parts}/${of}`}>
                          {`${formatShare(parts, of)} · ${formatMoney(getShareAmount(line, { parts, of }), currency)}`}
                        </option>
                      )),
                    )}
                  </select>
                </label>
              ) : null}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
