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
          {[
            {
              to: '/admin/questions?status=waiting',
              value: home.data.waitingQuestions,
              label: t('home.waitingQuestions'),
            },
            {
              to: '/admin/notices?status=open&sort=recruitEnd&order=asc',
              value: home.data.closingSoonNotices,
              label: t('home.closingSoon', { days: CONSOLE_CLOSING_DAYS }),
            },
            // Members are found one at a time (no list to browse): the count says how many wait.
            { to: '/admin/members', value: home.data.lockedMembers, label: t('home.lockedMembers') },
            { to: '/admin/notices?status=draft', value: home.data.draftNotices, label: t('home.drafts') },
          ].map((card) => (
            <li key={card.to}>
              <Link className={styles.card} to={card.to}>
                <span className={styles.cardValue}>{card.value}</span>
                {card.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
