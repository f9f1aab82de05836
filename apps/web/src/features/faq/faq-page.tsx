import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Tabs } from '../../components/tabs'
import { pathTo } from '../../config/paths'
import { useCenterContact } from '../../lib/site-identity'
import { useActiveLocale } from '../../lib/use-active-locale'
import { FaqList } from './faq-list'
import { FAQ_TOPICS, type FaqItem, type FaqTopic, parseFaqTopic } from './faq-topics'
import styles from './faq-page.module.css'

export function FaqPage() {
  const { t } = useTranslation('faq')
  const locale = useActiveLocale()
  const contact = useCenterContact(locale)
  const [searchParams, setSearchParams] = useSearchParams()
  const topic = parseFaqTopic(searchParams.get('tab'))

  // The tab lives in the URL so that a link can open it and Back/Forward step through tabs.
  // Every key press navigates: React Router turns a navigation to the current URL into a
  // replace, so no guard against the (possibly not yet rendered) current tab is needed.
  const handleSelect = (next: FaqTopic) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current)
        params.set('tab', next)
        return params
      },
      { preventScrollReset: true },
    )
  }

  const itemsOf = (id: FaqTopic) => {
    // A missing topic gives back its key, a string: no questions then.
    const items: unknown = t(`items.${id}`, { returnObjects: true })
    return Array.isArray(items) ? (items as FaqItem[]) : []
  }

  return (
    <div className={styles.page}>
      <p className={`prose ${styles.intro}`}>{t('intro')}</p>
      <Tabs
        label={t('tabsLabel')}
        items={FAQ_TOPICS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        selected={topic}
        onSelect={handleSelect}
        renderPanel={(id) => <FaqList items={itemsOf(id)} />}
      />
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
