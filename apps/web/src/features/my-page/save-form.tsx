import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { RadioGroup } from '../../components/form/form-fields'
import { ApiError } from '../../lib/api-client'
import { errorMessage } from '../../lib/error-message'
import { useLogInAgain } from '../../lib/use-log-in-again'
import { useSessionLost } from './member-only'
import styles from './my-page.module.css'

/**
 * A My Page form's save: a failure is kept for the error summary. A session that ended sends
 * the member to log in again, which says why, and back; the form's draft keeps what was typed.
 */
export function useSave() {
  const { t } = useTranslation('mypage')
  const [failure, setFailure] = useState<unknown>()
  const logInAgain = useLogInAgain()
  useSessionLost(failure)
  async function save(send: () => Promise<unknown>) {
    setFailure(undefined)
    try {
      await send()
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') logInAgain()
      else setFailure(error)
    }
  }
  const message =
    failure === undefined ? undefined : errorMessage(t, failure, { SAVE_FAILED: 'mypage:errors.SAVE_FAILED' })
  return { save, message }
}

/** Cancel back to where the form came from (what was typed is dropped), and send. */
export function FormActions({
  cancelTo,
  onCancel,
  submitLabel,
  submitting,
}: {
  cancelTo: string
  onCancel: () => void
  submitLabel: string
  submitting: boolean
}) {
  const { t } = useTranslation('mypage')
  return (
    <div className={styles.actions}>
      <Link className="button" to={cancelTo} onClick={onCancel}>
        {t('cancel')}
      </Link>
      <button type="submit" className="button button-primary" disabled={submitting}>
        {submitLabel}
      </button>
    </div>
  )
}

/** Whether the member applies to every new notice (member info and volunteer form both ask it). */
export function AlwaysApplyField({ label }: { label: string }) {
  const { t } = useTranslation('mypage')
  return (
    <RadioGroup<{ alwaysApplyYn: 'Y' | 'N' }>
      name="alwaysApplyYn"
      label={label}
      hint={t('apply.alwaysApplyHint')}
      required
      options={[
        { value: 'Y', label: t('apply.always') },
        { value: 'N', label: t('apply.notAlways') },
      ]}
    />
  )
}

/** Said above a form that opened with what the member typed before (a reload, an ended session). */
export function DraftRestored({ shown }: { shown: boolean }) {
  const { t } = useTranslation('mypage')
  if (!shown) return null
  return <p className={styles.notice}>{t('draftRestored')}</p>
}
