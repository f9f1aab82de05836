import { GuestWithdrawalRequestSchema } from '@ctc/contract/retention'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { pathTo } from '../../config/paths'
import { formatDate } from '../../lib/dates'
import { errorMessage } from '../../lib/error-message'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useGuestWithdrawalPreview, useWithdrawGuestApplication } from './api/withdraw-guest-application'
import styles from './application.module.css'

/**
 * `/{locale}/studyinfo/applicationWithdraw?token=`: a non-member withdraws an application with the
 * signed link of the confirmation mail. The page says what goes, and deletes it only when asked.
 */
export function ApplicationWithdrawPage() {
  const { t } = useTranslation('application')
  const locale = useActiveLocale()
  const [params] = useSearchParams()
  const parsed = GuestWithdrawalRequestSchema.safeParse({ token: params.get('token') ?? '' })
  const token = parsed.success ? parsed.data.token : undefined
  const preview = useGuestWithdrawalPreview(locale, token)
  const withdraw = useWithdrawGuestApplication(locale)
  const home = (
    <p>
      <Link to={pathTo('main', locale)}>{t('withdraw.home')}</Link>
    </p>
  )

  if (withdraw.isSuccess)
    return (
      <div>
        <p role="status">{t('withdraw.done')}</p>
        {home}
      </div>
    )
  if (!token || preview.error)
    return (
      <div>
        <p role="alert">
          {!token || (preview.error && 'code' in preview.error && preview.error.code === 'WITHDRAWAL_LINK_INVALID')
            ? t('withdraw.invalid')
            : errorMessage(t, preview.error)}
        </p>
        {home}
      </div>
    )
  if (!preview.data) return <p role="status">{t('withdraw.loading')}</p>
  const { studyTitle, appliedOn } = preview.data.data
  return (
    <div>
      <p>{t('withdraw.intro')}</p>
      <dl className={styles.withdrawDetails}>
        <dt>{t('withdraw.study')}</dt>
        <dd>{studyTitle}</dd>
        <dt>{t('withdraw.appliedOn')}</dt>
        <dd>{formatDate(locale, appliedOn)}</dd>
      </dl>
      <p>{t('withdraw.irreversible')}</p>
      {withdraw.isError && <p role="alert">{errorMessage(t, withdraw.error)}</p>}
      <button
        type="button"
        className="button button-primary"
        disabled={withdraw.isPending}
        onClick={() => withdraw.mutate(token)}
      >
        {t('withdraw.confirm')}
      </button>
    </div>
  )
}
