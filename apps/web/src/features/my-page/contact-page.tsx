import {
  type AlertsSettingsRequest,
  AlertsSettingsRequestSchema,
  type ContactPreferences,
  PAUSE_MONTHS,
} from '@ctc/contract/contact-preferences'
import type { ConsentText } from '@ctc/contract/consents'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../lib/error-message'
import { formatDate, formatDateTime } from '../../lib/dates'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useCurrentConsents } from '../../lib/current-consents'
import { useContactChange, useContactPreferences } from './api/contact-preferences'
import { MemberOnly, useSessionLost } from './member-only'
import styles from './my-page.module.css'
import { QueryStatus } from './query-status'

type Change = ReturnType<typeof useContactChange>

function Outcome({ change, done }: { change: Change; done?: string }) {
  const { t } = useTranslation('mypage')
  useSessionLost(change.error)
  if (change.error)
    return (
      <p role="alert" className={styles.error}>
        {errorMessage(t, change.error, { CONSENT_VERSION_OUTDATED: 'mypage:consents.outdated' })}
      </p>
    )
  return (
    <p role="status" className={change.isSuccess && done ? styles.notice : 'visually-hidden'}>
      {change.isSuccess ? done : ''}
    </p>
  )
}

function AddressSection({ data }: { data: ContactPreferences }) {
  const { t } = useTranslation('mypage')
  const locale = useActiveLocale()
  const change = useContactChange(locale)
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.section}>
        {t('contact.addressTitle')}
      </h2>
      {data.emailVerified ? (
        <p>{t('contact.addressConfirmed')}</p>
      ) : (
        <>
          <p>{t('contact.addressUnconfirmed')}</p>
          {data.verificationSentAt && (
            <p>{t('contact.linkSent', { at: formatDateTime(locale, data.verificationSentAt) })}</p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className="button"
              disabled={change.isPending}
              onClick={() => change.mutate({ kind: 'verify' })}
            >
              {data.verificationSentAt ? t('contact.sendAgain') : t('contact.sendLink')}
            </button>
          </div>
        </>
      )}
      <Outcome change={change} done={t('contact.linkSentNow')} />
    </section>
  )
}

/**
 * Alerts are the optional `alerts` consent: the words shown are those of the version in effect,
 * from the server (as sign-up shows its consents), and turning alerts on agrees to that version.
 */
function AlertsSection({ data, consent }: { data: ContactPreferences; consent: ConsentText }) {
  const { t } = useTranslation('mypage')
  const locale = useActiveLocale()
  const change = useContactChange(locale)
  const headingId = useId()
  const hintId = useId()
  const form = useForm<AlertsSettingsRequest>({
    resolver: zodResolver(AlertsSettingsRequestSchema),
    values: { alerts: data.alerts, frequency: data.frequency },
  })
  const onSubmit = form.handleSubmit((values) =>
    change.mutate({
      kind: 'alerts',
      body: values.alerts && !data.alerts ? { ...values, consentVersion: consent.version } : values,
    }),
  )
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.section}>
        {t('contact.alertsTitle')}
      </h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <div id={hintId}>
          <h3>{consent.title}</h3>
          <p className={styles.consentText}>{consent.text}</p>
        </div>
        <label className={styles.check}>
          <input type="checkbox" aria-describedby={hintId} {...form.register('alerts')} />
          {t('contact.alertsLabel')}
        </label>
        <fieldset className={styles.fieldset}>
          <legend>{t('contact.frequency')}</legend>
          <label className={styles.check}>
            <input type="radio" value="now" {...form.register('frequency')} />
            {t('contact.frequencyNow')}
          </label>
          <label className={styles.check}>
            <input type="radio" value="weekly" {...form.register('frequency')} />
            {t('contact.frequencyWeekly')}
          </label>
        </fieldset>
        {data.alerts && !data.emailVerified && <p className={styles.notice}>{t('contact.alertsNeedAddress')}</p>}
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={change.isPending}>
            {t('contact.saveAlerts')}
          </button>
        </div>
      </form>
      <Outcome change={change} done={t('contact.saved')} />
    </section>
  )
}

function PauseSection({ data }: { data: ContactPreferences }) {
  const { t } = useTranslation('mypage')
  const locale = useActiveLocale()
  const change = useContactChange(locale)
  const headingId = useId()
  const [months, setMonths] = useState<(typeof PAUSE_MONTHS)[number]>(3)
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.section}>
        {t('contact.pauseTitle')}
      </h2>
      <p>{t('contact.pauseIntro')}</p>
      {data.pausedUntil ? (
        <>
          <p className={styles.notice}>{t('contact.pausedUntil', { date: formatDate(locale, data.pausedUntil) })}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-primary"
              disabled={change.isPending}
              onClick={() => change.mutate({ kind: 'resume' })}
            >
              {t('contact.resume')}
            </button>
          </div>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            change.mutate({ kind: 'pause', months })
          }}
        >
          <fieldset className={styles.fieldset}>
            <legend>{t('contact.pauseFor')}</legend>
            {PAUSE_MONTHS.map((value) => (
              <label key={value} className={styles.check}>
                <input
                  type="radio"
                  name="pause-months"
                  value={value}
                  checked={months === value}
                  onChange={() => setMonths(value)}
                />
                {t('contact.months', { count: value })}
              </label>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={change.isPending}>
              {t('contact.pause')}
            </button>
          </div>
        </form>
      )}
      <Outcome change={change} />
    </section>
  )
}

function Contact() {
  const locale = useActiveLocale()
  const query = useContactPreferences(locale)
  const consents = useCurrentConsents(locale)
  const consent = consents.data?.dataList.find((item) => item.kind === 'alerts')
  if (!query.data || !consent)
    return (
      <QueryStatus
        isPending={query.isPending || consents.isPending || (consents.isSuccess && !consent)}
        error={query.error ?? consents.error}
      />
    )
  return (
    <div className={styles.panel}>
      <AddressSection data={query.data} />
      <AlertsSection data={query.data} consent={consent} />
      <PauseSection data={query.data} />
    </div>
  )
}

/** `/{locale}/myinfo/contact`: study alerts, a pause of all contact, and the confirmation of the address. */
export function ContactPage() {
  return (
    <MemberOnly>
      <Contact />
    </MemberOnly>
  )
}
