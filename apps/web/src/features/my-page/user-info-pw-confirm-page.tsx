import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { pathTo } from '../../config/paths'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useLoginRecord } from '../../lib/use-login-record'
import { confirmPassword } from './api/confirm-password'
import { MemberOnly } from './member-only'
import { markPasswordConfirmed } from './password-confirmation'
import { PasswordCheckForm } from './password-check-form'

function PasswordConfirm() {
  const { t } = useTranslation('mypage')
  const locale = useActiveLocale()
  const navigate = useNavigate()
  const record = useLoginRecord()
  return (
    <PasswordCheckForm
      intro={t('password.intro')}
      submitLabel={t('password.submit')}
      onSubmit={async (password) => {
        await confirmPassword(locale, password)
        if (record) markPasswordConfirmed(record.token)
        await navigate(pathTo('userInfo', locale), { replace: true })
      }}
    />
  )
}

/** `/{locale}/myinfo/userInfoPwConfirm`: the password again before member info is shown. */
export function UserInfoPwConfirmPage() {
  return (
    <MemberOnly>
      <PasswordConfirm />
    </MemberOnly>
  )
}
