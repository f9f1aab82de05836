import { useTranslation } from 'react-i18next'
import { BulletList, Lead, Section } from './content-blocks'
import styles from './subject-guide-page.module.css'
import { useContent } from './use-content'

interface GuidePart {
  title: string
  items: string[]
}

function Guide({ id, part }: { id: 'screening' | 'stay'; part: string }) {
  const { t } = useTranslation('about')
  const parts = useContent<GuidePart[]>(`subjectGuide.${id}.sections`)
  return (
    <Section id={`guide-${id}`} title={t(`subjectGuide.${id}.title`)}>
      <p className="prose">{t(`subjectGuide.${id}.intro`)}</p>
      <div className={styles.parts}>
        {parts.map((item, index) => (
          <section key={item.title} className={styles.part} aria-labelledby={`${part}-${index}`}>
            <h3 id={`${part}-${index}`} className={styles.partTitle}>
              {item.title}
            </h3>
            <BulletList items={item.items} />
          </section>
        ))}
      </div>
    </Section>
  )
}

export function SubjectGuidePage() {
  const { t } = useTranslation('about')
  return (
    <>
      <Lead>{t('subjectGuide.lead')}</Lead>
      <Guide id="screening" part="screening-part" />
      <Guide id="stay" part="stay-part" />
    </>
  )
}
