import {
  type MemberInfoResponse,
  type MemberUpdateRequest,
  type MemberUpdateRequestInput,
  MemberUpdateRequestSchema,
} from '@ctc/contract/my-page'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useDraftedForm } from '../../components/form/drafted-form'
import { ErrorSummary, summarize } from '../../components/form/error-summary'
import {
  PERSON_FIELD_ORDER,
  PersonFields,
  TermField,
  useVolunteerLabels,
} from '../../components/volunteer-form/volunteer-form'
import { pathTo } from '../../config/paths'
import { storeUserName } from '../../lib/storage'
import { useActiveLocale } from '../../lib/use-active-locale'
import { updateMemberInfo, useMemberInfo } from './api/member-info'
import styles from './my-page.module.css'
import { QueryStatus } from './query-status'
import { RequirePassword } from './require-password'
import { AlwaysApplyField, DraftRestored, FormActions, useSave } from './save-form'

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
  const { form, restored, discardDraft } = useDraftedForm<MemberUpdateRequestInput, MemberUpdateRequest>(
    'member-info',
    { resolver: zodResolver(MemberUpdateRequestSchema), defaultValues: values },
  )
  const { save, message } = useSave()

  const onSubmit = form.handleSubmit((input) =>
    save(async () => {
      await updateMemberInfo(locale, input)
      discardDraft()
      storeUserName(input.name)
      await navigate(pathTo('userInfo', locale), { replace: true, state: { saved: true } })
    }),
  )

  return (
    <FormProvider {...form}>
      <form className={styles.panel} noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary
          items={summarize(form.formState.errors, labels, ORDER)}
          message={message}
          submitCount={form.formState.submitCount}
        />
        <DraftRestored shown={restored} />
        <p>{t('form:requiredNote')}</p>
        <p className={styles.readonly}>
          <span className={styles.readonlyLabel}>{t('mypage:info.userId')}</span>
          {user.userId}
          <br />
          <small>{t('mypage:info.userIdFixed')}</small>
        </p>
        <PersonFields />
        <AlwaysApplyField label={labels.alwaysApplyYn} />
        <TermField />
        <FormActions
          cancelTo={pathTo('userInfo', locale)}
          onCancel={discardDraft}
          submitLabel={t('mypage:save')}
          submitting={form.formState.isSubmitting}
        />
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
