import { useEffect, useId, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/ui/section-card'
import { toast } from '@/lib/browser/toast'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import { useRestaurantFileSave } from '../api'
import { adviseImageSize, checkFile, formatMegabytes, hasTooManyPixels, MEDIA_RULES } from '../file-checks'
import { describeFileProblem, describeUploadError, getAcceptAttribute, getTypeNames } from '../upload-messages'
import styles from './restaurant-settings.module.css'

type ImageKind = 'logo' | 'background'

interface MediaUploadProps {
  kind: ImageKind
  restaurant: RestaurantRecord
  currentUrl: string
  onSaved: (restaurant: RestaurantRecord) => void
}

/** Natural size of an image file (SVGs without a size report 0 and get no advice). */
function readImageSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    const image = new Image()
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight })
    image.onerror = () => resolve({ width: 0, height: 0 })
    image.src = url
  })
}

/** Logo or background: preview, recommended size, type and size checks, upload and removal. */
export function MediaUpload({ kind, restaurant, currentUrl, onSaved }: MediaUploadProps) {
  const { t } = useTranslation('office')
  const inputId = useId()
  const hintId = useId()
  const [preview, setPreview] = useState<string>()
  const [error, setError] = useState<string>()
  const [advice, setAdvice] = useState<string>()
  const upload = useRestaurantFileSave(restaurant.id, kind, onSaved)
  const rule = MEDIA_RULES[kind]
  const recommended = rule.recommended!
  const shown = preview ?? currentUrl

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview)
  }, [preview])

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // Cleared so choosing the same file again still fires a change.
    event.target.value = ''
    if (!file) return
    setAdvice(undefined)
    const problem = checkFile(kind, file)
    if (problem) {
      setError(describeFileProblem(t, kind, problem))
      return
    }
    const url = URL.createObjectURL(file)
    const size = await readImageSize(url)
    if (hasTooManyPixels(size.width, size.height)) {
      URL.revokeObjectURL(url)
      setError(describeFileProblem(t, kind, 'pixels'))
      return
    }
    setError(undefined)
    setPreview(url)
    const sizeAdvice = adviseImageSize(kind, size.width, size.height)
    if (sizeAdvice) {
      setAdvice(
        t(sizeAdvice.ratio ? 'restaurant.upload.adviceRatio' : 'restaurant.upload.adviceSmall', {
          width: size.width,
          height: size.height,
          recommended: `${recommended.width}×${recommended.height}`,
        }),
      )
    }
    upload.mutate(
      { file },
      {
        onSuccess: () => toast.success(t(`restaurant.upload.saved.${kind}`)),
        onError: (uploadError) => {
          setPreview(undefined)
          setAdvice(undefined)
          setError(describeUploadError(t, kind, uploadError))
        },
      },
    )
  }

  function remove() {
    setError(undefined)
    setAdvice(undefined)
    setPreview(undefined)
    upload.mutate(
      { file: null },
      {
        onSuccess: () => toast.success(t(`restaurant.upload.removed.${kind}`)),
        onError: (uploadError) => setError(describeUploadError(t, kind, uploadError)),
      },
    )
  }

  return (
    <SectionCard title={t(`restaurant.media.${kind}`)} id={`restaurant-${kind}`}>
      <div className={styles.media}>
        <div className={styles.previewBox} data-kind={kind}>
          {shown ? (
            <img src={shown} alt={t('restaurant.media.previewAlt', { name: t(`restaurant.media.${kind}`) })} className={styles.preview} />
          ) : (
            <span className={styles.previewEmpty}>{t('restaurant.media.none')}</span>
          )}
        </div>
        <div className={styles.mediaText}>
          <p id={hintId} className={styles.muted}>
            {t('restaurant.media.hint', {
              size: `${recommended.width}×${recommended.height}`,
              types: getTypeNames(kind),
              max: formatMegabytes(rule.maxBytes),
            })}
          </p>
          <div className={styles.mediaButtons}>
            <input
              id={inputId}
              type="file"
              className={`visually-hidden ${styles.fileInput}`}
              accept={getAcceptAttribute(kind)}
              aria-label={t(`restaurant.upload.inputLabel.${kind}`)}
              aria-describedby={hintId}
              disabled={upload.isPending}
              onChange={(event) => void handleChange(event)}
            />
            <label className={`btn btn--secondary ${styles.fileButton}`} htmlFor={inputId} aria-disabled={upload.isPending}>
              {upload.isPending ? t('restaurant.upload.uploading') : shown ? t('restaurant.upload.replace') : t('restaurant.upload.choose')}
            </label>
            {restaurant[kind] && !upload.isPending ? (
              <button type="button" className="btn btn--ghost" onClick={remove}>
                {t('restaurant.upload.remove')}
              </button>
            ) : null}
          </div>
          {error ? (
            <p className="alert" role="alert">
              {error}
            </p>
          ) : null}
          {advice ? (
            <p className={styles.advice} role="status">
              {advice}
            </p>
          ) : null}
        </div>
      </div>
    </SectionCard>
  )
}
