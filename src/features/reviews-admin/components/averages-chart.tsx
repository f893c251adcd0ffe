import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '@/lib/time/date-format'
import type { Bucket, SeriesPoint } from '../averages'
import styles from './reviews.module.css'

const DEFAULT_WIDTH = 560
const MIN_WIDTH = 280
const HEIGHT = 220
const PAD = { top: 12, right: 12, bottom: 28, left: 30 }
const SERIES = [
  { key: 'food', className: styles.lineFood },
  { key: 'service', className: styles.lineService },
] as const

const labelFormats: Record<Bucket, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short' },
  week: { day: 'numeric', month: 'short' },
  month: { month: 'short', year: '2-digit' },
}

/** Segments of consecutive non-empty points, so an empty week leaves a gap instead of a fake line. */
function segments(values: (number | null)[]): { index: number; value: number }[][] {
  const result: { index: number; value: number }[][] = []
  let current: { index: number; value: number }[] = []
  values.forEach((value, index) => {
    if (value === null) {
      if (current.length) result.push(current)
      current = []
    } else current.push({ index, value })
  })
  if (current.length) result.push(current)
  return result
}

/** Food and service averages per day, week or month: two lines on a 1–5 scale, plus a data table for readers. */
export function AveragesChart({ points, bucket }: { points: SeriesPoint[]; bucket: Bucket }) {
  const { t, i18n } = useTranslation('office')
  const [width, figureRef] = useWidth()
  const plotWidth = width - PAD.left - PAD.right
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const x = (index: number) => PAD.left + (points.length <= 1 ? plotWidth / 2 : (index / (points.length - 1)) * plotWidth)
  const y = (rating: number) => PAD.top + ((5 - rating) / 4) * plotHeight
  const label = (point: SeriesPoint) => formatDate(point.start, i18n.language, labelFormats[bucket])
  const tickEvery = Math.max(1, Math.ceil(points.length / Math.max(2, Math.floor(width / 90))))

  return (
    <figure className={styles.chart} ref={figureRef}>
      <figcaption className={styles.legend}>
        <span className={styles.legendFood}>{t('reviews.types.food')}</span>
        <span className={styles.legendService}>{t('reviews.types.service')}</span>
        <span className={styles.muted}>{t(`reviews.buckets.${bucket}`)}</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} className={styles.chartSvg} aria-hidden="true">
        {[1, 2, 3, 4, 5].map((rating) => (
          <g key={rating}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(rating)} y2={y(rating)} className={styles.grid} />
            <text x={PAD.left - 10} y={y(rating) + 4} className={styles.axis} textAnchor="end">
              {rating}
            </text>
          </g>
        ))}
        {points.map((point, index) =>
          index % tickEvery === 0 || index === points.length - 1 ? (
            <text
              key={point.start.getTime()}
              x={x(index)}
              y={HEIGHT - 8}
              className={styles.axis}
              // the first and last labels stay inside the drawing
              textAnchor={points.length > 1 && index === 0 ? 'start' : points.length > 1 && index === points.length - 1 ? 'end' : 'middle'}
            >
              {label(point)}
            </text>
          ) : null,
        )}
        {SERIES.map((series) =>
          segments(points.map((point) => point[series.key])).map((segment, segmentIndex) => (
            <g key={`${series.key}-${segmentIndex}`} className={series.className}>
              {segment.length > 1 ? (
                <polyline points={segment.map((p) => `${x(p.index)},${y(p.value)}`).join(' ')} fill="none" />
              ) : null}
              {segment.map((p) => (
                <circle key={p.index} cx={x(p.index)} cy={y(p.value)} r={4}>
                  <title>{`${t(`reviews.types.${series.key}`)} · ${label(points[p.index]!)}: ${p.value}`}</title>
                </circle>
              ))}
            </g>
          )),
        )}
      </svg>
      <table className="visually-hidden">
        <caption>{t('reviews.chartTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reviews.columns.date')}</th>
            <th scope="col">{t('reviews.types.food')}</th>
            <th scope="col">{t('reviews.types.service')}</th>
          </tr>
        </thead>
        <tbody>
          {points
            .filter((point) => point.count > 0)
            .map((point) => (
              <tr key={point.start.getTime()}>
                <th scope="row">{label(point)}</th>
                <td>{point.food ?? '—'}</td>
                <td>{point.service ?? '—'}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  )
}

/** The figure's width in CSS pixels, so the drawing is 1:1 and its labels stay readable on phones. */
function useWidth() {
  const ref = useRef<HTMLElement>(null)
  const [width, setWidth] = useState(DEFAULT_WIDTH)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(MIN_WIDTH, Math.round(entry.contentRect.width)))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [width, ref] as const
}
