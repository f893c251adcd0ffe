import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { saveLotteryCode } from '@/features/payment/api'
import { describeFunctionError } from '@/lib/errors/describe-function-error'
import { FUNCTION_ERROR_CODES, getTranslatedCode } from '@/domain/function-error-codes'
import { isLotteryCode, normalizeLotteryCode } from '@/domain/lottery-code'
import styles from './checkout-form.module.css'

const FIELD_ID = 'lottery-code'

/**
 * The diner's codice lotteria as both payment forms keep it. It reaches the payment as the diner
 * presses pay (`keep`), because the checkout was opened before they could type it; what the
 * server already holds is not sent again.
 */
export function useLotteryCode(sessionId: string, offered: boolean) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const kept = useRef('')

  const reject = (message: string) => {
    setError(message)
    document.getElementById(FIELD_ID)?.focus()
  }

  return {
    offered,
    code,
    error,
    change: (value: string) => {
      setCode(value)
      setError(undefined)
    },
    /** The code to send ('' for none), or null when what was typed is not a code (then it says so). */
    read: (message: string): string | null => {
      const typed = offered ? normalizeLotteryCode(code) : ''
      if (typed === '' || isLotteryCode(typed)) return typed
      reject(message)
      return null
    },
    /**
     * Puts the code on the payment; false when it could not be (the reason is shown: on the field
     * when the code was refused, through `showError` otherwise).
     */
    keep: async (typed: string, showError: (message: string) => void): Promise<boolean> => {
      if (typed === kept.current) return true
      try {
        await saveLotteryCode(sessionId, typed)
        kept.current = typed
        return true
      } catch (failure) {
        const message = describeFunctionError(failure)
        if (getTranslatedCode(failure) === FUNCTION_ERROR_CODES.lotteryCodeInvalid) reject(message)
        else showError(message)
        return false
      }
    },
  }
}

export type LotteryCodeState = ReturnType<typeof useLotteryCode>

/** The optional codice lotteria field, under the receipt e-mail; letters keep the case typed. */
export function LotteryCodeField({ lottery }: { lottery: LotteryCodeState }) {
  const { t } = useTranslation('diner')
  return (
    <div className="field">
      <label className="field__label" htmlFor={FIELD_ID}>
        {t('payment.lotteryCode')}
      </label>
      <input
        id={FIELD_ID}
        className="input"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        placeholder={t('payment.lotteryCodePlaceholder')}
        value={lottery.code}
        aria-invalid={lottery.error ? true : undefined}
        aria-describedby={lottery.error ? `${FIELD_ID}-error` : `${FIELD_ID}-hint`}
        onChange={(event) => lottery.change(event.target.value)}
      />
      {lottery.error ? (
        <p id={`${FIELD_ID}-error`} className="field__error" role="alert">
          {lottery.error}
        </p>
      ) : (
        <p id={`${FIELD_ID}-hint`} className={styles.hint}>
          {t('payment.lotteryCodeHint')}
        </p>
      )}
    </div>
  )
}
