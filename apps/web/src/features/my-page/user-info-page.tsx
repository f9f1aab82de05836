import { PREFER_CONTACT_FIELDS } from '@ctc/contract/volunteer-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { pathTo } from '../../config/paths'
import { formatDate } from '../../lib/dates'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useCodeList } from '../../lib/use-code-list'
import { useMemberInfo } from './api/member-info'
import { codeLabel } from './code-label'
import styles from './my-page.module.css'
import { QueryStatus } from './query-status'
import { RequirePassword } from './require-password'

function UserInfo() {
  const { t } = useTranslation(['mypage', 'form'])
  const locale = useActiveLocale()
  const { state } = useLocation() as { state: { saved?: boolean } | null }
  const query = useMemberInfo(locale)
  const joinPaths = useCodeList('joinPathCd')
  const contacts = useCodeList('preferContactCd1')
  const terms = useCodeList('entryMonth')
  if (!query.data) return <QueryStatus isPending={query.isPending} error={query.error} />
  const { user, sbjTyList } = query.data
  const contactRanks = PREFER_CONTACT_FIELDS.map((field) => user[field])
    .filter(Boolean)
    .map((code, index) => t('mypage:info.rankItem', { rank: index + 1, label: codeLabel(contacts, code) }))

  const rows: [string, string][] = [
    [t('mypage:info.userId'), user.userId],
    [t('form:volunteer.name'), user.name],
    [t('form:volunteer.gender'), user.gender === 'F' ? t('form:volunteer.female') : t('form:volunteer.male')],
    [t('form:volunteer.birth'), formatDate(locale, user.birth)],
    [t('form:volunteer.mobile'), user.mobile],
    [t('form:volunteer.otherContact'), user.otherContact || '-'],
    [t('form:volunteer.address'), user.address],
    [t('form:volunteer.nationality'), user.nationality],
    [t('form:volunteer.joinPath'), codeLabel(joinPaths, user.joinPath)],
    [t('form:volunteer.preferContact'), contactRanks.join(', ')],
    [t('form:volunteer.sbjTy'), codeLabel(sbjTyList, user.sbjTy)],
    [
      t('mypage:apply.alwaysApply'),
      user.alwaysApplyYn === 'Y' ? t('mypage:apply.always') : t('mypage:apply.notAlways'),
    ],
    [t('form:volunteer.entryMonth'), codeLabel(terms, user.entryMonth)],
    [t('mypage:info.joinDate'), formatDate(locale, user.joinDate)],
  ]
  return (
    <div className={styles.panel}>
      {state?.saved && (
        <p className={styles.notice} role="status">
          {t('mypage:saved')}
        </p>
      )}
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Link className="button" to={pathTo('pwChange', locale)}>
          {t('mypage:info.changePassword')}
        </Link>
        <Link className="button button-primary" to={pathTo('userModify', locale)}>
          {t('mypage:info.edit')}
        </Link>
      </div>
    </div>
  )
}

/** `/{locale}/myinfo/userinfo`: the member's details, after the password check. */
export function UserInfoPage() {
  return (
    <RequirePassword>
      <UserInfo />
    </RequirePassword>
  )
}
