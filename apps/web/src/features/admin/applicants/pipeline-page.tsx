import { APPLICATION_STATUSES } from '@ctc/contract/application-status'
import { PRESCREEN_RESULTS } from '@ctc/contract/prescreen'
import {
  APPLICATION_CHANNELS,
  type Applicant,
  type ApplicantListQueryInput,
  type StatusChangeForm,
  type StatusChangeFormInput,
  StatusChangeFormSchema,
  type StatusMailPreview,
} from '@ctc/contract/staff-applicants'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import type { SortingState } from '../../../components/data-table'
import { formatDate } from '../../../lib/dates'
import { useCodeList } from '../../../lib/use-code-list'
import { bulkStatus, setRecruitment, useApplicants, useStaffDirectory } from '../api/applicants'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { FilterForm } from '../shell/filter-form'
import { PagedList } from '../shell/paged-list'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'
import { useSearchState } from '../shell/use-search-state'
import { ExportForm } from './export-form'
import { VisitInviteForm } from './visit-invite-form'
import { PrescreenAnswerList, PrescreenBadge } from './prescreen-answers'
import { ApplicationStatusBadge, OwnerSelect, StatusFields } from './status-fields'
import { ChangeFeedback, MailedStatusesNote, type SavedChange, StatusMailFields, useStatusUndo } from './status-mail'

const FILTERS = ['status', 'owner', 'source', 'channel', 'stale', 'prescreen', 'sort', 'order'] as const
const column = createColumnHelper<Applicant>()

