import { CONSOLE_CLOSING_DAYS } from '@ctc/contract/staff-accounts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useHome } from '../api/home'
import styles from '../console.module.css'
import { ConsoleLoading, LoadError } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'
import { useStaffSession } from '../shell/use-staff-session'

/** Recovery codes left below which the home screen asks for new ones. */
const FEW_RECOVERY_CODES = 3

/** What needs action today: questions waiting, notices closing soon, locked members, drafts. */
export function HomePage() {
  const { t } = useTranslation('admin')
  const session = useStaffSession()
  const toMessage = useConsoleError()
  const home = useHome()
  useConsoleTitle(t('home.title'))

  const codesLeft = session?.recoveryCodesLeft
  return (
    <>
      <h1>{t('home.title')}</h1>
      {codesLeft !== undefined && codesLeft <= FEW_RECOVERY_CODES && (
        <p className={styles.warning}>{t('home.fewRecoveryCodes', { count: codesLeft })}</p>
      )}
      <h2>{t('home.needsAction')}</h2>
      {home.isError ? (
        <LoadError message={toMessage(home.error)} />
      ) : !home.data ? (
        <ConsoleLoading />
      ) : (
        <ul className={styles.cards}>
          <li>
            <Link className={styles.card} to="/admin/questions?status=waiting">
              <span className={styles.cardValue}>{home.data.waitingQuestions}</span>
              {t('home.waitingQuestions')}
            </Link>
          </li>
          <li>
            <Link className={styles.card} to="/admin/notices?status=open&sort=recruitEnd&order=asc">
              <span className={styles.cardValue}>{home.data.closingSoonNotices}</span>
              {t('home.closingSoon', { days: CONSOLE_CLOSING_DAYS })}
            </Link>
          </li>
          <li>
            <Link className={styles.card} to="/admin/members">
              <span className={styles.cardValue}>{home.data.lockedMembers}</span>
              {t('home.lockedMembers')}
            </Link>
          </li>
          <li>
            <Link className={styles.card} to="/admin/notices?status=draft">
              <span className={styles.cardValue}>{home.data.draftNotices}</span>
              {t('home.drafts')}
            </Link>
          </li>
        </ul>
      )}
    </>
  )
}
