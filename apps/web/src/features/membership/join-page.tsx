import { type JoinMemberInput, JoinMemberSchema } from '@ctc/contract/register'
import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useDraftSaving } from '../../components/form/drafted-form'
import { ErrorSummary, summarize } from '../../components/form/error-summary'
import { RadioGroup, TextField } from '../../components/form/form-fields'
import {
  PERSON_FIELD_ORDER,
  PersonFields,
  TermField,
  useVolunteerLabels,
} from '../../components/volunteer-form/volunteer-form'
import { pathTo } from '../../config/paths'
import { ApiError } from '../../lib/api-client'
import { errorMessage } from '../../lib/error-message'
import { safeReturnPath, withReturnTo } from '../../lib/return-path'
import { useActiveLocale } from '../../lib/use-active-locale'
import { checkEmail } from './api/check-email'
import { ConsentStep } from './consent-step'
import { readJoinDraft, updateJoinDraft } from './join-draft'
import { JoinSteps } from './join-steps'
import styles from './membership.module.css'
import { useCancelJoin } from './use-cancel-join'

const MEMBER_DEFAULTS: JoinMemberInput = {
  userId: '',
  password: '',
  passwordConfirm: '',
  name: '',
  gender: '' as never,
  birth: '',
  mobile: '',
  otherContact: '',
  address: '',
  nationality: '',
  joinPath: '',
  preferContact1: '',
  preferContact2: '',
  preferContact3: '',
  preferContact4: '',
  preferContact5: '',
  sbjTy: '',
  alwaysApplyYn: 'Y',
  entryMonth: '',
}

const ORDER = ['userId', 'password', 'passwordConfirm', ...PERSON_FIELD_ORDER, 'alwaysApplyYn', 'entryMonth']

/** Is the e-mail free? Answers the validation message key when it is not. */
async function emailProblem(email: string): Promise<string | undefined> {
  try {
    await checkEmail(email)
    return undefined
  } catch (error) {
    if (error instanceof ApiError && error.code === 'DUPLICATE_EMAIL') return 'duplicateEmail'
    if (error instanceof ApiError && error.code === 'WITHDRAWN_EMAIL') return 'withdrawnEmail'
    if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') return 'email'
    throw error
  }
}

function MemberStep({ returnTo }: { returnTo: string | undefined }) {
  const { t } = useTranslation(['account', 'form', 'common'])
  const locale = useActiveLocale()
  const navigate = useNavigate()
  const labels = {
    ...useVolunteerLabels(),
    userId: t('account:join.userId'),
    password: t('account:join.password'),
    passwordConfirm: t('account:join.passwordConfirm'),
    alwaysApplyYn: t('account:join.alwaysApply'),
  }
  const form = useForm<JoinMemberInput>({
    resolver: zodResolver(JoinMemberSchema),
    defaultValues: { ...MEMBER_DEFAULTS, ...readJoinDraft().member },
  })
  // After a reload the details come back from the session draft, the password does not.
  const [restored] = useState(() => readJoinDraft().restored === true)
  const [emailStatus, setEmailStatus] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const { askCancel, dialog } = useCancelJoin()

  // Whatever is typed goes to the draft as it is typed (the passwords only to this tab's memory),
  // so that a reload or a detour keeps it. Cancelling the sign-up has just cleared the draft: a
  // change after that must leave nothing behind.
  const saveDraft = useCallback((member: JoinMemberInput) => {
    if (readJoinDraft().consented) updateJoinDraft({ member })
  }, [])
  useDraftSaving(form, saveDraft)

  async function handleCheckEmail() {
    setEmailStatus(undefined)
    if (!(await form.trigger('userId'))) return
    try {
      const problem = await emailProblem(form.getValues('userId'))
      if (problem) form.setError('userId', { message: problem })
      else setEmailStatus(t('account:join.emailAvailable'))
    } catch (error) {
      setEmailStatus(errorMessage(t, error))
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined)
    try {
      const problem = await emailProblem(values.userId)
      if (problem) {
        form.setError('userId', { message: problem }, { shouldFocus: true })
        return
      }
    } catch (error) {
      setFailure(errorMessage(t, error))
      return
    }
    updateJoinDraft({ member: form.getValues() })
    await navigate(withReturnTo(pathTo('joinWrite', locale), returnTo))
  })

  return (
    <FormProvider {...form}>
      <form className={styles.step} noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary
          items={summarize(form.formState.errors, labels, ORDER)}
          message={failure}
          submitCount={form.formState.submitCount}
        />
        {restored && <p className={styles.restored}>{t('account:join.passwordAgain')}</p>}
        <p>{t('form:requiredNote')}</p>
        <h2 className={styles.section}>{t('account:join.accountTitle')}</h2>
        <TextField<JoinMemberInput>
          name="userId"
          label={labels.userId}
          hint={t('account:join.userIdHint')}
          type="email"
          autoComplete="email"
          required
        >
          <div className={styles.emailRow}>
            <button type="button" className="button" onClick={() => void handleCheckEmail()}>
              {t('account:join.checkEmail')}
            </button>
            <p className={styles.status} role="status">
              {emailStatus}
            </p>
          </div>
        </TextField>
        <TextField<JoinMemberInput>
          name="password"
          label={labels.password}
          hint={t('form:passwordHint')}
          type="password"
          autoComplete="new-password"
          required
        />
        <TextField<JoinMemberInput>
          name="passwordConfirm"
          label={labels.passwordConfirm}
          type="password"
          autoComplete="new-password"
          required
        />
        <h2 className={styles.section}>{t('account:join.personTitle')}</h2>
        <PersonFields />
        <RadioGroup<JoinMemberInput>
          name="alwaysApplyYn"
          label={labels.alwaysApplyYn}
          hint={t('account:join.alwaysApplyHint')}
          required
          options={[
            { value: 'Y', label: t('account:join.alwaysApplyY') },
            { value: 'N', label: t('account:join.alwaysApplyN') },
          ]}
        />
        <TermField />
        <div className={styles.actions}>
          <button type="button" className="button" onClick={askCancel}>
            {t('account:join.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
            {t('account:join.next')}
          </button>
        </div>
      </form>
      {dialog}
    </FormProvider>
  )
}

/** Sign-up: consent, then step 1 (member info). Step 2 is /membership/write. */
export function JoinPage() {
  const [consented, setConsented] = useState(() => readJoinDraft().consented)
  // Signing up on the way to a page that needs a login (a notice's application): back there after it.
  const [params] = useSearchParams()
  const returnTo = safeReturnPath(params.get('returnTo'))
  const { askCancel, dialog } = useCancelJoin()
  return (
    <>
      <JoinSteps current={consented ? 'member' : 'consent'} />
      {consented ? (
        <MemberStep returnTo={returnTo} />
      ) : (
        <ConsentStep
          onAgree={() => {
            updateJoinDraft({ consented: true })
            setConsented(true)
            window.scrollTo(0, 0)
          }}
          onCancel={askCancel}
        />
      )}
      {dialog}
    </>
  )
}
