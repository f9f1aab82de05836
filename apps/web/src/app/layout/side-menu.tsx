import type { Locale } from '@ctc/contract/locale-codes'
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
  return (
    <nav className={styles.sideMenu} aria-label={t('a11y.sideMenu', { group: groupName })}>
      <p className={styles.sideMenuTitle} aria-hidden="true">
        {groupName}
      </p>
      <ul>
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
