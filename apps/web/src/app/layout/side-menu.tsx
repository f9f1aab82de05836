import type { Locale } from '@ctc/contract/locale-codes'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { MENU } from '../../config/menu'
import { type PageId } from '@ctc/contract/public-pages'
import { type MenuGroup, getPage, isPageAvailable, pathTo } from '../../config/paths'
import styles from './layout.module.css'

export function SideMenu({ locale, group, currentPage }: { locale: Locale; group: MenuGroup; currentPage: string }) {
  const { t } = useTranslation()
  const groupName = t(`groups.${group}`)
  const items = MENU[group].filter((item) => isPageAvailable(getPage(item.page), locale))
  const isCurrent = (page: PageId, alsoFor: PageId[] = []) =>
    page === currentPage || alsoFor.some((id) => id === currentPage)
  const listRef = useRef<HTMLUListElement>(null)
  // Where the menu is one row that scrolls sideways (phones), the current page's item is brought
  // into view; the page itself does not move.
  useEffect(() => {
    const list = listRef.current
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !current || list.scrollWidth <= list.clientWidth) return
    list.scrollLeft = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2
  }, [currentPage])
  return (
    <nav className={styles.sideMenu} aria-label={t('a11y.sideMenu', { group: groupName })}>
      <p className={styles.sideMenuTitle} aria-hidden="true">
        {groupName}
      </p>
      <ul ref={listRef}>
        {items.map((item) => (
          <li key={item.page}>
            <Link to={pathTo(item.page, locale)} aria-current={isCurrent(item.page, item.alsoFor) ? 'page' : undefined}>
              {t(`pages.${item.page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
