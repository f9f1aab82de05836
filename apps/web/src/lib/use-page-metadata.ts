import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { PageDef } from '../config/paths'
import { indexedQuery, pageAlternates } from './page-metadata'

const MANAGED = 'data-page-metadata'

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
 * its hreflang alternates, and noindex for pages that are not public (behind
 * login, private flows, not found). The shell sets the title itself.
 */
export function usePageMetadata(page: PageDef | undefined, search: string) {
  const { t } = useTranslation()
  const description = t(`descriptions.${page?.id ?? 'notFound'}`)

  useEffect(() => {
    setMeta('description', description)
    const query = page && indexedQuery(page, search)
    setMeta('robots', query === undefined ? 'noindex' : undefined)
    for (const old of document.head.querySelectorAll(`link[${MANAGED}]`)) old.remove()
    if (!page || query === undefined) return
    for (const { hreflang, href } of pageAlternates(page, window.location.origin, query)) {
      const link = document.createElement('link')
      link.rel = 'alternate'
      link.hreflang = hreflang
      link.href = href
      link.setAttribute(MANAGED, '')
      document.head.append(link)
    }
  }, [page, description, search])
}
