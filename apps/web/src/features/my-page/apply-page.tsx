import { HEALTH_QUESTIONS, type HealthField } from '@ctc/contract/volunteer-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { pathTo } from '../../config/paths'
import { formatDate } from '../../lib/dates'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useCodeList } from '../../lib/use-code-list'
import { useVolunteerProfile } from './api/volunteer-profile'
import { codeLabel } from './code-label'
import styles from './my-page.module.css'
import { QueryStatus } from './query-status'
import { RequirePassword } from './require-password'

function VolunteerProfile() {
  const { t } = useTranslation(['mypage', 'form'])
  const locale = useActiveLocale()
  const { state } = useLocation() as { state: { saved?: boolean } | null }
  const query = useVolunteerProfile(locale)
  const terms = useCodeList('entryMonth')
  const smoke = useCodeList('smokeYn')
  const sick = useCodeList('sickCd')
  const conditions = useCodeList('sbjCondCd')
  const diseases = useCodeList('disasesCd')
  if (!query.data) return <QueryStatus isPending={query.isPending} error={query.error} />
  const { data } = query.data
  const profile = data.profile as Record<HealthField, string | number> | null
  const yesNo = (value: unknown) => (value === 'Y' ? t('form:yes') : value === 'N' ? t('form:no') : '-')
  const text = (value: string | number | undefined) => (value === '' || value === undefined ? '-' : String(value))

  const rows: [string, string][] = [
    [
      t('mypage:apply.alwaysApply'),
      data.alwaysApplyYn === 'Y' ? t('mypage:apply.always') : t('mypage:apply.notAlways'),
    ],
    [t('form:volunteer.entryMonth'), codeLabel(terms, data.entryMonth)],
  ]
  if (profile) {
    rows.push(
      [t('form:volunteer.height'), text(profile.height)],
      [t('form:volunteer.weight'), text(profile.weight)],
      [t('form:volunteer.smokeYn'), codeLabel(smoke, String(profile.smokeYn))],
      [t('form:volunteer.sickCd'), codeLabel(sick, String(profile.sickCd))],
      [t('form:volunteer.sbjCond'), codeLabel(conditions, String(profile.sbjCond))],
    )
    if (profile.sickEtc) rows.push([t('form:volunteer.fields.sickEtc'), text(profile.sickEtc)])
    if (profile.disasesCd)
      rows.push([t('form:volunteer.fields.disasesCd'), codeLabel(diseases, String(profile.disasesCd))])
    for (const { question, dependents } of HEALTH_QUESTIONS) {
      rows.push([t(`form:volunteer.questions.${question}`), yesNo(profile[question])])
      if (profile[question] !== 'Y') continue
      for (const field of dependents) {
        const value = profile[field]
        const shown = field.endsWith('Yn')
          ? yesNo(value)
          : field === 'bloodDonationType'
            ? t(`form:volunteer.${value === 'component' ? 'bloodComponent' : 'bloodWhole'}`)
            : field.endsWith('Date') && typeof value === 'string' && value
              ? formatDate(locale, value)
              : text(value)
        rows.push([t(`form:volunteer.fields.${field}`), shown])
      }
    }
  }

  return (
    <div className={styles.panel}>
      {state?.saved && (
        <p className={styles.notice} role="status">
          {t('mypage:saved')}
        </p>
      )}
      {data.alwaysApplyYn === 'Y' && <p className={styles.notice}>{t('mypage:apply.alwaysNote')}</p>}
      {!profile && <p>{t('mypage:apply.empty')}</p>}
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {data.updatedAt && (
        <p className={styles.counter}>{t('mypage:apply.updatedAt', { date: formatDate(locale, data.updatedAt) })}</p>
      )}
      <div className={styles.actions}>
        <Link className="button button-primary" to={pathTo('applyModify', locale)}>
          {t('mypage:apply.edit')}
        </Link>
      </div>
    </div>
  )
}

/** `/{locale}/myinfo/apply`: the member's volunteer application form. */
export function ApplyPage() {
  return (
    <RequirePassword>
      <VolunteerProfile />
    </RequirePassword>
  )
}
