import type { NoticeStatus } from '@ctc/contract/staff-notices'
import { useTranslation } from 'react-i18next'
import styles from '../console.module.css'

export function StatusBadge({ status }: { status: NoticeStatus }) {
  const { t } = useTranslation('admin')
  return <span className={`${styles.badge} ${styles[`status_${status}`]}`}>{t(`notices.status.${status}`)}</span>
}
