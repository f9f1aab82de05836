import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/error-message'

/** The localized message of a failed console call: the console's own for its codes, else the generic one. */
export function useConsoleError() {
  const { t, i18n } = useTranslation(['admin', 'common'])
  return (error: unknown) => {
    const code = error instanceof ApiError ? error.code : undefined
    const key = `admin:errors.${code}`
    return errorMessage(t, error, code && i18n.exists(key) ? { [code]: key } : {})
  }
}
