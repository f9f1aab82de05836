import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../lib/error-message'

// The spec's account messages, by error code; other codes get the common messages.
const ACCOUNT_ERRORS: Record<string, string> = {
  LOGIN_MISMATCH: 'account:errors.LOGIN_MISMATCH',
  WITHDRAWN_EMAIL: 'account:errors.WITHDRAWN_EMAIL',
  ACCOUNT_LOCKED: 'account:errors.ACCOUNT_LOCKED',
  ID_NOT_FOUND: 'account:errors.ID_NOT_FOUND',
  PASSWORD_MISMATCH: 'account:errors.PASSWORD_MISMATCH',
  RESET_LINK_INVALID: 'account:errors.RESET_LINK_INVALID',
  DUPLICATE_EMAIL: 'account:errors.DUPLICATE_EMAIL',
  PASSWORD_TOO_COMMON: 'account:errors.PASSWORD_TOO_COMMON',
}

export function useAccountError() {
  const { t } = useTranslation(['account', 'common'])
  return (error: unknown, overrides: Record<string, string> = {}) =>
    errorMessage(t, error, { ...ACCOUNT_ERRORS, ...overrides })
}
