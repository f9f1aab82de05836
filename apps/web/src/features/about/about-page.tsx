import { LANGUAGE_TAGS } from '@ctc/contract/locale-codes'
import type { AboutPage } from '@ctc/contract/site-about'
import { inLocale } from '@ctc/contract/site-identity'
import { useTranslation } from 'react-i18next'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useSiteAbout } from './api/get-site-about'
import styles from './about-page.module.css'

/**
 * The body of an about page as the center published it in the console (server-rendered); the
 * layout draws its title and side menu. A locale left empty shows the Korean text.
 */
function AboutBody({ page }: { page: AboutPage }) {
  const { t } = useTranslation('about')
  const locale = useActiveLocale()
  const about = useSiteAbout()
  if (about.isPending) return <p role="status">{t('loading')}</p>
  if (about.isError) return <p role="alert">{t('loadFailed')}</p>
  const published = about.data.about
  // A new center's site: a neutral note, never another center's text.
  if (!published) return <p className="empty-note">{t('unwritten')}</p>
  const body = inLocale(published[page], locale)
  return (
    <div
      className={`prose ${styles.body}`}
      lang={body.fallback ? LANGUAGE_TAGS.kr : undefined}
      // Sanitized on the server when it was saved (the notices' policy, with h2).
      dangerouslySetInnerHTML={{ __html: body.text }}
    />
  )
}

export function IntroducePage() {
  return <AboutBody page="introduce" />
}

export function MeaningPage() {
  return <AboutBody page="meaning" />
}

export function ProcessPage() {
  return <AboutBody page="process" />
}

export function SubjectGuidePage() {
  return <AboutBody page="subjectGuide" />
}

/** The hospital app guide; the route table offers it in Korean only. */
export function AppGuidePage() {
  return <AboutBody page="appGuide" />
}
