import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale-codes'
import type { FaqCategory } from '@ctc/contract/site-faq'
import { inLocale } from '@ctc/contract/site-identity'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { FaqAccordion, type FaqAccordionItem } from '../../components/faq-accordion'
import { Tabs } from '../../components/tabs'
import { pathTo } from '../../config/paths'
import { useCenterContact } from '../../lib/site-identity'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useSiteFaq } from './api/get-site-faq'
import styles from './faq-page.module.css'

/** A text in the page's locale, with the `lang` to mark it when it is the Korean fallback. */
function shown(text: Record<Locale, string>, locale: Locale) {
  const value = inLocale(text, locale)
  return { text: value.text, lang: value.fallback ? LANGUAGE_TAGS.kr : undefined }
}

function accordionItems(category: FaqCategory, locale: Locale): FaqAccordionItem[] {
  return category.entries.map((entry) => {
    const question = shown(entry.question, locale)
    const answer = shown(entry.answer, locale)
    return { question: question.text, questionLang: question.lang, answerHtml: answer.text, answerLang: answer.lang }
  })
}

/** The FAQ the center published in the console (server-rendered), its categories as tabs. */
export function FaqPage() {
  const { t } = useTranslation('faq')
  const locale = useActiveLocale()
  const contact = useCenterContact(locale)
  const faq = useSiteFaq()
  const [searchParams, setSearchParams] = useSearchParams()
  const categories = faq.data?.faq?.categories ?? []
  const requested = searchParams.get('tab')
  // An absent or unknown ?tab= opens the first category.
  const selected = categories.find((category) => category.slug === requested)?.slug ?? categories[0]?.slug

  // The tab lives in the URL so that a link can open it and Back/Forward step through tabs.
  // Every key press navigates: React Router turns a navigation to the current URL into a
  // replace, so no guard against the (possibly not yet rendered) current tab is needed.
  const handleSelect = (next: string) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current)
        params.set('tab', next)
        return params
      },
      { preventScrollReset: true },
    )
  }

  return (
    <div className={styles.page}>
      <p className={`prose ${styles.intro}`}>{t('intro')}</p>
      {faq.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : faq.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : selected === undefined ? (
        <p className="empty-note">{t('empty')}</p>
      ) : (
        <Tabs
          label={t('tabsLabel')}
          items={categories.map((category) => {
            const title = shown(category.title, locale)
            return { id: category.slug, label: <span lang={title.lang}>{title.text}</span> }
          })}
          selected={selected}
          onSelect={handleSelect}
          renderPanel={(slug) => {
            const category = categories.find((c) => c.slug === slug)
            return category && <FaqAccordion items={accordionItems(category, locale)} />
          }}
        />
      )}
      <section className={styles.more} aria-labelledby="faq-more">
        <h2 id="faq-more" className={styles.moreTitle}>
          {t('more.title')}
        </h2>
        <p>{t('more.text')}</p>
        {contact && (
          <dl className={styles.contacts}>
            <div>
              <dt>{t('more.phoneLabel')}</dt>
              <dd>
                <a href={contact.phoneHref}>{contact.phone}</a>
                {contact.hours.text && (
                  <>
                    {' '}
                    (<span lang={contact.hours.lang}>{contact.hours.text}</span>)
                  </>
                )}
              </dd>
            </div>
            {contact.email && (
              <div>
                <dt>{t('more.emailLabel')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </div>
            )}
          </dl>
        )}
        <p>
          <Link className="button" to={pathTo('qna', locale)}>
            {t('more.qna')}
          </Link>
        </p>
      </section>
    </div>
  )
}
