import { type ReactNode, useEffect } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { pathTo } from '../../config/paths'
import { ApiError } from '../../lib/api-client'
import { loginPathWithReturn } from '../../lib/return-path'
import { storeLoginRecord } from '../../lib/storage'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useLoginRecord } from '../../lib/use-login-record'
import { forgetPasswordConfirmation, passwordCheckPath } from '../../lib/password-confirmation'

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
  const { pathname, search } = useLocation()
  useEffect(() => {
    if (!(error instanceof ApiError)) return
    if (error.code === 'PASSWORD_CONFIRMATION_REQUIRED') {
      // The server's confirmation window has passed: ask again, then come back here.
      forgetPasswordConfirmation()
      void navigate(passwordCheckPath(pathTo('userInfoPwConfirm', locale), `${pathname}${search}`), { replace: true })
    } else if (error.code === 'DUPLICATE_LOGIN') {
      storeLoginRecord(undefined)
      void navigate(`/${locale}/DuplicateLogin`, { replace: true })
    } else if (error.code === 'UNAUTHENTICATED') {
      storeLoginRecord(undefined)
    }
  }, [error, locale, navigate, pathname, search])
}
