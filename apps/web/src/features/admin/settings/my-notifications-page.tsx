import { type MyNotifications, MyNotificationsSchema } from '@ctc/contract/staff-settings'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ErrorSummary, summarize } from '../../../components/form/error-summary'
import { myNotificationsQueryOptions, saveMyNotifications, useMyNotifications } from '../api/settings'
import styles from '../console.module.css'
import { QueryContent } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'
import { useStaffSession } from '../shell/use-staff-session'
import { NotifyModeField } from './notify-mode-field'
import { useSettingsSave } from './use-settings-save'

/** Each staff member's own choice: how they hear of new applications to the notices they own. */
export function MyNotificationsPage() {
  const { t } = useTranslation('admin')
  const choice = useMyNotifications()
  const email = useStaffSession()?.staff.email ?? ''
  useConsoleTitle(t('myNotifications.title'))
  return (
    <>
      <h1>{t('myNotifications.title')}</h1>
      <p>{t('myNotifications.intro', { email })}</p>
      <QueryContent query={choice}>{(data) => <ChoiceForm choice={data} />}</QueryContent>
    </>
  )
}

function ChoiceForm({ choice }: { choice: MyNotifications }) {
  const { t } = useTranslation('admin')
  const toMessage = useConsoleError()
  const form = useForm<MyNotifications>({ resolver: zodResolver(MyNotificationsSchema), defaultValues: choice })
  const { save, saved } = useSettingsSave(form, saveMyNotifications, myNotificationsQueryOptions().queryKey)
  const labels = { mode: t('myNotifications.mode') }
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className={styles.narrowForm}
        onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
      >
        <ErrorSummary
          items={summarize(form.formState.errors, labels, ['mode'])}
          message={save.error ? toMessage(save.error) : undefined}
          submitCount={form.formState.submitCount + save.failureCount}
        />
        <NotifyModeField<MyNotifications> name="mode" label={labels.mode} />
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {t('myNotifications.save')}
          </button>
        </div>
        <p role="status">{saved ? t('myNotifications.saved') : ''}</p>
      </form>
    </FormProvider>
  )
}
