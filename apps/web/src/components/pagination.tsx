import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import styles from './pagination.module.css'

interface PaginationProps {
  /** Current page, from 1. */
  page: number
  totalPages: number
  /** Names the navigation landmark, e.g. 'Search results pages'. */
  label: string
  /** Pages as links (kept in the URL) when given… */
  hrefFor?: (page: number) => string
  /** …else as buttons that call back. */
  onSelect?: (page: number) => void
  /**
   * The list goes on past `totalPages`, which only counted up to a bound (a next page exists):
   * Next stays, and a gap after the last number says that more pages follow.
   */
  more?: boolean
}

/**
 * The namespace of the pager's texts. A screen that shows a pager only once its data has come
 * names it in its own useTranslation, so that it loads before the screen first renders: a
 * namespace first asked for by a pager mounting later suspends the screen again, and the layout's
 * Suspense boundary would swap the whole page (its h1 included) for the loading text meanwhile.
 */
export const PAGINATION_NAMESPACE = 'pagination'
/** The page numbers around the current one, with the first and last always shown. */
export function pageWindow(page: number, totalPages: number, width = 2): (number | 'gap')[] {
  const pages: (number | 'gap')[] = []
  for (let n = 1; n <= totalPages; n++) {
    if (n === 1 || n === totalPages || Math.abs(n - page) <= width) pages.push(n)
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap')
  }
  return pages
}

/** Page links or buttons; nothing when everything fits on one page. */
export function Pagination({ page, totalPages, label, hrefFor, onSelect, more = false }: PaginationProps) {
  const { t } = useTranslation(PAGINATION_NAMESPACE)
  if (totalPages <= 1 && !more) return null
  // A page read on past the counted ones (by its cursor) is the last number shown.
  const last = Math.max(page, totalPages)

  const target = (n: number, text: string, extra: { rel?: string; current?: boolean; name?: string }) => {
    const common = {
      className: `${styles.item} ${extra.current ? styles.current : ''}`,
      'aria-label': extra.name,
      'aria-current': extra.current ? ('page' as const) : undefined,
    }
    if (hrefFor) {
      return (
        <Link to={hrefFor(n)} rel={extra.rel} {...common}>
          {text}
        </Link>
      )
    }
    return (
      <button type="button" onClick={() => onSelect?.(n)} {...common}>
        {text}
      </button>
    )
  }

  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul className={styles.list}>
        {page > 1 && <li>{target(page - 1, t('previous'), { rel: 'prev' })}</li>}
        {pageWindow(page, last).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>{target(n, String(n), { current: n === page, name: t('page', { page: n }) })}</li>
          ),
        )}
        {more && (
          <li className={styles.gap} aria-hidden="true">
            …
          </li>
        )}
        {(page < last || more) && <li>{target(page + 1, t('next'), { rel: 'next' })}</li>}
      </ul>
    </nav>
  )
}
