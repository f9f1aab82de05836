import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import styles from '../console.module.css'

/** The ten recovery codes, shown this once: copy, print, and say they are saved before going on. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const finish = () => navigate('/admin/login', { replace: true, state: { setupDone: true } })
  const [saved, setSaved] = useState(false)
  const [copied, setCopied] = useState(false)
  const [missing, setMissing] = useState(false)

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }

  return (
    <section aria-labelledby="recovery-title">
      <h2 id="recovery-title">{t('setup.steps.recovery')}</h2>
      <p>{t('setup.recoveryIntro')}</p>
      <ol className={styles.recoveryCodes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className="button" onClick={() => void handleCopy()}>
          {t('setup.copy')}
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          {t('setup.print')}
        </button>
        <span role="status">{copied ? t('setup.copied') : ''}</span>
      </div>
      <form
        noValidate
        className={styles.noPrint}
        onSubmit={(event) => {
          event.preventDefault()
          if (saved) void finish()
          else setMissing(true)
        }}
      >
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={saved}
            aria-invalid={missing && !saved ? true : undefined}
            aria-describedby={missing && !saved ? 'recovery-missing' : undefined}
            onChange={(event) => setSaved(event.target.checked)}
          />
          {t('setup.saved')}
        </label>
        {missing && !saved && (
          <p id="recovery-missing" role="alert" className={styles.error}>
            {t('setup.savedRequired')}
          </p>
        )}
        <button type="submit" className="button button-primary">
          {t('setup.finish')}
        </button>
      </form>
    </section>
  )
}
