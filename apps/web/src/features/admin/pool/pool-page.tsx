import type { AccessReasonInput } from '@ctc/contract/staff-access-log'
import {
  type PoolCriteria,
  PoolCriteriaSchema,
  type PoolEntry,
  type PoolRevealResponse,
  type PoolSearchResponse,
} from '@ctc/contract/staff-pool'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../lib/dates'
import { invitePoolMember, revealPoolMember, searchPool } from '../api/pool'
import styles from '../console.module.css'
import { RevealForm } from './reveal-form'
import { useConsoleLocale } from '../shell/console-locale'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'
import { Pagination, PAGINATION_NAMESPACE } from '../../../components/pagination'

const BOUNDS = ['age', 'height', 'weight', 'bmi'] as const
type Bound = (typeof BOUNDS)[number]
const boundKey = (bound: Bound, side: 'Min' | 'Max'): `${Bound}${'Min' | 'Max'}` => `${bound}${side}`

/**
 * The volunteer pool: members who apply any time, by a notice's eligibility or by hand, listed
 * without names or contacts. One person's contact is shown after a reason; invitations go by e-mail.
 */
export function PoolPage() {
  const { t } = useTranslation(['admin', PAGINATION_NAMESPACE])
  const { locale } = useConsoleLocale()
  const toMessage = useConsoleError()
  useConsoleTitle(t('pool.title'))
  const [studyId, setStudyId] = useState('')
  const [criteria, setCriteria] = useState<PoolCriteria | undefined>()
  const [result, setResult] = useState<PoolSearchResponse | undefined>()
  const [page, setPage] = useState(1)
  const notice = studyId ? Number(studyId) : undefined
  const search = useMutation({
    mutationFn: (request: { criteria?: PoolCriteria; page: number }) =>
      searchPool({ studyId: notice, criteria: request.criteria, page: request.page }),
    onSuccess: (answer) => {
      setResult(answer)
      setCriteria(answer.criteria)
    },
  })
  const run = (next: { criteria?: PoolCriteria; page?: number }) => {
    setPage(next.page ?? 1)
    search.mutate({ criteria: next.criteria, page: next.page ?? 1 })
  }

  return (
    <>
      <h1>{t('pool.title')}</h1>
      <p>{t('pool.intro')}</p>
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault()
          run({})
        }}
      >
        <label>
          {t('pool.studyId')}
          <input
            inputMode="numeric"
            value={studyId}
            onChange={(event) => setStudyId(event.target.value.replace(/\D/g, ''))}
          />
        </label>
        <button type="submit" className="button button-primary" disabled={!notice}>
          {t('pool.byNotice')}
        </button>
        <button type="button" className="button" onClick={() => setCriteria(PoolCriteriaSchema.parse({}))}>
          {t('pool.byHand')}
        </button>
      </form>
      {criteria && (
        <CriteriaForm key={JSON.stringify(criteria)} criteria={criteria} onSearch={(next) => run({ criteria: next })} />
      )}
      {search.isError && (
        <p role="alert" className={styles.error}>
          {toMessage(search.error)}
        </p>
      )}
      {result && (
        <>
          <p className={styles.count} role="status">
            {t(result.paging.totalAtLeast ? 'pool.countAtLeast' : 'pool.count', { count: result.paging.totalCount })}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('pool.caption')}</caption>
              <thead>
                <tr>
                  {(['poolId', 'age', 'sex', 'bmi', 'smoking', 'lastActivity', 'actions'] as const).map((key) => (
                    <th key={key} scope="col">
                      {t(`pool.columns.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.dataList.map((entry) => (
                  <PoolRow key={entry.poolId} entry={entry} studyId={notice} locale={locale} />
                ))}
                {result.dataList.length === 0 && (
                  <tr>
                    <td colSpan={7}>{t('pool.empty')}</td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            totalPages={result.paging.totalPages}
            label={t('pool.pages')}
            onSelect={(next) => run({ criteria, page: next })}
          />
        </>
      )}
    </>
  )
}

function CriteriaForm({ criteria, onSearch }: { criteria: PoolCriteria; onSearch: (criteria: PoolCriteria) => void }) {
  const { t } = useTranslation('admin')
  const [values, setValues] = useState(criteria)
  const number = (key: ReturnType<typeof boundKey>) => (
    <input
      type="number"
      step="0.1"
      min={0}
      value={values[key] ?? ''}
      onChange={(event) =>
        setValues({ ...values, [key]: event.target.value === '' ? null : Number(event.target.value) })
      }
    />
  )
  return (
    <form
      className={styles.filters}
      aria-label={t('pool.criteria')}
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(values)
      }}
    >
      <label>
        {t('pool.columns.sex')}
        <select
          value={values.gender}
          onChange={(event) => setValues({ ...values, gender: event.target.value as PoolCriteria['gender'] })}
        >
          {(['A', 'M', 'F'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`pool.gender.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {BOUNDS.map((bound) => (
        <fieldset key={bound} className={styles.checkGroup}>
          <legend className={styles.fieldLabel}>{t(`pool.bounds.${bound}`)}</legend>
          <label>
            {t('pool.min')}
            {number(boundKey(bound, 'Min'))}
          </label>
          <label>
            {t('pool.max')}
            {number(boundKey(bound, 'Max'))}
          </label>
        </fieldset>
      ))}
      <label>
        {t('pool.smokers')}
        <select
          value={values.smokerAllowed ? 'Y' : 'N'}
          onChange={(event) => setValues({ ...values, smokerAllowed: event.target.value === 'Y' })}
        >
          <option value="Y">{t('pool.smokersAllowed')}</option>
          <option value="N">{t('pool.nonSmokersOnly')}</option>
        </select>
      </label>
      <label>
        {t('pool.history')}
        <select
          value={values.historyRule}
          onChange={(event) => setValues({ ...values, historyRule: event.target.value as PoolCriteria['historyRule'] })}
        >
          {(['any', 'none', 'yes'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`pool.historyRule.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('pool.condition')}
        <select
          value={values.condition ?? ''}
          onChange={(event) =>
            setValues({ ...values, condition: (event.target.value || null) as PoolCriteria['condition'] })
          }
        >
          <option value="">{t('filters.all')}</option>
          <option value="01">{t('notices.condition.01')}</option>
          <option value="02">{t('notices.condition.02')}</option>
        </select>
      </label>
      <button type="submit" className="button button-primary">
        {t('pool.search')}
      </button>
    </form>
  )
}

function PoolRow({ entry, studyId, locale }: { entry: PoolEntry; studyId: number | undefined; locale: 'kr' | 'en' }) {
  const { t } = useTranslation('admin')
  const toMessage = useConsoleError()
  const [contact, setContact] = useState<PoolRevealResponse | undefined>()
  const [revealing, setRevealing] = useState(false)
  const [invited, setInvited] = useState(entry.invited)
  const reveal = useMutation({
    mutationFn: (reason: AccessReasonInput) => revealPoolMember(entry.poolId, reason),
    onSuccess: (answer) => {
      setContact(answer)
      setRevealing(false)
    },
  })
  const invite = useMutation({
    mutationFn: () => invitePoolMember(entry.poolId, studyId ?? 0),
    onSuccess: () => setInvited(true),
  })
  return (
    <tr>
      <td>
        <code>{entry.poolId}</code>
        {entry.pausedUntil && (
          <span className={styles.contactState}>
            {t('pool.pausedUntil', { date: formatDate(locale, entry.pausedUntil) })}
          </span>
        )}
        {!entry.emailVerified && <span className={styles.contactState}>{t('pool.unverified')}</span>}
      </td>
      <td>{entry.ageBand === null ? '—' : t('pool.ageBand', { age: entry.ageBand })}</td>
      <td>{entry.sex ? t(`pool.gender.${entry.sex}`) : '—'}</td>
      <td>{entry.bmiBand ? t(`pool.bmiBand.${entry.bmiBand}`) : '—'}</td>
      <td>{entry.smoking ? t(`pool.smoking.${entry.smoking}`, { defaultValue: entry.smoking }) : '—'}</td>
      <td className={styles.nowrap}>{formatDate(locale, entry.lastActivityOn)}</td>
      <td>
        {contact ? (
          <p>
            <Link to={`/admin/members/${contact.memberId}`}>{contact.name}</Link>
            <br />
            {contact.email}
            <br />
            {contact.mobile}
          </p>
        ) : revealing ? (
          <RevealForm
            onSubmit={(reason) => reveal.mutate(reason)}
            onCancel={() => setRevealing(false)}
            pending={reveal.isPending}
            error={reveal.isError ? toMessage(reveal.error) : undefined}
          />
        ) : (
          <div className={styles.rowActions}>
            <button type="button" className="button" onClick={() => setRevealing(true)}>
              {t('pool.reveal')}
            </button>
            {studyId !== undefined && (
              <button
                type="button"
                className="button"
                disabled={
                  invited || entry.applied || invite.isPending || entry.pausedUntil !== null || !entry.emailVerified
                }
                onClick={() => invite.mutate()}
              >
                {entry.applied ? t('pool.applied') : invited ? t('pool.invited') : t('pool.invite')}
              </button>
            )}
          </div>
        )}
        {invite.isError && (
          <p role="alert" className={styles.error}>
            {toMessage(invite.error)}
          </p>
        )}
      </td>
    </tr>
  )
}
