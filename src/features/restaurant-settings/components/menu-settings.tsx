import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { MenuBookIcon } from '@/components/ui/icons'
import { SectionCard } from '@/components/ui/section-card'
import { pb } from '@/lib/api/pocketbase'
import type { RestaurantRecord } from '@/lib/api/pocketbase-types'
import { toast } from '@/lib/browser/toast'
import { useRestaurantFileSave, useRestaurantSave } from '../api'
import { checkFile, formatMegabytes, hasPdfSignature, isValidMenuLink, MEDIA_RULES } from '../file-checks'
import { describeFileProblem, describeUploadError, getAcceptAttribute } from '../upload-messages'
import styles from './restaurant-settings.module.css'

interface MenuSettingsProps {
  restaurant: RestaurantRecord
  onSaved: (restaurant: RestaurantRecord) => void
}

/** The diners' menu: a PDF file (PDF only) or a link — one or the other. */
export function MenuSettings({ restaurant, onSaved }: MenuSettingsProps) {
  const { t } = useTranslation('office')
  const [mode, setMode] = useState<'file' | 'link'>(restaurant.menu_file || !restaurant.menu_link ? 'file' : 'link')
  const [link, setLink] = useState(restaurant.menu_link)
  const [linkError, setLinkError] = useState<string>()
  const [fileError, setFileError] = useState<string>()
  const inputId = useId()
  const hintId = useId()
  const upload = useRestaurantFileSave(restaurant.id, 'menu_file', onSaved)
  const saveLink = useRestaurantSave(restaurant, onSaved)

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const problem = checkFile('menu_file', file)
    const bytes = problem ? null : new Uint8Array(await file.slice(0, 5).arrayBuffer())
    if (problem || (bytes && !hasPdfSignature(bytes))) {
      setFileError(describeFileProblem(t, 'menu_file', problem ?? 'type'))
      return
    }
    setFileError(undefined)
    upload.mutate(
      { file, extra: { menu_link: '' } },
      {
        onSuccess: () => {
          setLink('')
          toast.success(t('restaurant.upload.saved.menu_file'))
        },
        onError: (error) => setFileError(describeUploadError(t, 'menu_file', error)),
      },
    )
  }

  function handleLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = link.trim()
    if (!isValidMenuLink(value)) {
      setLinkError(t('restaurant.menu.linkInvalid'))
      return
    }
    setLinkError(undefined)
    saveLink.mutate(
      { menu_link: value, menu_file: null },
      {
        onSuccess: () => toast.success(t('restaurant.menu.linkSaved')),
      },
    )
  }

  return (
    <SectionCard title={t('restaurant.menu.title')} description={t('restaurant.menu.description')} id="restaurant-menu">
      <fieldset className={styles.menuModes}>
        <legend className="visually-hidden">{t('restaurant.menu.title')}</legend>
        {(['file', 'link'] as const).map((value) => (
          <label key={value} className={styles.menuMode}>
            <input type="radio" name="menu-mode" checked={mode === value} onChange={() => setMode(value)} />
            <span>{t(`restaurant.menu.modes.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {mode === 'file' ? (
        <div className={styles.menuFile}>
          {restaurant.menu_file ? (
            <div className={styles.fileCard}>
              <MenuBookIcon size={28} />
              <span className={styles.fileName}>{restaurant.menu_file}</span>
              <a href={pb.files.getURL(restaurant, restaurant.menu_file)} target="_blank" rel="noreferrer">
                {t('restaurant.menu.open')}
              </a>
            </div>
          ) : (
            <p className={styles.muted}>{t('restaurant.menu.noFile')}</p>
          )}
          <p id={hintId} className={styles.muted}>
            {t('restaurant.menu.fileHint', { max: formatMegabytes(MEDIA_RULES.menu_file.maxBytes) })}
            {restaurant.menu_link ? ` ${t('restaurant.menu.fileReplacesLink')}` : ''}
          </p>
          <div className={styles.mediaButtons}>
            <input
              id={inputId}
              type="file"
              className={`visually-hidden ${styles.fileInput}`}
              accept={getAcceptAttribute('menu_file')}
              aria-label={t('restaurant.upload.inputLabel.menu_file')}
              aria-describedby={hintId}
              disabled={upload.isPending}
              onChange={(event) => void handleFile(event)}
            />
            <label className={`btn btn--secondary ${styles.fileButton}`} htmlFor={inputId} aria-disabled={upload.isPending}>
              {upload.isPending ? t('restaurant.upload.uploading') : restaurant.menu_file ? t('restaurant.upload.replace') : t('restaurant.menu.choosePdf')}
            </label>
            {restaurant.menu_file && !upload.isPending ? (
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() =>
                  upload.mutate(
                    { file: null },
                    {
                      onSuccess: () => toast.success(t('restaurant.upload.removed.menu_file')),
                      onError: (error) => setFileError(describeUploadError(t, 'menu_file', error)),
                    },
                  )
                }
              >
                {t('restaurant.upload.remove')}
              </button>
            ) : null}
          </div>
          {fileError ? (
            <p className="alert" role="alert">
              {fileError}
            </p>
          ) : null}
        </div>
      ) : (
        <form className={styles.menuLink} onSubmit={handleLink} noValidate>
          <FormField
            id="restaurant-menu-link"
            label={t('restaurant.menu.link')}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={link}
            error={linkError}
            onChange={(event) => setLink(event.target.value)}
          />
          {restaurant.menu_file ? <p className={styles.muted}>{t('restaurant.menu.linkReplacesFile')}</p> : null}
          <div>
            <button type="submit" className="btn btn--primary" disabled={saveLink.isPending}>
              {saveLink.isPending ? t('common.saving') : t('restaurant.menu.saveLink')}
            </button>
          </div>
        </form>
      )}
    </SectionCard>
  )
}
