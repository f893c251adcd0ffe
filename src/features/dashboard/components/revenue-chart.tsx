import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney, toMajorUnits } from '@/domain/money'
import { getNiceMax } from '../stats'
import styles from './dashboard.module.css'

const HEIGHT = 240
const PAD = { top: 14, right: 6, bottom: 28, left: 56 }
const MIN_WIDTH = 280

/** The element's width in CSS pixels, so the SVG is drawn 1:1 and its labels keep their size. */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(MIN_WIDTH, Math.floor(entry.contentRect.width)))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/** Revenue per hour of today as a bar chart, drawn by hand in SVG, with a readable table behind it. */
export function RevenueChart({ byHour, currency, currentHour }: { byHour: number[]; currency: string; currentHour: number }) {
  const { t } = useTranslation('floor')
  const [figureRef, width] = useWidth<HTMLElement>(640)
  const max = getNiceMax(Math.max(...byHour))
  const plotWidth = width - PAD.left - PAD.right
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const slot = plotWidth / 24
  const barWidth = Math.max(4, slot * 0.66)
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight
  const ticks = [0, max / 2, max]
  const total = byHour.reduce((sum, value) => sum + value, 0)
  const label = t('dashboard.chart.summary', { total: formatMoney(total, currency) })
  const axisMoney = new Intl.NumberFormat('it-IT', { style: 'currency', currency, maximumFractionDigits: 0 })

  return (
    <figure className={styles.chart} ref={figureRef}>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={label} className={styles.chartSvg}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className={styles.gridLine} />
            <text x={PAD.left - 8} y={y(tick)} className={styles.axisLabel} textAnchor="end" dominantBaseline="middle">
              {axisMoney.format(toMajorUnits(tick, currency))}
            </text>
          </g>
        ))}
        {byHour.map((value, hour) => {
          const x = PAD.left + hour * slot + (slot - barWidth) / 2
          const height = Math.max(0, y(0) - y(value))
          return (
            <g key={hour}>
              {value > 0 ? (
                <rect
                  x={x}
                  y={y(value)}
                  width={barWidth}
                  height={Math.max(height, 2)}
                  rx={3}
                  className={hour === currentHour ? styles.barNow : styles.bar}
                >
                  <title>{`${String(hour).padStart(2, '0')}:00 · ${formatMoney(value, currency)}`}</title>
                </rect>
              ) : null}
              {hour % 3 === 0 ? (
                <text x={PAD.left + hour * slot + slot / 2} y={HEIGHT - 8} className={styles.axisLabel} textAnchor="middle">
                  {String(hour).padStart(2, '0')}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{t('dashboard.chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.chart.hour')}</th>
            <th scope="col">{t('dashboard.revenue')}</th>
          </tr>
        </thead>
        <tbody>
          {byHour.map((value, hour) =>
            value > 0 ? (
              <tr key={hour}>
                <th scope="row">{`${String(hour).padStart(2, '0')}:00`}</th>
                <td>{formatMoney(value, currency)}</td>
              </tr>
            ) : null,
          )}
        </tbody>
      </table>
    </figure>
  )
}
