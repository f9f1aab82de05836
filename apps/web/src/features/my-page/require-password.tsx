import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { pathTo } from '../../config/paths'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useLoginRecord } from '../../lib/use-login-record'
import { MemberOnly } from './member-only'
import { isPasswordConfirmed, passwordCheckPath } from '../../lib/password-confirmation'

/**
 * Member info and the volunteer form: logged in, and the password confirmed within the
 * server's window; otherwise the check, which comes back to the page asked for.
 */
export function RequirePassword({ children }: { children: ReactNode }) {
  const locale = useActiveLocale()
  const record = useLoginRecord()
  const { pathname, search } = useLocation()
  return (
    <MemberOnly>
      {isPasswordConfirmed(record?.token) ? (
        children
      ) : (
        <Navigate replace to={passwordCheckPath(pathTo('userInfoPwConfirm', locale), `${pathname}${search}`)} />
      )}
    </MemberOnly>
  )
}
