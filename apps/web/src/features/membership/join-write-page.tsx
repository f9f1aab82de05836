import { CONSENT_VERSION } from '@ctc/contract/consents'
import { JoinMemberSchema } from '@ctc/contract/register'
import { type VolunteerHealthInput, VolunteerHealthSchema } from '@ctc/contract/volunteer-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { ErrorSummary, summarize } from '../../components/form/error-summary'
import { HEALTH_FIELD_ORDER, HealthFields, useVolunteerLabels } from '../../components/volunteer-form/volunteer-form'
import { pathTo } from '../../config/paths'
import { ApiError } from '../../lib/api-client'
import { useCurrentConsents } from '../../lib/current-consents'
import { errorMessage } from '../../lib/error-message'
import { safeReturnPath, withReturnTo } from '../../lib/return-path'
import { useActiveLocale } from '../../lib/use-active-locale'
import { join } from './api/join'
import { clearJoinDraft, readJoinDraft, updateJoinDraft } from './join-draft'
import { JoinSteps } from './join-steps'
import styles from './membership.module.css'
import { useCancelJoin } from './use-cancel-join'

// Refusals of the sign-up with a message of their own; any other failure is 'Failed to join'.
const JOIN_FAILURES: Record<string, string> = {
  DUPLICATE_EMAIL: 'account:errors.DUPLICATE_EMAIL',
  // The list of common passwords stays on the server, so the rule is first heard of here.
  PASSWORD_TOO_COMMON: 'account:join.passwordTooCommon',
  CONSENT_VERSION_OUTDATED: 'account:join.consentOutdated',
}

const HEALTH_DEFAULTS: Record<string, string> = Object.fromEntries(HEALTH_FIELD_ORDER.map((field) => [field, '']))

function Completion({ userId, returnTo }: { userId: string; returnTo: string | undefined }) {
  const { t } = useTranslation('account')
  const locale = useActiveLocale()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <>
      <JoinSteps current="complete" />
      <div ref={ref} className={styles.complete} tabIndex={-1}>
        <h2 className={styles.section}>{t('join.completeTitle')}</h2>
        <p>{t('join.completeMessage')}</p>
        <p>
          {t('join.yourId')} <span className={styles.userId}>{userId}</span>
        </p>
        <Link className="button button-primary" to={withReturnTo(pathTo('login', locale), returnTo)}>
          {t('join.start')}
        </Link>
      </div>
    </>
  )
}

/** Sign-up step 2: the volunteer application form, then the completion screen. */
export function JoinWritePage() {
  const { t } = useTranslation(['account', 'form'])
  const locale = useActiveLocale()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const returnTo = safeReturnPath(params.get('returnTo'))
  const stepOne = withReturnTo(pathTo('join', locale), returnTo)
  const labels = useVolunteerLabels()
  const draft = readJoinDraft()
  const [completedId, setCompletedId] = useState<string>()
  const form = useForm<VolunteerHealthInput>({
    resolver: zodResolver(VolunteerHealthSchema),
    defaultValues: { ...HEALTH_DEFAULTS, ...draft.profile } as VolunteerHealthInput,
  })
  const mutation = useMutation({ mutationFn: join })
  // The versions of the consent texts step 1 showed (cached); the server refuses them once outdated.
  const shownConsents = useCurrentConsents(locale).data?.dataList
  const { askCancel, dialog } = useCancelJoin()

  // Keep the answers when the visitor leaves the step, unless the sign-up is done (draft cleared).
  useEffect(
    () => () => {
      if (readJoinDraft().consented) updateJoinDraft({ profile: form.getValues() })
    },
    [form],
  )

  // Typed answers live in memory only: the browser asks before a reload or a departure loses them.
  useEffect(() => {
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      const answered = Object.values(form.getValues()).some((value) => value !== '' && value !== undefined)
      if (answered && readJoinDraft().consented) event.preventDefault()
    }
    window.addEventListener('beforeunload', handleBeforeUnload)
    return () => window.removeEventListener('beforeunload', handleBeforeUnload)
  }, [form])

  const member = JoinMemberSchema.safeParse(draft.member)
  if (completedId) return <Completion userId={completedId} returnTo={returnTo} />
  // Step 2 needs step 1. After a reload step 1 shows the kept details and asks for the password again.
  if (!draft.consented || !member.success) return <Navigate to={stepOne} replace />

  const privacyShown = shownConsents?.find((text) => text.kind === 'privacy')
  const sensitiveShown = shownConsents?.find((text) => text.kind === 'sensitive')
  const onSubmit = form.handleSubmit(async (profile) => {
    const answer = await mutation
      .mutateAsync({
        lang: locale,
        consents: { privacy: true, sensitive: true, version: CONSENT_VERSION },
        ...(privacyShown && sensitiveShown
          ? { consentVersions: { privacy: privacyShown.version, sensitive: sensitiveShown.version } }
          : {}),
        member: member.data,
        profile: VolunteerHealthSchema.parse(profile),
      })
      .catch(() => undefined)
    if (!answer) return
    clearJoinDraft()
    setCompletedId(answer.userId)
  })

  const failureCode = mutation.error instanceof ApiError ? mutation.error.code : undefined
  const failure = mutation.isError ? errorMessage(t, mutation.error, JOIN_FAILURES, 'account:join.failed') : undefined
  // New consent texts took effect meanwhile: read and agree to them; every answer is kept.
  const readNewTexts = () => {
    updateJoinDraft({ consented: false, profile: form.getValues() })
    void navigate(stepOne)
  }

  return (
    <>
      <JoinSteps current="volunteer" />
      <FormProvider {...form}>
        <form className={styles.step} noValidate onSubmit={(event) => void onSubmit(event)}>
          <ErrorSummary
            items={summarize(form.formState.errors, labels, HEALTH_FIELD_ORDER)}
            message={failure}
            submitCount={form.formState.submitCount + mutation.failureCount}
          />
          {failureCode === 'CONSENT_VERSION_OUTDATED' && (
            <div className={styles.actions}>
              <button type="button" className="button button-primary" onClick={readNewTexts}>
                {t('account:join.readNewTexts')}
              </button>
            </div>
          )}
          <p>{t('form:requiredNote')}</p>
          <h2 className={styles.section}>{t('account:join.volunteerTitle')}</h2>
          <HealthFields />
          <div className={styles.actions}>
            <button
              type="button"
              className="button"
              onClick={() => {
                updateJoinDraft({ profile: form.getValues() })
                void navigate(stepOne)
              }}
            >
              {t('account:join.previous')}
            </button>
            <button type="button" className="button" onClick={askCancel}>
              {t('account:join.cancel')}
            </button>
            <button type="submit" className="button button-primary" disabled={mutation.isPending}>
              {t('account:join.submit')}
            </button>
          </div>
        </form>
        {dialog}
      </FormProvider>
    </>
  )
}
