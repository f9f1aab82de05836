import { useTranslation } from 'react-i18next'
import styles from './application.module.css'

/** The notice applied to, above every step of the application. */
export function StudyHeading({ title }: { title: string }) {
  const { t } = useTranslation('application')
  return (
    <div className={styles.studyHeading}>
      <p className={styles.studyLabel}>{t('studyLabel')}</p>
      <h2 className={styles.studyTitle}>{title}</h2>
    </div>
  )
}
