import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './membership.module.css'

type Answer = 'agree' | 'disagree' | ''

function ConsentItem({
  kind,
  value,
  onChange,
}: {
  kind: 'privacy' | 'sensitive'
  value: Answer
  onChange: (value: Answer) => void
}) {
  const { t } = useTranslation('account')
  const headingId = useId()
  return (
    <section className={styles.consent} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.section}>
        {t(`consent.${kind}.title`)}
      </h2>
      {/* Shown whole rather than in a scroll box, so that it reads the same with any input. */}
      <div className={styles.consentText}>{t(`consent.${kind}.text`)}</div>
      <fieldset className={styles.fieldsetPlain}>
        <legend>{t(`consent.${kind}.question`)}</legend>
        {(['agree', 'disagree'] as const).map((answer) => (
          <label key={answer} className={styles.choice}>
            <input
              type="radio"
              name={`consent-${kind}`}
              value={answer}
              checked={value === answer}
              onChange={() => onChange(answer)}
            />
            {t(`consent.${answer}`)}
          </label>
        ))}
      </fieldset>
    </section>
  )
}

/** Consent to the collection of personal data and, separately, of sensitive (health) data. */
export function ConsentStep({ onAgree, onCancel }: { onAgree: () => void; onCancel: () => void }) {
  const { t } = useTranslation('account')
  const [privacy, setPrivacy] = useState<Answer>('')
  const [sensitive, setSensitive] = useState<Answer>('')
  const [problem, setProblem] = useState<string>()
  const alertRef = useRef<HTMLParagraphElement>(null)

  function handleNext() {
    if (privacy === 'agree' && sensitive === 'agree') {
      onAgree()
      return
    }
    // Refusing means no sign-up: the spec's two messages, the first when nothing was agreed.
    setProblem(privacy !== 'agree' && sensitive !== 'agree' ? t('consent.agreeAll') : t('consent.agreePrivacy'))
    requestAnimationFrame(() => alertRef.current?.focus())
  }

  return (
    <div className={styles.step}>
      <p>{t('consent.intro')}</p>
      <ConsentItem kind="privacy" value={privacy} onChange={setPrivacy} />
      <ConsentItem kind="sensitive" value={sensitive} onChange={setSensitive} />
      {problem && (
        <p ref={alertRef} className={styles.alert} role="alert" tabIndex={-1}>
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onCancel}>
          {t('join.cancel')}
        </button>
        <button type="button" className="button button-primary" onClick={handleNext}>
          {t('join.next')}
        </button>
      </div>
    </div>
  )
}
