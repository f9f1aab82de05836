import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { endStaffSession, lastStaffActivity } from '../../../lib/staff-session'
import { checkStaffSession, logoutStaff } from '../api/auth'

const CHECK_EVERY_MS = 15_000
/** Someone typing or clicking renews the server's idle time at most this often. */
const RENEW_AFTER_MS = 60_000
const WARN_BEFORE_MS = 60_000

/**
 * The session ends after `idleMinutes` without a call to the server (the server decides;
 * this only follows it). A person working in a long form is not idle: their key presses and
 * clicks renew the session now and then. One minute before the end a dialog offers to stay;
 * at the end the console forgets the token and goes to the login, keeping the path.
 */
export function IdleWatch({ idleMinutes, expiresAt }: { idleMinutes: number; expiresAt: string }) {
  const { t } = useTranslation('admin')
  const [warning, setWarning] = useState(false)
  const lastInput = useRef(0)

  useEffect(() => {
    const onInput = () => {
      lastInput.current = Date.now()
    }
    const events = ['keydown', 'pointerdown'] as const
    for (const name of events) window.addEventListener(name, onInput, { passive: true })

    const idleMs = idleMinutes * 60_000
    const absoluteEnd = Date.parse(expiresAt)
    const timer = window.setInterval(() => {
      const now = Date.now()
      const seen = lastStaffActivity()
      if (now >= seen + idleMs || now >= absoluteEnd) {
        void logoutStaff().catch(() => undefined)
        endStaffSession('expired')
        return
      }
      if (lastInput.current > seen && now - seen >= RENEW_AFTER_MS) {
        void checkStaffSession().catch(() => undefined)
        return
      }
      setWarning(now >= seen + idleMs - WARN_BEFORE_MS)
    }, CHECK_EVERY_MS)
    return () => {
      window.clearInterval(timer)
      for (const name of events) window.removeEventListener(name, onInput)
    }
  }, [idleMinutes, expiresAt])

  return (
    // Escape, like "stay", keeps the session: closing a dialog should never log anyone out.
    <ConfirmDialog
      open={warning}
      message={t('session.warning')}
      confirmLabel={t('console.logout')}
      cancelLabel={t('session.stay')}
      onConfirm={() => {
        setWarning(false)
        void logoutStaff()
          .catch(() => undefined)
          .finally(() => endStaffSession('logout'))
      }}
      onCancel={() => {
        setWarning(false)
        void checkStaffSession().catch(() => undefined)
      }}
    />
  )
}
