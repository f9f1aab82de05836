import { CONSENT_VERSION } from '@ctc/contract/consents'
import {
  type VolunteerForm as VolunteerFormValues,
  type VolunteerFormInput,
  VolunteerFormSchema,
} from '@ctc/contract/volunteer-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type FieldErrors, FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { ConsentForm } from '../../components/consent-form'
import { useDraftSaving } from '../../components/form/drafted-form'
import { ErrorSummary, summarize } from '../../components/form/error-summary'
import {
  HEALTH_FIELD_ORDER,
  HealthFields,
  PERSON_FIELD_ORDER,
  PersonFields,
  TermField,
  useVolunteerLabels,
} from '../../components/volunteer-form/volunteer-form'
import { TextField } from '../../components/form/form-fields'
import { pathTo } from '../../config/paths'
import { ApiError } from '../../lib/api-client'
import { errorMessage } from '../../lib/error-message'
import { formatDate } from '../../lib/dates'
import { seoulToday } from '@ctc/contract/seoul-today'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useLogInAgain } from '../../lib/use-log-in-again'
import { applyAsGuest, applyAsMember } from './api/apply'
import { usePrescreen } from './api/get-prescreen'
import {
  type PrescreenAnswers,
  PrescreenQuestions,
  answersToSend,
  prescreenErrors,
  prescreenFieldId,
} from './prescreen-questions'
import {
  type ApplicantKind,
  type FormStep,
  clearApplicationDraft,
  readApplicationDraft,
  writeApplicationDraft,
} from './application-draft'
import { ApplicationResult, type ResultKind } from './application-result'
import { ApplicationSteps } from './application-steps'
import styles from './application.module.css'
import { type StudyTitle, StudyHeading } from './study-heading'

const APPLICANT_FIELDS = ['email', ...PERSON_FIELD_ORDER, 'entryMonth'] as const
const STEP_FIELDS: Record<FormStep, readonly string[]> = {
  applicant: APPLICANT_FIELDS,
  health: HEALTH_FIELD_ORDER,
}
// A member's application names the account holder: these come from the account, shown as they are.
type AccountField = 'email' | 'name' | 'birth' | 'mobile'

const EMPTY_VALUES = Object.fromEntries(
  [...APPLICANT_FIELDS, ...HEALTH_FIELD_ORDER].map((field) => [field, '']),
) as unknown as VolunteerFormInput

// Codes with a message of this feature; anything else is 'Volunteer application failed'.
const FAILURE_KEYS: Record<string, string> = {
  RECRUITMENT_CLOSED: 'errors.RECRUITMENT_CLOSED',
  RECRUITMENT_NOT_STARTED: 'errors.RECRUITMENT_NOT_STARTED',
  PHONE_APPLICATION_ONLY: 'errors.PHONE_APPLICATION_ONLY',
  STUDY_NOT_FOUND: 'errors.STUDY_NOT_FOUND',
  PRESCREEN_CHANGED: 'errors.PRESCREEN_CHANGED',
  UNAUTHENTICATED: 'errors.UNAUTHENTICATED',
  NETWORK: 'errors.NETWORK',
}