/** A notice's applicants: who needs the next action, filtered, sorted, moved one by one or together. */
export function PipelinePage() {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const studyId = Number(useParams().studyId)
  const { values, page, cursor, update } = useSearchState(FILTERS)
  const list = useApplicants(studyId, { ...(values as Omit<ApplicantListQueryInput, 'page' | 'cursor'>), page, cursor })
  const staff = useStaffDirectory().data?.dataList ?? []
  const joinPaths = useCodeList('joinPathCd', locale)
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const notice = list.data?.notice
  useConsoleTitle(t('applicants.title'))
  const sorting: SortingState = [{ id: values.sort ?? 'createdAt', desc: (values.order ?? 'desc') === 'desc' }]
  const rows = list.data?.dataList ?? []
  const sourceLabel = (code: string) =>
    joinPaths.find((item) => item.code === code)?.label ?? (code || t('applicants.unknown'))

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const columns = [
    column.display({
      id: 'select',
      header: () => (
        <input
          type="checkbox"
          aria-label={t('applicants.selectAll')}
          checked={rows.length > 0 && rows.every((row) => selected.has(row.applicationId))}
          onChange={(event) =>
            setSelected(event.target.checked ? new Set(rows.map((row) => row.applicationId)) : new Set())
          }
        />
      ),
      cell: (info) => (
        <input
          type="checkbox"
          aria-label={t('applicants.select', { name: info.row.original.name })}
          checked={selected.has(info.row.original.applicationId)}
          onChange={() => toggle(info.row.original.applicationId)}
        />
      ),
    }),
    column.accessor('name', {
      id: 'name',
      header: t('applicants.columns.name'),
      cell: (info) => (
        <>
          <Link to={`/admin/applications/${info.row.original.applicationId}`}>{info.getValue() || '—'}</Link>
          {info.row.original.stale && <span className={styles.stale}>{t('applicants.stale')}</span>}
        </>
      ),
    }),
    column.accessor('mobileMasked', {
      header: t('applicants.columns.mobile'),
      enableSorting: false,
      cell: (info) => <span className={styles.nowrap}>{info.getValue() || '—'}</span>,
    }),
    column.accessor('status', {
      id: 'status',
      header: t('applicants.columns.status'),
      cell: (info) => <ApplicationStatusBadge status={info.getValue()} />,
    }),
    column.accessor('prescreen', {
      id: 'prescreen',
      header: t('applicants.columns.prescreen'),
      cell: (info) => {
        const prescreen = info.getValue()
        if (!prescreen) return '—'
        return (
          <>
            <PrescreenBadge result={prescreen.result} />
            <PrescreenAnswerList items={prescreen.deciding} />
          </>
        )
      },
    }),
    column.accessor('ownerName', {
      header: t('applicants.columns.owner'),
      enableSorting: false,
      cell: (info) => <span className={styles.nowrap}>{info.getValue() ?? t('applicants.nobody')}</span>,
    }),
    column.accessor('nextActionOn', {
      id: 'nextActionOn',
      header: t('applicants.columns.nextAction'),
      cell: (info) => {
        const value = info.getValue()
        const words = info.row.original.nextActionText
        if (!value && !words) return '—'
        return (
          <>
            {value && <span className={styles.nowrap}>{formatDate(locale, value)}</span>}
            {words && <span className={styles.nextActionText}>{words}</span>}
          </>
        )
      },
    }),
    column.accessor('source', {
      header: t('applicants.columns.source'),
      enableSorting: false,
      cell: (info) => sourceLabel(info.getValue()),
    }),
    column.accessor('channel', {
      header: t('applicants.columns.channel'),
      enableSorting: false,
      cell: (info) => t(`applicants.channel.${info.getValue()}`),
    }),
    column.accessor('createdAt', {
      id: 'createdAt',
      header: t('applicants.columns.applied'),
      cell: (info) => <span className={styles.nowrap}>{formatDate(locale, info.getValue())}</span>,
    }),
    column.accessor('lastActivityAt', {
      id: 'lastActivityAt',
      header: t('applicants.columns.lastChange'),
      cell: (info) => <span className={styles.nowrap}>{formatDate(locale, info.getValue())}</span>,
    }),
  ]

  return (
    <>
      <div className={styles.pageHeader}>
        <h1>
          {t('applicants.title')}
          {notice && (
            <>
              : <span lang="ko">{notice.title}</span>
            </>
          )}
        </h1>
        <div className={styles.actions}>
          <Link to={`/admin/notices/${studyId}/applicants/phone`} className="button">
            {t('applicants.phone.open')}
          </Link>
          <Link to={`/admin/dashboard?studyId=${studyId}`}>{t('applicants.dashboard')}</Link>
          <Link to={`/admin/notices/${studyId}`}>{t('applicants.overview')}</Link>
        </div>
      </div>
      {notice && (
        // Each count opens the applications it counts.
        <ul className={styles.statusCounts} aria-label={t('applicants.counts')}>
          {APPLICATION_STATUSES.map((status) => (
            <li key={status}>
              <Link to={`?status=${status}`} aria-current={values.status === status ? 'true' : undefined}>
                {t('applicants.countsLink', {
                  status: t(`applicants.status.${status}`),
                  count: notice.counts[status] ?? 0,
                })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {notice && (
        <RecruitmentForm
          key={`${notice.ownerStaffId}-${notice.targetCount}`}
          studyId={studyId}
          ownerStaffId={notice.ownerStaffId}
          targetCount={notice.targetCount}
        />
      )}
      <FilterForm
        label={t('applicants.filters')}
        values={values}
        onApply={(changes) => update(changes)}
        fields={[
          {
            name: 'status',
            label: t('applicants.columns.status'),
            options: APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`applicants.status.${status}`) })),
          },
          {
            name: 'owner',
            label: t('applicants.columns.owner'),
            options: [
              { value: 'none', label: t('applicants.nobody') },
              ...staff.map((member) => ({ value: String(member.staffId), label: member.name })),
            ],
          },
          {
            name: 'source',
            label: t('applicants.columns.source'),
            options: joinPaths.map((item) => ({ value: item.code, label: item.label })),
          },
          {
            name: 'channel',
            label: t('applicants.columns.channel'),
            options: APPLICATION_CHANNELS.map((channel) => ({
              value: channel,
              label: t(`applicants.channel.${channel}`),
            })),
          },
          {
            name: 'prescreen',
            label: t('applicants.columns.prescreen'),
            options: [
              ...PRESCREEN_RESULTS.map((result) => ({
                value: result,
                label: t(`applicants.prescreen.result.${result}`),
              })),
              { value: 'none', label: t('applicants.prescreen.none') },
            ],
          },
          {
            name: 'stale',
            label: t('applicants.staleFilter'),
            options: [
              { value: 'true', label: t('applicants.staleOnly') },
              { value: 'false', label: t('applicants.activeOnly') },
            ],
          },
        ]}
      />
      <p className={styles.hint}>{t('applicants.mobileHidden')}</p>
      <PagedList
        query={list}
        texts="applicants"
        columns={columns}
        getRowId={(row) => String(row.applicationId)}
        page={page}
        onPage={(next, nextCursor) => update({ page: String(next), cursor: nextCursor })}
        sorting={sorting}
        onSortingChange={([first]) =>
          update({ sort: first?.id, order: first ? (first.desc ? 'desc' : 'asc') : undefined })
        }
      />
      <BulkForm
        studyId={studyId}
        selected={[...selected]}
        mails={notice?.statusMails}
        onDone={() => setSelected(new Set())}
      />
      <VisitInviteForm
        studyId={studyId}
        selected={[...selected]}
        nameOf={(id) => rows.find((row) => row.applicationId === id)?.name || undefined}
        onDone={() => setSelected(new Set())}
      />
      <ExportForm studyId={studyId} />
    </>
  )
}

function RecruitmentForm({
  studyId,
  ownerStaffId,
  targetCount,
}: {
  studyId: number
  ownerStaffId: number | null
  targetCount: number | null
}) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const [owner, setOwner] = useState(ownerStaffId === null ? '' : String(ownerStaffId))
  const [target, setTarget] = useState(targetCount === null ? '' : String(targetCount))
  const save = useMutation({
    mutationFn: () =>
      setRecruitment(studyId, {
        ownerStaffId: owner ? Number(owner) : null,
        targetCount: target ? Number(target) : null,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'applicants', studyId] }),
  })
  return (
    <section className={styles.panel} aria-labelledby="recruitment-title">
      <h2 id="recruitment-title">{t('applicants.recruitment.title')}</h2>
      <form
        className={styles.inlineForm}
        onSubmit={(event) => {
          event.preventDefault()
          save.mutate()
        }}
      >
        <OwnerSelect label={t('applicants.recruitment.owner')} value={owner} onChange={setOwner} />
        <label className={styles.fieldLabel}>
          {t('applicants.recruitment.target')}
          <input
            className={styles.control}
            type="number"
            min={1}
            inputMode="numeric"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={save.isPending}>
          {t('applicants.recruitment.save')}
        </button>
        <p role="status" className={save.isError ? styles.error : styles.muted}>
          {save.isError ? toMessage(save.error) : save.isSuccess ? t('applicants.recruitment.saved') : ''}
        </p>
      </form>
    </section>
  )
}

