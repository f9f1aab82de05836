import { type ReactNode, useEffect } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { loginPathWithReturn } from '../../lib/return-path'
import { storeLoginRecord } from '../../lib/storage'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useLoginRecord } from '../../lib/use-login-record'

/** Every My Page screen: a visitor without a login record goes to login, and comes back after. */
export function MemberOnly({ children }: { children: ReactNode }) {
  const record = useLoginRecord()
  const locale = useActiveLocale()
  const { pathname, search } = useLocation()
  if (!record) return <Navigate replace to={loginPathWithReturn(locale, `${pathname}${search}`)} />
  return children
}

/**
 * A call refused because the session is gone (expired, or withdrawn elsewhere): the
 * stored record goes, and MemberOnly sends the visitor to log in again. A newer
 * login elsewhere leads to the duplicate-login notice instead.
 */
export function useSessionLost(error: unknown) {
  const locale = useActiveLocale()
  const navigate = useNavigate()
  useEffect(() => {
    if (!(error instanceof ApiError)) return
    if (error.code === 'DUPLICATE_LOGIN') {
      storeLoginRecord(undefined)
      void navigate(`/${locale}/DuplicateLogin`, { replace: true })
    } else if (error.code === 'UNAUTHENTICATED') {
      storeLoginRecord(undefined)
    }
  }, [error, locale, navigate])
}
