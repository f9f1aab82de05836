import type { ConsentKind, ConsentRecord, ConsentText } from '@ctc/contract/consents'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { formatDateTime } from '../../lib/dates'
import { errorMessage } from '../../lib/error-message'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useAgreeToConsents, useConsentHistory, useConsentText, useWithdrawConsent } from './api/consents'
import { MemberOnly } from './member-only'
import styles from './my-page.module.css'
import { QueryStatus } from './query-status'

/** The exact words of the version the member agreed to, fetched when opened. */
function AgreedText({ kind, version, onClose }: { kind: ConsentKind; version: string; onClose: () => void }) {
  const { t } = useTranslation('mypage')
  const locale = useActiveLocale()
  const query = useConsentText(locale, kind, version, true)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const text = query.data?.data
  useEffect(() => {
    if (text) headingRef.current?.focus()
  }, [text])
  if (!text) return <QueryStatus isPending={query.isPending} error={query.error} />
  return (
    <section className={styles.consentBlock} aria-labelledby="consent-text-title">
      <h2 id="consent-text-title" ref={headingRef} tabIndex={-1}>
        {text.title}
      </h2>
      <p className={styles.counter}>
        {t('consents.versionLine', { version: text.version, date: formatDateTime(locale, text.effectiveAt) })}
      </p>
      <div className={styles.consentText}>{text.text}</div>
      <button type="button" className="button" onClick={onClose}>
        {t('consents.closeText')}
      </button>
    </section>
  )
}

function Offer({ text }: { text: ConsentText }) {
  const { t } = useTranslation('mypage')
  const locale = useActiveLocale()
  const agree = useAgreeToConsents(locale)
  return (
    <section className={styles.consentBlock} aria-labelledby={`offer-${text.kind}`}>
      <h3 id={`offer-${text.kind}`}>{text.title}</h3>
      <div className={styles.consentText}>{text.text}</div>
      {agree.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(t, agree.error, { CONSENT_VERSION_OUTDATED: 'mypage:consents.outdated' })}
        </p>
      )}
      <button
        type="button"
        className="button button-primary"
        disabled={agree.isPending}
        onClick={() => agree.mutate({ agreements: [{ kind: text.kind, version: text.version }] })}
      >
        {t('consents.give', { title: text.title })}
      </button>
    </section>
  )
}

function Consents() {
  const { t } = useTranslation('mypage')
  const locale = useActiveLocale()
  const query = useConsentHistory(locale)
  const withdraw = useWithdrawConsent(locale)
  const [shown, setShown] = useState<ConsentRecord>()
  const [asking, setAsking] = useState<ConsentRecord>()
  if (!query.data) return <QueryStatus isPending={query.isPending} error={query.error} />
  const { dataList, available } = query.data

  return (
    <div>
      <p>{t('consents.intro')}</p>
      {withdraw.isSuccess && (
        <p role="status" className={styles.notice}>
          {t('consents.withdrawn')}
        </p>
      )}
      {withdraw.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(t, withdraw.error)}
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('consents.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('consents.kind')}</th>
              <th scope="col">{t('consents.version')}</th>
              <th scope="col">{t('consents.agreedAt')}</th>
              <th scope="col">{t('consents.state')}</th>
              <th scope="col">{t('consents.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {dataList.map((record) => (
              <tr key={record.id}>
                <td>
                  {t(`consents.kinds.${record.kind}`)}
                  <span className={styles.statusNote}>
                    {t(record.required ? 'consents.required' : 'consents.optional')}
                  </span>
                </td>
                <td>{record.version}</td>
                <td>{formatDateTime(locale, record.agreedAt)}</td>
                <td>
                  {record.withdrawnAt
                    ? t('consents.withdrawnAt', { date: formatDateTime(locale, record.withdrawnAt) })
                    : record.current
                      ? t('consents.standing')
                      : t('consents.superseded')}
                </td>
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('consents.viewLabel', {
                      kind: t(`consents.kinds.${record.kind}`),
                      version: record.version,
                    })}
                    onClick={() => setShown(record)}
                  >
                    {t('consents.view')}
                  </button>{' '}
                  {!record.required && !record.withdrawnAt && (
                    <button
                      type="button"
                      className="button"
                      disabled={withdraw.isPending}
                      aria-label={t('consents.withdrawLabel', { kind: t(`consents.kinds.${record.kind}`) })}
                      onClick={() => setAsking(record)}
                    >
                      {t('consents.withdraw')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown && (
        <AgreedText
          key={`${shown.kind}:${shown.version}`}
          kind={shown.kind}
          version={shown.version}
          onClose={() => setShown(undefined)}
        />
      )}
      <p className={styles.counter}>{t('consents.requiredNote')}</p>
      {available.length > 0 && (
        <section aria-labelledby="consent-offers">
          <h2 id="consent-offers" className={styles.section}>
            {t('consents.offers')}
          </h2>
          {available.map((text) => (
            <Offer key={text.kind} text={text} />
          ))}
        </section>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        message={t('consents.confirmWithdraw')}
        confirmLabel={t('consents.withdraw')}
        cancelLabel={t('consents.cancel')}
        onConfirm={() => {
          if (asking?.kind === 'alerts') withdraw.mutate('alerts')
          setAsking(undefined)
        }}
        onCancel={() => setAsking(undefined)}
      />
    </div>
  )
}

/** `/{locale}/myinfo/consents`: the member's consents with the version and words agreed to; optional ones may be withdrawn. */
export function ConsentsPage() {
  return (
    <MemberOnly>
      <Consents />
    </MemberOnly>
  )
}
