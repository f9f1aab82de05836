import type { Locale } from '@ctc/contract/locale-codes'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pagination } from '../../components/pagination'
import { Tabs } from '../../components/tabs'
import { formatDate } from '../../lib/dates'
import { type StudyTab, useStudyTab } from './api/main-list'
import styles from './home-page.module.css'
import { StudyLink } from './study-link'

const TABS: readonly StudyTab[] = ['healthy', 'patient']

/** Healthy-volunteer and patient studies, each tab paged from its own endpoint. */
export function StudyTabs({ locale }: { locale: Locale }) {
  const { t } = useTranslation('home')
  const [selected, setSelected] = useState<StudyTab>('healthy')
  return (
    <Tabs
      label={t('tabs.label')}
      items={TABS.map((tab) => ({ id: tab, label: t(`tabs.${tab}`) }))}
      selected={selected}
      onSelect={setSelected}
      renderPanel={(tab) => <TabPanel tab={tab} locale={locale} />}
    />
  )
}

function TabPanel({ tab, locale }: { tab: StudyTab; locale: Locale }) {
  const { t } = useTranslation('home')
  const [page, setPage] = useState(1)
  const query = useStudyTab(locale, tab, page)
  if (query.isPending) return <p className={styles.empty}>{t('loading')}</p>
  if (query.isError) return <p className={styles.empty}>{t('loadFailed')}</p>
  const { dataList, paging } = query.data
  if (dataList.length === 0) return <p className={styles.empty}>{t('tabs.empty')}</p>
  return (
    <>
      <ul className={styles.tabList}>
        {dataList.map((study) => (
          <li key={study.studyId} className={styles.tabCard}>
            <StudyLink study={study} locale={locale} />
            <span className={styles.tabMeta}>
              {t('slide.period', {
                from: formatDate(locale, study.recruitStart),
                to: formatDate(locale, study.recruitEnd),
              })}
            </span>
          </li>
        ))}
      </ul>
      <Pagination page={paging.cp} totalPages={paging.totalPages} label={t(`tabs.pages.${tab}`)} onSelect={setPage} />
    </>
  )
}
