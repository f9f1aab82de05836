import { type ReactNode, useEffect, useSyncExternalStore } from 'react'
import { Navigate, useLocation } from 'react-router'
import { askOtherTabs, otherTabsAnswered, staffSessionEnd, subscribeToStaffSession } from '../../../lib/staff-session'
import { ConsoleLoading } from './console-status'
import { useStaffSession } from './use-staff-session'

/**
 * Console screens need a staff session. A tab without one first asks the browser's other
 * console tabs for theirs (one session per browser); when none has it: login, then back to
 * the same path.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const session = useStaffSession()
  const location = useLocation()
  const answered = useSyncExternalStore(subscribeToStaffSession, otherTabsAnswered, () => false)
  useEffect(() => askOtherTabs(), [])
  if (session) return children
  if (!answered) return <ConsoleLoading />
  const next = `${location.pathname}${location.search}`
  return <Navigate to={`/admin/login?next=${encodeURIComponent(next)}`} replace state={{ ended: staffSessionEnd() }} />
}
