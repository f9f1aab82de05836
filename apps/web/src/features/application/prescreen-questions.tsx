import {
  type PrescreenAnswer,
  type PublicPrescreenQuestion,
  isShown,
  prescreenAnswerErrors,
} from '@ctc/contract/prescreen'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldId } from '../../components/form/form-fields'
import formStyles from '../../components/form/form.module.css'
import styles from './application.module.css'

export type PrescreenAnswers = Record<string, PrescreenAnswer | undefined>

/** The name of a question in the error summary, which links to its first control (fieldId). */
export const prescreenFieldId = (key: string) => `prescreen-${key}`

/**
 * The answers as sent: only those of questions shown, a number typed as text read as a number
 * (left as typed when it is none, so that the check says so).
 */
export function answersToSend(questions: PublicPrescreenQuestion[], answers: PrescreenAnswers) {
  const sent: Record<string, PrescreenAnswer> = {}
  for (const question of questions) {
    const answer = answers[question.key]
    if (answer === undefined || !isShown(question, sent)) continue
    if (question.kind === 'number' && typeof answer === 'string') {
      const text = answer.trim().replace(',', '.')
      sent[question.key] = text !== '' && Number.isFinite(Number(text)) ? Number(text) : answer
    } else sent[question.key] = answer
  }
  return sent
}

/** The problem with each shown answer, by question key (see the contract's rules). */
export function prescreenErrors(questions: PublicPrescreenQuestion[], answers: PrescreenAnswers, today: string) {
  return prescreenAnswerErrors(questions, answersToSend(questions, answers), today)
}

/**
 * The study's own questions, after the general form: each a fieldset with its legend, radios for
 * one choice, checkboxes for several, a number with its unit and range, a date. A question with
 * "show only if" appears when the earlier answer holds.
 */
export function PrescreenQuestions({
  questions,
  answers,
  errors,
  today,
  onChange,
}: {
  questions: PublicPrescreenQuestion[]
  answers: PrescreenAnswers
  /** Shown after a failed submit: question key to problem. */
  errors: Record<string, string>
  today: string
  onChange: (key: string, answer: PrescreenAnswer | undefined) => void
}) {
  const { t } = useTranslation('application')
  const sent = answersToSend(questions, answers)
  return (
    <section className={styles.prescreen} aria-labelledby="prescreen-title">
      <h4 id="prescreen-title" className={styles.prescreenTitle}>
        {t('prescreen.title')}
      </h4>
      <p>{t('prescreen.intro')}</p>
      {questions
        .filter((question) => isShown(question, sent))
        .map((question) => (
          <Question
            key={question.key}
            question={question}
            answer={answers[question.key]}
            error={errors[question.key]}
            today={today}
            onChange={(answer) => onChange(question.key, answer)}
          />
        ))}
    </section>
  )
}

function Question({
  question,
  answer,
  error,
  today,
  onChange,
}: {
  question: PublicPrescreenQuestion
  answer: PrescreenAnswer | undefined
  error: string | undefined
  today: string
  onChange: (answer: PrescreenAnswer | undefined) => void
}) {
  const { t } = useTranslation(['application', 'form'])
  const hintId = useId()
  const errorId = useId()
  const name = prescreenFieldId(question.key)
  const controlId = fieldId(name)
  const hint =
    question.kind === 'number'
      ? t('prescreen.numberHint', { min: question.min, max: question.max, unit: question.unit })
      : question.kind === 'multiple'
        ? t('prescreen.multipleHint')
        : undefined
  const message = error
    ? t(`form:validation.prescreen.${error}`, { defaultValue: t('form:validation.invalid') })
    : undefined
  const describedBy = [hint && hintId, message && errorId].filter(Boolean).join(' ') || undefined
  const choices =
    question.kind === 'yes_no'
      ? [
          { key: 'yes', label: t('prescreen.yes') },
          { key: 'no', label: t('prescreen.no') },
        ]
      : (question.options ?? [])

  const legend = (
    <legend className={formStyles.legend}>
      {question.text}
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> {t('form:required')}</span>
    </legend>
  )
  const hintAndError = (
    <>
      {hint && (
        <p id={hintId} className={formStyles.hint}>
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} className={formStyles.error}>
          {message}
        </p>
      )}
    </>
  )

  if (question.kind === 'number' || question.kind === 'date') {
    return (
      <fieldset className={formStyles.fieldset} aria-describedby={describedBy}>
        {legend}
        {hintAndError}
        <div className={styles.prescreenValue}>
          <input
            id={controlId}
            className={formStyles.input}
            type={question.kind === 'date' ? 'date' : 'text'}
            inputMode={question.kind === 'number' ? (question.decimals ? 'decimal' : 'numeric') : undefined}
            max={question.kind === 'date' ? today : undefined}
            aria-label={question.text}
            aria-required
            aria-invalid={message ? true : undefined}
            aria-describedby={describedBy}
            value={answer === undefined ? '' : String(answer)}
            onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          />
          {question.kind === 'number' && <span>{question.unit}</span>}
        </div>
      </fieldset>
    )
  }

  const several = question.kind === 'multiple'
  const chosen = Array.isArray(answer) ? answer : []
  return (
    <fieldset className={formStyles.fieldset} aria-describedby={describedBy}>
      {legend}
      {hintAndError}
      <div className={formStyles.options}>
        {choices.map((choice, index) => (
          <label key={choice.key} className={formStyles.option}>
            <input
              type={several ? 'checkbox' : 'radio'}
              name={name}
              id={index === 0 ? controlId : undefined}
              value={choice.key}
              checked={several ? chosen.includes(choice.key) : answer === choice.key}
              aria-invalid={message ? true : undefined}
              onChange={(event) => {
                if (!several) onChange(choice.key)
                else {
                  const next = event.target.checked
                    ? [...chosen, choice.key]
                    : chosen.filter((key) => key !== choice.key)
                  onChange(next.length > 0 ? next : undefined)
                }
              }}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
