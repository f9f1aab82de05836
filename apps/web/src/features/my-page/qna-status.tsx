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
