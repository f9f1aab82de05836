import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { pathTo } from '../../config/paths'
import { storeLoginRecord } from '../../lib/storage'
import { useActiveLocale } from '../../lib/use-active-locale'
import { withdraw } from './api/withdraw'
import { MemberOnly } from './member-only'
import styles from './my-page.module.css'
import { forgetPasswordConfirmation } from '../../lib/password-confirmation'
import { PasswordCheckForm } from '../../components/password-check-form'

function Instructions({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation('mypage')
  const [understood, setUnderstood] = useState(false)
  return (
    <div className={styles.panel}>
      <section className={styles.warning} aria-labelledby="withdrawal-warning">
        <h2 id="withdrawal-warning">{t('withdrawal.warningTitle')}</h2>
        <ul>
          <li>{t('withdrawal.immediate')}</li>
          <li>{t('withdrawal.noReuse')}</li>
          <li>{t('withdrawal.deleted')}</li>
          <li>{t('withdrawal.ongoing')}</li>
        </ul>
      </section>
      <label className={styles.check}>
        <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
        {t('withdrawal.understood')}
      </label>
      <div className={styles.actions}>
        <button type="button" className="button button-primary" disabled={!understood} onClick={onNext}>
          {t('withdrawal.next')}
        </button>
      </div>
    </div>
  )
}

function Done() {
  const { t } = useTranslation('mypage')
  const locale = useActiveLocale()
  const navigate = useNavigate()
  return (
    <div className={styles.panel}>
      <p className={styles.notice} role="status">
        {t('withdrawal.done')}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={() => void navigate(pathTo('main', locale))}>
          {t('withdrawal.home')}
        </button>
      </div>
    </div>
  )
}

function Withdrawal({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('mypage')
  const [step, setStep] = useState<'instructions' | 'password'>('instructions')
  if (step === 'instructions') return <Instructions onNext={() => setStep('password')} />
  return (
    <PasswordCheckForm
      intro={t('withdrawal.passwordIntro')}
      submitLabel={t('withdrawal.submit')}
      onSubmit={async (password) => {
        await withdraw(password)
        onDone()
      }}
    >
      <button type="button" className="button" onClick={() => setStep('instructions')}>
        {t('cancel')}
      </button>
    </PasswordCheckForm>
  )
}

/** `/{locale}/myinfo/withdrawal`: the instructions, then the password; then the account is gone. */
export function WithdrawalPage() {
  const [done, setDone] = useState(false)
  if (done) return <Done />
  return (
    <MemberOnly>
      <Withdrawal
        onDone={() => {
          // The session died with the account: the browser forgets it too.
          forgetPasswordConfirmation()
          setDone(true)
          storeLoginRecord(undefined)
        }}
      />
    </MemberOnly>
  )
}
