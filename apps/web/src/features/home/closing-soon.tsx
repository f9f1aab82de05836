import type { Locale } from '@ctc/contract/locale-codes'
import type { StudyCard } from '@ctc/contract/studies'
import { useTranslation } from 'react-i18next'
import { DaysLeft } from '../../components/days-left'
import styles from './home-page.module.css'
import { StudyLink } from './study-link'

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
          <StudyLink study={study} locale={locale} />
        </li>
      ))}
    </ul>
  )
}
