import type { Locale } from '@ctc/contract/locale'
import type { StudyCard } from '@ctc/contract/studies'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DaysLeft } from '../../components/days-left'
import { KoreanOnly } from '../../components/korean-only'
import { pathTo } from '../../config/paths'
import styles from './home-page.module.css'

/** Open notices that end soon, with the days left until the recruitment ends. */
export function ClosingSoon({ studies, locale }: { studies: StudyCard[]; locale: Locale }) {
  const { t } = useTranslation('home')
  if (studies.length === 0) return <p className={styles.empty}>{t('closing.empty')}</p>
  return (
    <ul className={styles.closingList}>
      {studies.map((study) => (
        <li key={study.studyId}>
          <DaysLeft
            className={styles.dday}
            days={study.daysLeft ?? 0}
            text={study.daysLeft === 0 ? t('closing.today') : t('closing.daysLeft', { days: study.daysLeft })}
          />
          <span>
            <Link
              to={`${pathTo('recruitmentView', locale)}?studyId=${study.studyId}`}
              lang={study.fallbackLocale ? 'ko' : undefined}
            >
              {study.title}
            </Link>
            {study.fallbackLocale && <KoreanOnly />}
          </span>
        </li>
      ))}
    </ul>
  )
}
