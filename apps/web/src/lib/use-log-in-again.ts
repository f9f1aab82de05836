import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { loginPathWithReturn } from './return-path'
import { useActiveLocale } from './use-active-locale'

/**
 * A member's call refused because the session ended while they were typing: to the login page,
 * which says so (and forgets the ended session's record), and back here after it, where the
 * form's draft is waiting (components/form/drafted-form).
 */
export function useLogInAgain(): () => void {
  const locale = useActiveLocale()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  return useCallback(() => {
    void navigate(loginPathWithReturn(locale, `${pathname}${search}`, 'sessionEnded'), { replace: true })
  }, [locale, navigate, pathname, search])
}
