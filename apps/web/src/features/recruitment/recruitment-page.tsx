import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { Pagination, PAGINATION_NAMESPACE } from '../../components/pagination'
import { errorMessage } from '../../lib/error-message'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useCodeList } from '../../lib/use-code-list'
import { useLoginRecord } from '../../lib/use-login-record'
import { formatNumber } from '../../lib/study-format'
import { useSearchStudies } from './api/search-studies'
import { SearchFilters } from './search-filters'
import { type SearchForm, formFromParams, paramsFromForm, searchFromParams } from './search-params'
import { StudyList } from './study-list'
import styles from './recruitment.module.css'

/** `/{locale}/studyinfo/recruitment`: the search, kept in the URL. */
export function RecruitmentPage() {
  const { t } = useTranslation(['recruitment', PAGINATION_NAMESPACE])
  const locale = useActiveLocale()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const isMember = useLoginRecord() !== undefined
  const diseases = useCodeList('disasesCd')
  const search = searchFromParams(params)
  const query = useSearchStudies(locale, search)

  const go = (next: URLSearchParams) => {
    const text = next.toString()
    void navigate(text ? `${pathname}?${text}` : pathname)
  }
  const handleSearch = (form: SearchForm) => go(paramsFromForm(form))
  const hrefFor = (page: number) => {
    const next = paramsFromForm(formFromParams(params), page)
    return `${pathname}?${next.toString()}`
  }

  const data = query.data
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('intro')}</p>
      {/* Remounting on a URL change puts the form back in step after back, forward or reset. */}
      <SearchFilters
        key={params.toString()}
        initial={formFromParams(params)}
        diseases={diseases}
        isMember={isMember}
        onSearch={handleSearch}
        onReset={() => go(new URLSearchParams())}
      />
      <section className={styles.results} aria-labelledby="recruitment-results" aria-busy={query.isFetching}>
        <h2 id="recruitment-results" className={styles.resultsTitle}>
          {t('results.title')}
        </h2>
        <p role="status" className={styles.count}>
          {query.isPending
            ? t('results.loading')
            : query.isError
              ? ''
              : t('results.count', { total: formatNumber(locale, data?.paging.totalCount ?? 0) })}
        </p>
        {query.isError && (
          <p role="alert" className={styles.error}>
            {errorMessage(t, query.error)}
          </p>
        )}
        {data && data.dataList.length === 0 && <p className={styles.empty}>{t('results.empty')}</p>}
        {data && data.dataList.length > 0 && <StudyList studies={data.dataList} locale={locale} />}
        {data && (
          <Pagination
            page={data.paging.cp}
            totalPages={data.paging.totalPages}
            label={t('results.pages')}
            hrefFor={hrefFor}
          />
        )}
      </section>
    </div>
  )
}
