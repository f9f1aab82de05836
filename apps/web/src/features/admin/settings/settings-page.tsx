import { type ConsoleSettings, ConsoleSettingsSchema } from '@ctc/contract/staff-settings'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ErrorSummary, summarize } from '../../../components/form/error-summary'
import { TextField } from '../../../components/form/form-fields'
import { consoleSettingsQueryOptions, saveConsoleSettings, useConsoleSettings } from '../api/settings'
import styles from '../console.module.css'
import { QueryContent } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'
import { NotifyModeField } from './notify-mode-field'
import { useSettingsSave } from './use-settings-save'

/** The console settings (admins): the center-wide address that hears of every new application. */
export function SettingsPage() {
  const { t } = useTranslation('admin')
  const settings = useConsoleSettings()
  useConsoleTitle(t('settings.title'))
  return (
    <>
      <h1>{t('settings.title')}</h1>
      <QueryContent query={settings}>{(data) => <CenterMailForm settings={data} />}</QueryContent>
    </>
  )
}

function CenterMailForm({ settings }: { settings: ConsoleSettings }) {
  const { t } = useTranslation('admin')
  const toMessage = useConsoleError()
  const form = useForm<ConsoleSettings>({ resolver: zodResolver(ConsoleSettingsSchema), defaultValues: settings })
  // The server answers the settings as it normalized them (trimmed, lower-case).
  const { save, saved } = useSettingsSave(form, saveConsoleSettings, consoleSettingsQueryOptions().queryKey)
  const labels = { centerEmail: t('settings.centerEmail'), centerMode: t('settings.centerMode') }
  return (
    <section className={styles.panel} aria-labelledby="center-mail">
      <h2 id="center-mail">{t('settings.centerTitle')}</h2>
      <p>{t('settings.centerIntro')}</p>
      <FormProvider {...form}>
        <form
          noValidate
          className={styles.narrowForm}
          onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
        >
          <ErrorSummary
            items={summarize(form.formState.errors, labels, ['centerEmail', 'centerMode'])}
            message={save.error ? toMessage(save.error) : undefined}
            submitCount={form.formState.submitCount + save.failureCount}
          />
          <TextField<ConsoleSettings>
            name="centerEmail"
            type="email"
            label={labels.centerEmail}
            hint={t('settings.centerEmailHint')}
            autoComplete="off"
          />
          <NotifyModeField<ConsoleSettings> name="centerMode" label={labels.centerMode} />
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={save.isPending}>
              {t('settings.save')}
            </button>
          </div>
          <p role="status">{saved ? t('settings.saved') : ''}</p>
        </form>
      </FormProvider>
    </section>
  )
}