function BulkForm({
  studyId,
  selected,
  mails,
  onDone,
}: {
  studyId: number
  selected: number[]
  mails: StatusMailPreview | undefined
  onDone: () => void
}) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const [saved, setSaved] = useState<SavedChange>()
  const form = useForm<StatusChangeFormInput, unknown, StatusChangeForm>({
    resolver: zodResolver(StatusChangeFormSchema),
    defaultValues: { note: '', notify: true },
  })
  const chosen = useWatch({ control: form.control, name: 'status' })
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'applicants', studyId] })
  const undo = useStatusUndo(saved, refresh)
  const apply = useMutation({
    mutationFn: (values: StatusChangeForm) =>
      bulkStatus(studyId, { ...values, note: values.note || undefined, applicationIds: selected }),
    onSuccess: async (answer) => {
      form.reset({ note: '', notify: true })
      undo.forget()
      setSaved({ eventIds: answer.eventIds, mail: answer.mail, sendAt: answer.sendAt })
      onDone()
      await refresh()
    },
  })
  return (
    <section className={styles.panel} aria-labelledby="bulk-title">
      <h2 id="bulk-title">{t('applicants.bulk.title')}</h2>
      <p>{t('applicants.bulk.selected', { count: selected.length })}</p>
      <ChangeFeedback
        saved={saved}
        undo={undo.report}
        undoing={undo.mutation.isPending}
        onUndo={(scope) => undo.mutation.mutate(scope)}
      />
      {(apply.isError || undo.mutation.isError) && (
        <p role="alert" className={styles.error}>
          {toMessage(apply.error ?? undo.mutation.error)}
        </p>
      )}
      <FormProvider {...form}>
        <form
          noValidate
          className={styles.narrowForm}
          onSubmit={(event) => void form.handleSubmit((values) => apply.mutate(values))(event)}
        >
          <MailedStatusesNote />
          <StatusFields<StatusChangeFormInput> />
          <StatusMailFields<StatusChangeFormInput> status={chosen} mails={mails} example />
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={selected.length === 0 || apply.isPending}>
              {t('applicants.bulk.apply')}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  )
}
