import { useId, useRef, useState } from 'react'
import styles from './consent-form.module.css'
import formStyles from './form/form.module.css'

type Answer = 'agree' | 'disagree' | ''

export type ConsentKind = 'privacy' | 'sensitive'

/** The words of one consent, already translated by the feature that asks. */
export interface ConsentText {
  title: string
  text: string
  question: string
}

export interface ConsentLabels {
  agree: string
  disagree: string
  /** Neither consent given. */
  agreeAll: string
  /** The privacy consent refused or not answered, the sensitive one given. */
  agreePrivacy: string
  /** The sensitive-data consent refused or not answered, the privacy one given. */
  agreeSensitive: string
  next: string
  cancel: string
}

function ConsentItem({
  kind,
  content,
  labels,
  headingLevel,
  value,
  onChange,
}: {
  kind: ConsentKind
  content: ConsentText
  labels: ConsentLabels
  headingLevel: 2 | 3
  value: Answer
  onChange: (value: Answer) => void
}) {
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className={styles.consent} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {content.title}
      </Heading>
      {/* Shown whole rather than in a scroll box, so that it reads the same with any input. */}
      <div className={styles.text}>{content.text}</div>
      <fieldset className={styles.answers}>
        <legend>{content.question}</legend>
        {(['agree', 'disagree'] as const).map((answer) => (
          <label key={answer} className={styles.choice}>
            <input
              type="radio"
              name={`consent-${kind}`}
              value={answer}
              checked={value === answer}
              onChange={() => onChange(answer)}
            />
            {labels[answer]}
          </label>
        ))}
      </fieldset>
    </section>
  )
}

/**
 * Consent to the collection of personal data and, separately, of sensitive
 * (health) data, each agreed or refused. Refusing either stops the flow with
 * the spec's messages.
 */
export function ConsentForm({
  intro,
  texts,
  labels,
  headingLevel = 3,
  initiallyAgreed = false,
  onAgree,
  onCancel,
}: {
  intro: string
  texts: Record<ConsentKind, ConsentText>
  labels: ConsentLabels
  /** 2 where the consents sit right under the page title (sign-up), 3 under a step heading (application). */
  headingLevel?: 2 | 3
  initiallyAgreed?: boolean
  onAgree: () => void
  onCancel: () => void
}) {
  const initial: Answer = initiallyAgreed ? 'agree' : ''
  const [privacy, setPrivacy] = useState<Answer>(initial)
  const [sensitive, setSensitive] = useState<Answer>(initial)
  const [problem, setProblem] = useState<string>()
  const alertRef = useRef<HTMLParagraphElement>(null)

  function handleNext() {
    if (privacy === 'agree' && sensitive === 'agree') {
      onAgree()
      return
    }
    // The spec's 'all items' when neither was agreed; otherwise name the one that is missing.
    if (privacy !== 'agree' && sensitive !== 'agree') setProblem(labels.agreeAll)
    else setProblem(privacy !== 'agree' ? labels.agreePrivacy : labels.agreeSensitive)
    requestAnimationFrame(() => alertRef.current?.focus())
  }

  return (
    <div>
      <p>{intro}</p>
      <ConsentItem
        kind="privacy"
        content={texts.privacy}
        labels={labels}
        headingLevel={headingLevel}
        value={privacy}
        onChange={setPrivacy}
      />
      <ConsentItem
        kind="sensitive"
        content={texts.sensitive}
        labels={labels}
        headingLevel={headingLevel}
        value={sensitive}
        onChange={setSensitive}
      />
      {problem && (
        <p ref={alertRef} className={styles.alert} role="alert" tabIndex={-1}>
          {problem}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="button" className="button" onClick={onCancel}>
          {labels.cancel}
        </button>
        <button type="button" className="button button-primary" onClick={handleNext}>
          {labels.next}
        </button>
      </div>
    </div>
  )
}
