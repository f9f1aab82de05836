import { useTranslation } from 'react-i18next'
import { BulletList, Lead, Panel, PanelGrid, Section } from '../../components/content-blocks'
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
      <PanelGrid>
        {parts.map((item, index) => (
          <Panel key={item.title} id={`${part}-${index}`} title={item.title}>
            <BulletList items={item.items} />
          </Panel>
        ))}
      </PanelGrid>
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
