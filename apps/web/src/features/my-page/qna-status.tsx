import type { QnaStatus } from '@ctc/contract/qna'
import { useTranslation } from 'react-i18next'
import styles from './my-page.module.css'

export function QnaStatusBadge({ status }: { status: QnaStatus }) {
  const { t } = useTranslation('mypage')
  return (
    <span className={`${styles.status} ${status === 'answered' ? styles.statusAnswered : styles.statusWaiting}`}>
      {t(`qna.statuses.${status}`)}
    </span>
  )
}

/** A stored ISO time as the date in Korea, where the center is. */
export function seoulDate(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(iso))
}
