import { useTranslation } from 'react-i18next'
import { BulletList, Lead, type TitledText } from '../../components/content-blocks'
import styles from './process-page.module.css'
import { useContent } from './use-content'

/** The 13 steps of taking part, as a numbered sequence that reads in order with or without styles. */
export function ProcessPage() {
  const { t } = useTranslation('about')
  const steps = useContent<TitledText[]>('process.steps')
  return (
    <>
      <Lead>{t('process.lead')}</Lead>
      <ol className={styles.steps} aria-label={t('process.stepsLabel')}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div className={styles.body}>
              <h2 className={styles.title}>
                <span className={styles.stepLabel}>{t('process.stepNumber', { number: index + 1 })}</span> {step.title}
              </h2>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <aside className={styles.note} aria-labelledby="process-note">
        <h2 id="process-note" className={styles.noteTitle}>
          {t('process.noteTitle')}
        </h2>
        <BulletList items={useContent<string[]>('process.notes')} />
      </aside>
    </>
  )
}
