import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { pathTo } from '../../config/paths'
import { formatDate } from '../../lib/dates'
import { errorMessage } from '../../lib/error-message'
import { safeReturnPath } from '../../lib/return-path'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useAgreeToConsents, useConsentRenewal } from './api/consents'
import { MemberOnly } from './member-only'
import styles from './my-page.module.css'
import { QueryStatus } from './query-status'

function Renewal() {
  const { t } = useTranslation('mypage')
  const locale = useActiveLocale()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const query = useConsentRenewal(locale)
  const agree = useAgreeToConsents(locale)
  const [checked, setChecked] = useState<Record<string, boolean>>({})
  const [problem, setProblem] = useState(false)
  const alertId = useId()
  const next = safeReturnPath(params.get('returnTo')) ?? pathTo('main', locale)
  const texts = query.data?.dataList

  // Nothing (left) to agree to: on to where the member was going.
  useEffect(() => {
    if (texts && texts.length === 0) void navigate(next, { replace: true })
  }, [texts, navigate, next])

  if (!texts) return <QueryStatus isPending={query.isPending} error={query.error} />
  if (texts.length === 0) return null

  async function handleAgree() {
    if (!texts?.every((text) => checked[text.kind])) {
      setProblem(true)
      return
    }
    setProblem(false)
    const done = await agree
      .mutateAsync({ agreements: texts.map((text) => ({ kind: text.kind, version: text.version })) })
      .catch(() => undefined)
    if (done) await navigate(next, { replace: true })
    else await query.refetch()
  }

  return (
    <div className={styles.panel}>
      <p>{t('consents.renewalIntro')}</p>
      {texts.map((text) => (
        <section key={text.kind} className={styles.consentBlock} aria-labelledby={`renewal-${text.kind}`}>
          <h2 id={`renewal-${text.kind}`}>{text.title}</h2>
          <p className={styles.counter}>
            {t('consents.versionLine', { version: text.version, date: formatDate(locale, text.effectiveAt) })}
          </p>
          <div className={styles.consentText}>{text.text}</div>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={checked[text.kind] ?? false}
              aria-describedby={problem && !checked[text.kind] ? alertId : undefined}
              onChange={(event) => setChecked({ ...checked, [text.kind]: event.target.checked })}
            />
            {t('consents.agreeTo', { title: text.title })}
          </label>
        </section>
      ))}
      {problem && (
        <p id={alertId} role="alert" className={styles.error}>
          {t('consents.agreeAll')}
        </p>
      )}
      {agree.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(t, agree.error, { CONSENT_VERSION_OUTDATED: 'mypage:consents.outdated' })}
        </p>
      )}
      <p>{t('consents.refuse')}</p>
      <div className={styles.actions}>
        <Link className="button" to={pathTo('withdrawal', locale)}>
          {t('consents.toWithdrawal')}
        </Link>
        <button
          type="button"
          className="button button-primary"
          disabled={agree.isPending}
          onClick={() => void handleAgree()}
        >
          {t('consents.agreeAndContinue')}
        </button>
      </div>
    </div>
  )
}

/**
 * `/{locale}/myinfo/consentRenewal`: a required consent has a new version, and the member agrees
 * to it before anything else (the server refuses other member calls meanwhile), or leaves.
 */
export function ConsentRenewalPage() {
  return (
    <MemberOnly>
      <Renewal />
    </MemberOnly>
  )
}
