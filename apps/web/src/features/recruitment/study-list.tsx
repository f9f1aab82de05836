import type { Locale } from '@ctc/contract/locale-codes'
import type { StudyCard } from '@ctc/contract/studies'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DaysLeft } from '../../components/days-left'
import { pathTo } from '../../config/paths'
import { formatDate } from '../../lib/dates'
import { formatMonths, formatNumber } from '../../lib/study-format'
import badges from '../../components/study-detail/study-badges.module.css'
import { ageRange } from '../../components/study-detail/study-text'
import styles from './recruitment.module.css'

/** The search results: one card per notice, its title linking to the detail page. */
export function StudyList({ studies, locale }: { studies: StudyCard[]; locale: Locale }) {
  const { t } = useTranslation('recruitment')
  return (
    <ul className={styles.cards}>
      {studies.map((study) => (
        <li key={study.studyId} className={styles.card}>
          <p className={badges.badges}>
            <span className={`${badges.badge} ${badges[`status_${study.status}`]}`}>{t(`status.${study.status}`)}</span>
            <span className={badges.badge}>{t(`condition.${study.sbjCondCd}`)}</span>
            {study.disasesName && <span className={badges.badge}>{study.disasesName}</span>}
            {study.status === 'open' && study.daysLeft !== null && (
              <DaysLeft
                days={study.daysLeft}
                text={study.daysLeft === 0 ? t('daysLeftToday') : t('daysLeft', { days: study.daysLeft })}
              />
            )}
          </p>
          <h3 className={styles.cardTitle}>
            <Link
              to={`${pathTo('recruitmentView', locale)}?studyId=${study.studyId}`}
              lang={study.fallbackLocale ? 'ko' : undefined}
            >
              {study.title}
            </Link>
          </h3>
          {study.fallbackLocale && <p className={badges.fallback}>{t('fallback')}</p>}
          <dl className={styles.cardMeta}>
            <div>
              <dt>{t('fields.recruitPeriod')}</dt>
              <dd>
                {t('period', {
                  from: formatDate(locale, study.recruitStart),
                  to: formatDate(locale, study.recruitEnd),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('fields.eligibility')}</dt>
              <dd>
                {t(`gender.${study.gender}`)} · {ageRange(t, study.ageMin, study.ageMax)}
              </dd>
            </div>
            {study.termMonths !== null && (
              <div>
                <dt>{t('fields.term')}</dt>
                <dd>{formatMonths(locale, study.termMonths)}</dd>
              </div>
            )}
            <div>
              <dt>{t('fields.reward')}</dt>
              <dd>
                {study.rewardWon === null ? t('noReward') : t('won', { amount: formatNumber(locale, study.rewardWon) })}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}
