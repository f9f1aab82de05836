import {
  type MemberInfoResponse,
  type MemberUpdateRequest,
  type MemberUpdateRequestInput,
  MemberUpdateRequestSchema,
} from '@ctc/contract/my-page'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { ErrorSummary, summarize } from '../../components/form/error-summary'
import { RadioGroup } from '../../components/form/form-fields'
import {
  PERSON_FIELD_ORDER,
  PersonFields,
  TermField,
  useVolunteerLabels,
} from '../../components/volunteer-form/volunteer-form'
import { pathTo } from '../../config/paths'
import { errorMessage } from '../../lib/error-message'
import { useActiveLocale } from '../../lib/use-active-locale'
import { updateMemberInfo, useMemberInfo } from './api/member-info'
import { useSessionLost } from './member-only'
import styles from './my-page.module.css'
import { QueryStatus } from './query-status'
import { RequirePassword } from './require-password'

const ORDER = [...PERSON_FIELD_ORDER, 'alwaysApplyYn', 'entryMonth']

function EditForm({ user }: { user: MemberInfoResponse['user'] }) {
  const { t } = useTranslation(['mypage', 'form'])
  const locale = useActiveLocale()
  const navigate = useNavigate()
  const labels = { ...useVolunteerLabels(), alwaysApplyYn: t('mypage:apply.alwaysApply') }
  // The e-mail (ID) and the join date are shown, never sent back.
  const values: MemberUpdateRequestInput = {
    name: user.name,
    gender: user.gender as MemberUpdateRequestInput['gender'],
    birth: user.birth,
    mobile: user.mobile,
    otherContact: user.otherContact,
    address: user.address,
    nationality: user.nationality,
    joinPath: user.joinPath,
    preferContact1: user.preferContact1,
    preferContact2: user.preferContact2,
    preferContact3: user.preferContact3,
    preferContact4: user.preferContact4,
    preferContact5: user.preferContact5,
    sbjTy: user.sbjTy,
    alwaysApplyYn: user.alwaysApplyYn === 'N' ? 'N' : 'Y',
    entryMonth: user.entryMonth,
  }
  const form = useForm<MemberUpdateRequestInput, unknown, MemberUpdateRequest>({
    resolver: zodResolver(MemberUpdateRequestSchema),
    defaultValues: values,
  })
  const [failure, setFailure] = useState<unknown>()
  useSessionLost(failure)

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(undefined)
    try {
      await updateMemberInfo(locale, input)
      await navigate(pathTo('userInfo', locale), { replace: true, state: { saved: true } })
    } catch (error) {
      setFailure(error)
    }
  })

  return (
    <FormProvider {...form}>
      <form className={styles.panel} noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary
          items={summarize(form.formState.errors, labels, ORDER)}
          message={
            failure === undefined ? undefined : errorMessage(t, failure, { SAVE_FAILED: 'mypage:errors.SAVE_FAILED' })
          }
          submitCount={form.formState.submitCount}
        />
        <p>{t('form:requiredNote')}</p>
        <p className={styles.readonly}>
          <span className={styles.readonlyLabel}>{t('mypage:info.userId')}</span>
          {user.userId}
          <br />
          <small>{t('mypage:info.userIdFixed')}</small>
        </p>
        <PersonFields />
        <RadioGroup<MemberUpdateRequestInput>
          name="alwaysApplyYn"
          label={labels.alwaysApplyYn}
          hint={t('mypage:apply.alwaysApplyHint')}
          required
          options={[
            { value: 'Y', label: t('mypage:apply.always') },
            { value: 'N', label: t('mypage:apply.notAlways') },
          ]}
        />
        <TermField />
        <div className={styles.actions}>
          <Link className="button" to={pathTo('userInfo', locale)}>
            {t('mypage:cancel')}
          </Link>
          <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
            {t('mypage:save')}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}

function UserModify() {
  const locale = useActiveLocale()
  const query = useMemberInfo(locale)
  if (!query.data) return <QueryStatus isPending={query.isPending} error={query.error} />
  return <EditForm user={query.data.user} />
}

/** `/{locale}/myinfo/userModify`: edits the member's details; the e-mail (ID) stays. */
export function UserModifyPage() {
  return (
    <RequirePassword>
      <UserModify />
    </RequirePassword>
  )
}
