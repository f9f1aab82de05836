import type { Locale } from '@ctc/contract/locale-codes'
import type { MainListResponse } from '@ctc/contract/studies'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../lib/study-format'
import styles from './home-page.module.css'

type Counts = MainListResponse['data']['counts']

/** This year's volunteers and studies and the studies running now, with their units (persons, cases). */
export function Counters({ counts, locale }: { counts: Counts; locale: Locale }) {
  const { t } = useTranslation('home')
  const items = [
    { key: 'volunteers', text: t('counters.persons', { value: formatNumber(locale, counts.volunteersThisYear) }) },
    { key: 'studies', text: t('counters.cases', { value: formatNumber(locale, counts.studiesThisYear) }) },
    { key: 'running', text: t('counters.cases', { value: formatNumber(locale, counts.studiesRunning) }) },
  ] as const
  return (
    <dl className={styles.counters}>
      {items.map((item) => (
        <div key={item.key} className={styles.counter}>
          <dt>{t(`counters.${item.key}`)}</dt>
          <dd>{item.text}</dd>
        </div>
      ))}
    </dl>
  )
}
