import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { pathTo } from '../../config/paths'
import { safeReturnPath } from '../../lib/return-path'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useLoginRecord } from '../../lib/use-login-record'
import { MemberOnly } from './member-only'
import { confirmPassword, isPasswordConfirmed } from '../../lib/password-confirmation'
import { PasswordCheckForm } from '../../components/password-check-form'

function PasswordConfirm() {
  const { t } = useTranslation('mypage')
  const locale = useActiveLocale()
  const navigate = useNavigate()
  const record = useLoginRecord()
  const [params] = useSearchParams()
  // Back to the My Page screen asked for; member info when none (the My Page link).
  const returnTo = safeReturnPath(params.get('returnTo')) ?? pathTo('userInfo', locale)
  // Confirmed a moment ago (within the server's window): no need to ask again.
  if (isPasswordConfirmed(record?.token)) return <Navigate replace to={returnTo} />
  return (
    <PasswordCheckForm
      intro={t('password.intro')}
      submitLabel={t('password.submit')}
      onSubmit={async (password) => {
        await confirmPassword(locale, password)
        await navigate(returnTo, { replace: true })
      }}
    />
  )
}

/** `/{locale}/myinfo/userInfoPwConfirm?returnTo=`: the password again before member info or the volunteer form. */
export function UserInfoPwConfirmPage() {
  return (
    <MemberOnly>
      <PasswordConfirm />
    </MemberOnly>
  )
}
