import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { RadioGroup } from '../../components/form/form-fields'
import { errorMessage } from '../../lib/error-message'
import { useSessionLost } from './member-only'
import styles from './my-page.module.css'

/**
 * A My Page form's save: a failure is kept for the error summary, and a lost
 * session sends the member to log in again.
 */
export function useSave() {
  const { t } = useTranslation('mypage')
  const [failure, setFailure] = useState<unknown>()
  useSessionLost(failure)
  async function save(send: () => Promise<unknown>) {
    setFailure(undefined)
    try {
      await send()
    } catch (error) {
      setFailure(error)
    }
  }
  const message =
    failure === undefined ? undefined : errorMessage(t, failure, { SAVE_FAILED: 'mypage:errors.SAVE_FAILED' })
  return { save, message }
}

/** Cancel back to where the form came from, and send. */
export function FormActions({
  cancelTo,
  submitLabel,
  submitting,
}: {
  cancelTo: string
  submitLabel: string
  submitting: boolean
}) {
  const { t } = useTranslation('mypage')
  return (
    <div className={styles.actions}>
      <Link className="button" to={cancelTo}>
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
