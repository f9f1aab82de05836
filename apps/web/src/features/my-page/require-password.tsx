import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { pathTo } from '../../config/paths'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useLoginRecord } from '../../lib/use-login-record'
import { MemberOnly } from './member-only'
import { isPasswordConfirmed } from './password-confirmation'

/** Member info and its edit: logged in, and the password confirmed a moment ago. */
export function RequirePassword({ children }: { children: ReactNode }) {
  const locale = useActiveLocale()
  const record = useLoginRecord()
  return (
    <MemberOnly>
      {isPasswordConfirmed(record?.token) ? children : <Navigate replace to={pathTo('userInfoPwConfirm', locale)} />}
    </MemberOnly>
  )
}