/** The account holder's details, which a member's application records as they are in the account. */
function AccountDetails({ values }: { values?: Record<string, string | number> }) {
  const { t } = useTranslation(['application', 'form'])
  const locale = useActiveLocale()
  const text = (field: AccountField) => String(values?.[field] ?? '')
  const rows = [
    { field: 'email', label: t('member.email'), value: text('email') },
    { field: 'name', label: t('form:volunteer.name'), value: text('name') },
    { field: 'birth', label: t('form:volunteer.birth'), value: text('birth') && formatDate(locale, text('birth')) },
    { field: 'mobile', label: t('form:volunteer.mobile'), value: text('mobile') },
  ] satisfies { field: AccountField; label: string; value: string }[]
  return (
    <div className={styles.account}>
      <dl className={styles.accountList}>
        {rows.map((row) => (
          <div key={row.field} className={styles.accountRow}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.accountNote}>
        {t('member.accountNote')} <Link to={pathTo('userInfo', locale)}>{t('member.accountLink')}</Link>
      </p>
    </div>
  )
}

/**
 * The application of the spec: consent, the form in two steps (Next, Cancel,
 * Apply), a confirmation before sending, then the result. Everything typed is
 * kept in the session's draft until it is sent.
 */
export function ApplicationFlow({
  kind,
  studyId,
  title,
  startValues,
  onPasswordNeeded,
}: {
  kind: ApplicantKind
  studyId: number
  title: StudyTitle
  /** A member's stored profile. */
  startValues?: Record<string, string | number>
  /** Saving to the profile needs the password again (the draft keeps every answer meanwhile). */
  onPasswordNeeded?: () => void
}) {
  const { t } = useTranslation(['application', 'form'])
  const locale = useActiveLocale()
  const navigate = useNavigate()
  const logInAgain = useLogInAgain()
  const labels = useVolunteerLabels()
  const [draft] = useState(() => readApplicationDraft(kind, studyId))
  const [consented, setConsented] = useState(draft.consented)
  const [step, setStep] = useState<FormStep>(draft.step)
  const [saveToProfile, setSaveToProfile] = useState(draft.saveToProfile ?? false)
  const [result, setResult] = useState<ResultKind>()
  const [attempts, setAttempts] = useState(0)
  const [confirming, setConfirming] = useState<VolunteerFormValues>()
  // Where the link to confirm a non-member's application went.
  const [sentTo, setSentTo] = useState<string>()
  const [cancelling, setCancelling] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  // The study's own questions (none for most notices), answered after the health step's fields.
  const prescreen = usePrescreen(locale, studyId)
  const questions = prescreen.data?.data?.questions ?? []
  const [answers, setAnswers] = useState<PrescreenAnswers>(draft.prescreen ?? {})
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({})
  const today = seoulToday()

  const form = useForm<VolunteerFormInput, unknown, VolunteerFormValues>({
    resolver: zodResolver(VolunteerFormSchema),
    defaultValues: { ...EMPTY_VALUES, ...startValues, ...draft.values },
  })

  const mutation = useMutation({
    mutationFn: async (values: VolunteerFormValues) => {
      const consents = { privacy: true, sensitive: true, version: CONSENT_VERSION } as const
      const versionId = prescreen.data?.data?.versionId
      const answered = versionId ? { versionId, answers: answersToSend(questions, answers) } : undefined
      if (kind === 'member')
        await applyAsMember(locale, { studyId, consents, form: values, saveToProfile, prescreen: answered })
      else await applyAsGuest(locale, { studyId, consents, form: values, prescreen: answered })
    },
  })

  // Every change goes to the draft at once, so a reload, a new login or the password check finds it.
  const saveDraft = useCallback(
    (values: VolunteerFormInput) =>
      writeApplicationDraft(kind, studyId, { consented, step, saveToProfile, values, prescreen: answers }),
    [kind, studyId, consented, step, saveToProfile, answers],
  )
  useDraftSaving(form, saveDraft, !result)

  // A new step or the result takes focus to its heading, as a new page would.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
    moved.current = true
  }, [consented, step, result])

  function finish(kindOfResult: ResultKind) {
    clearApplicationDraft(kind, studyId)
    setResult(kindOfResult)
  }

  async function handleConfirmApply() {
    const values = confirming
    setConfirming(undefined)
    if (!values) return
    try {
      await mutation.mutateAsync(values)
      if (kind === 'guest') setSentTo(values.email)
      finish(kind === 'guest' ? 'checkMail' : 'success')
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ALREADY_APPLIED') finish('already')
      // Saving to the profile needs a recent password check, and a member's application a session:
      // either is taken, and back on this step the draft (every answer, the save option) is waiting.
      else if (error instanceof ApiError && error.code === 'PASSWORD_CONFIRMATION_REQUIRED') onPasswordNeeded?.()
      else if (kind === 'member' && error instanceof ApiError && error.code === 'UNAUTHENTICATED') logInAgain()
      else {
        // The questions changed while they were answered: the new ones are shown, answers kept by key.
        if (error instanceof ApiError && error.code === 'PRESCREEN_CHANGED') void prescreen.refetch()
        setAttempts((n) => n + 1)
      }
    }
  }

  async function handleNext() {
    setAttempts((n) => n + 1)
    if (await form.trigger(STEP_FIELDS.applicant as never)) {
      form.clearErrors()
      setStep('health')
    }
  }

  function handleInvalid(errors: FieldErrors<VolunteerFormInput>) {
    setAttempts((n) => n + 1)
    // A draft restored on the second step may still miss something of the first.
    if (APPLICANT_FIELDS.some((field) => field in errors)) setStep('applicant')
  }

  function handleAnswer(key: string, answer: PrescreenAnswers[string]) {
    const next = { ...answers, [key]: answer }
    setAnswers(next)
    // Kept at once like the form's fields, so that a reload finds them.
    writeApplicationDraft(kind, studyId, { consented, step, saveToProfile, values: form.getValues(), prescreen: next })
    // After a failed submit, the problems follow the answers as they change.
    if (Object.keys(answerErrors).length > 0) setAnswerErrors(prescreenErrors(questions, next, today))
  }

  const onApply = form.handleSubmit(
    (values) => {
      const problems = prescreenErrors(questions, answers, today)
      setAnswerErrors(problems)
      if (Object.keys(problems).length > 0) {
        setAttempts((n) => n + 1)
        return
      }
      mutation.reset()
      setConfirming(values)
    },
    (errors) => {
      setAnswerErrors(prescreenErrors(questions, answers, today))
      handleInvalid(errors)
    },
  )
  const answerSummary =
    step === 'health'
      ? questions.flatMap((question) => {
          const problem = answerErrors[question.key]
          return problem
            ? [{ name: prescreenFieldId(question.key), label: question.text, message: `prescreen.${problem}` }]
            : []
        })
      : []

  if (result) {
    return (
      <>
        <StudyHeading title={title} />
        <ApplicationSteps current="complete" />
        <ApplicationResult ref={headingRef} kind={result} applicant={kind} studyId={studyId} email={sentTo} />
      </>
    )
  }

  const cancelButton = (
    <button type="button" className="button" onClick={() => setCancelling(true)}>
      {t('actions.cancel')}
    </button>
  )
  const cancelDialog = (
    <ConfirmDialog
      open={cancelling}
      message={t('confirm.cancel')}
      confirmLabel={t('confirm.cancelYes')}
      cancelLabel={t('confirm.cancelNo')}
      onCancel={() => setCancelling(false)}
      onConfirm={() => {
        setCancelling(false)
        clearApplicationDraft(kind, studyId)
        void navigate(`${pathTo('recruitmentView', locale)}?studyId=${studyId}`)
      }}
    />
  )

  if (!consented) {
    return (
      <>
        <StudyHeading title={title} />
        <ApplicationSteps current="consent" />
        <h3 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {t('steps.consent')}
        </h3>
        <ConsentForm
          intro={t('consent.intro')}
          texts={{
            privacy: {
              title: t('consent.privacy.title'),
              text: t('consent.privacy.text'),
              question: t('consent.privacy.question'),
            },
            sensitive: {
              title: t('consent.sensitive.title'),
              text: t('consent.sensitive.text'),
              question: t('consent.sensitive.question'),
            },
          }}
          labels={{
            agree: t('consent.agree'),
            disagree: t('consent.disagree'),
            agreeAll: t('consent.agreeAll'),
            agreePrivacy: t('consent.agreePrivacy'),
            agreeSensitive: t('consent.agreeSensitive'),
            next: t('actions.next'),
            cancel: t('actions.cancel'),
          }}
          onAgree={() => setConsented(true)}
          onCancel={() => setCancelling(true)}
        />
        {cancelDialog}
      </>
    )
  }

  const failure = mutation.isError
    ? errorMessage(t, mutation.error, FAILURE_KEYS, 'errors.APPLICATION_FAILED')
    : undefined

  return (
    <>
      <StudyHeading title={title} />
      <ApplicationSteps current={step} />
      <FormProvider {...form}>
        <form
          className={styles.form}
          noValidate
          aria-labelledby={`application-step-${step}`}
          onSubmit={(event) => {
            if (step === 'applicant') {
              event.preventDefault()
              void handleNext()
            } else void onApply(event)
          }}
        >
          <h3 ref={headingRef} id={`application-step-${step}`} tabIndex={-1} className={styles.stepTitle}>
            {t(`steps.${step}`)}
          </h3>
          <ErrorSummary
            items={[...summarize(form.formState.errors, labels, STEP_FIELDS[step]), ...answerSummary]}
            message={failure}
            submitCount={attempts}
          />
          <p>{t('form:requiredNote')}</p>
          {step === 'applicant' ? (
            <>
              {kind === 'member' ? (
                <>
                  <p className={styles.note}>{t('member.note')}</p>
                  <AccountDetails values={startValues} />
                </>
              ) : (
                <TextField name="email" label={t('form:volunteer.email')} required type="email" autoComplete="email" />
              )}
              <PersonFields identityShown={kind === 'member'} />
              <TermField />
            </>
          ) : (
            <>
              <HealthFields />
              {questions.length > 0 && (
                <PrescreenQuestions
                  questions={questions}
                  answers={answers}
                  errors={answerErrors}
                  today={today}
                  onChange={handleAnswer}
                />
              )}
              {kind === 'member' && (
                <label className={styles.saveOption}>
                  <input
                    type="checkbox"
                    checked={saveToProfile}
                    onChange={(event) => setSaveToProfile(event.target.checked)}
                  />
                  {t('member.saveToProfile')}
                </label>
              )}
            </>
          )}
          <div className={styles.actions}>
            {step === 'health' && (
              <button type="button" className="button" onClick={() => setStep('applicant')}>
                {t('actions.previous')}
              </button>
            )}
            {cancelButton}
            <button type="submit" className="button button-primary" disabled={mutation.isPending}>
              {step === 'applicant' ? t('actions.next') : t('actions.apply')}
            </button>
          </div>
        </form>
      </FormProvider>
      <ConfirmDialog
        open={confirming !== undefined}
        message={t('confirm.apply')}
        confirmLabel={t('confirm.applyYes')}
        cancelLabel={t('confirm.applyNo')}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => void handleConfirmApply()}
      />
      {cancelDialog}
    </>
  )
}
