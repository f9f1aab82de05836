import { useTranslation } from 'react-i18next'
import { KoreanOnly } from '../../components/korean-only'
import styles from './application.module.css'

/** The notice's title as the application shows it: the Korean one when the notice has no text in the page's language. */
export interface StudyTitle {
  title: string
  fallbackLocale: 'kr' | null
}

/** The notice applied to, above every step of the application; a Korean title is marked and read as Korean. */
export function StudyHeading({ title }: { title: StudyTitle }) {
  const { t } = useTranslation('application')
  return (
    <div className={styles.studyHeading}>
      <p className={styles.studyLabel}>{t('studyLabel')}</p>
      <h2 className={styles.studyTitle}>
        <span lang={title.fallbackLocale ? 'ko' : undefined}>{title.title}</span>
        {title.fallbackLocale && <KoreanOnly />}
      </h2>
    </div>
  )
}
