import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@ctc/contract/locale-codes'
import type { PageDef } from '../config/paths'
import { canonicalUrl, indexedQuery, pageAlternates } from './page-metadata'

const MANAGED = 'data-page-metadata'

function addLink(rel: string, href: string, hreflang?: string) {
  const link = document.createElement('link')
  link.rel = rel
  link.href = href
  if (hreflang) link.hreflang = hreflang
  link.setAttribute(MANAGED, '')
  document.head.append(link)
}

function setMeta(name: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (content === undefined) {
    element?.remove()
    return
  }
  if (!element) {
    element = document.createElement('meta')
    element.name = name
    document.head.append(element)
  }
  element.content = content
}

/**
 * Keeps the head in step with the page shown: its localized meta description,
 * its canonical link and hreflang alternates, and noindex for pages that are not public (behind
 * login, private flows, not found). The shell sets the title itself.
 */
export function usePageMetadata(page: PageDef | undefined, locale: Locale, search: string) {
  const { t } = useTranslation()
  const description = t(`descriptions.${page?.id ?? 'notFound'}`)

  useEffect(() => {
    setMeta('description', description)
    const query = page && indexedQuery(page, search)
    setMeta('robots', query === undefined ? 'noindex' : undefined)
    for (const old of document.head.querySelectorAll(`link[${MANAGED}]`)) old.remove()
    if (!page || query === undefined) return
    const canonical = canonicalUrl(page, locale, window.location.origin, query)
    if (canonical) addLink('canonical', canonical)
    for (const { hreflang, href } of pageAlternates(page, window.location.origin, query))
      addLink('alternate', href, hreflang)
  }, [page, locale, description, search])
}
