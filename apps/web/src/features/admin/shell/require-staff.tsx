import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { staffSessionEnd } from '../../../lib/staff-session'
import { useStaffSession } from './use-staff-session'

/** Console screens need a staff session; without one, login, then back to the same path. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const session = useStaffSession()
  const location = useLocation()
  if (!session) {
    const next = `${location.pathname}${location.search}`
    return (
      <Navigate to={`/admin/login?next=${encodeURIComponent(next)}`} replace state={{ ended: staffSessionEnd() }} />
    )
  }
  return children
}
