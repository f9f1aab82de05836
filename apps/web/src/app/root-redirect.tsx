import { Navigate } from 'react-router'
import { useActiveLocale } from '../lib/use-active-locale'

/** `/` is the main page of the stored locale (or the browser's, on a first visit). */
export function RootRedirect() {
  const locale = useActiveLocale()
  return <Navigate to={`/${locale}/main`} replace />
}
