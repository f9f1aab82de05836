import type { NoticeDetailResponse, NoticeInput } from '@ctc/contract/staff-notices'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { ErrorSummary, type SummaryItem } from '../../../components/form/error-summary'
import { ApiError } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/dates'
import { createNotice, updateNotice, useNotice } from '../api/notices'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { ConsoleLoading, LoadError } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'
import { AttachmentsPanel } from './attachments-panel'
import { clearNoticeDraft, readNoticeDraft, writeNoticeDraft } from './notice-draft'
import { NoticeFields } from './notice-form'
import { type NoticeFormValues, emptyNotice, noticeResolver, toFormValues } from './notice-form-values'
import { flattenErrors } from './notice-errors'
import { StatusBadge } from './status-badge'

/**
 * `/admin/notices/new` and `/admin/notices/:studyId/edit`: the notice form and its attachments
 * (the notice's overview, `/admin/notices/:studyId`, has its applicants and actions).
 */
export function NoticeEditPage() {
  const { t } = useTranslation('admin')
  const params = useParams()
  const studyId = params.studyId ? Number(params.studyId) : undefined
  const notice = useNotice(studyId)
  const toMessage = useConsoleError()
  useConsoleTitle(studyId ? t('noticeForm.editTitle') : t('noticeForm.newTitle'))

  if (studyId !== undefined && !Number.isInteger(studyId)) return <LoadError message={t('errors.STUDY_NOT_FOUND')} />
  if (studyId !== undefined) {
    if (notice.isError) return <LoadError message={toMessage(notice.error)} />
    if (!notice.data) return <ConsoleLoading />
    // A new version from the server (after a save, an action, a reload) starts the form afresh.
    return <NoticeEditor key={notice.data.updatedAt} detail={notice.data} />
  }
  return <NoticeEditor />
}

function NoticeEditor({ detail }: { detail?: NoticeDetailResponse }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const studyId = detail?.studyId
  const [draft] = useState(() => readNoticeDraft(studyId))
  const [restored, setRestored] = useState(draft !== undefined)
  const state = location.state as { saved?: boolean; created?: boolean } | null
  const form = useForm<NoticeFormValues, unknown, NoticeInput>({
    resolver: noticeResolver,
    defaultValues: draft?.values ?? (detail ? toFormValues(detail.notice) : emptyNotice()),
  })

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => writeNoticeDraft(studyId, { values, updatedAt: detail?.updatedAt }),
      }),
    [form, studyId, detail?.updatedAt],
  )

  const save = useMutation({
    mutationFn: async ({ values, publish }: { values: NoticeInput; publish: boolean }) =>
      studyId === undefined
        ? createNotice({ notice: values, publish })
        : updateNotice(studyId, { notice: values, updatedAt: draft?.updatedAt ?? detail?.updatedAt ?? '' }),
    onSuccess: async (answer) => {
      clearNoticeDraft(studyId)
      await queryClient.invalidateQueries({ queryKey: ['admin', 'notices'] })
      // A new notice stays in its form for attachments; a saved edit goes back to the overview.
      if (studyId === undefined) {
        await navigate(`/admin/notices/${answer.studyId}/edit`, { state: { created: true } })
      } else {
        await navigate(`/admin/notices/${answer.studyId}`, { replace: true, state: { saved: true } })
      }
    },
  })

  const submit = (publish: boolean) => form.handleSubmit((values) => save.mutate({ values, publish }))

  const conflict = save.error instanceof ApiError && save.error.code === 'EDIT_CONFLICT'
  const items: SummaryItem[] = flattenErrors(form.formState.errors, t)

  return (
    <>
      <div className={styles.pageHeader}>
        <h1>{detail ? t('noticeForm.editTitle') : t('noticeForm.newTitle')}</h1>
        <div className={styles.actions}>
          {detail && <Link to={`/admin/notices/${detail.studyId}`}>{t('noticeForm.backToNotice')}</Link>}
          <Link to="/admin/notices">{t('noticeForm.backToList')}</Link>
        </div>
      </div>
      {detail && (
        <p>
          <StatusBadge status={detail.status} />{' '}
          {t('noticeForm.meta', {
            id: detail.studyId,
            updated: formatDateTime(locale, detail.updatedAt),
            views: detail.viewCount,
            applications: detail.applicationCount,
          })}
        </p>
      )}
      {state?.created && !form.formState.isDirty && (
        <p role="status" className={styles.notice}>
          {t('noticeForm.savedNew')}
        </p>
      )}
      {restored && (
        <div className={styles.warning} role="status">
          <p>{t('noticeForm.restored')}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              clearNoticeDraft(studyId)
              setRestored(false)
              void navigate(0)
            }}
          >
            {t('noticeForm.discardDraft')}
          </button>
        </div>
      )}
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(false)(event)}>
          <ErrorSummary
            items={items}
            message={save.error ? (conflict ? t('errors.EDIT_CONFLICT') : toMessage(save.error)) : undefined}
            submitCount={form.formState.submitCount + save.failureCount}
          />
          {conflict && (
            <p>
              <button
                type="button"
                className="button"
                onClick={() => {
                  clearNoticeDraft(studyId)
                  void queryClient.invalidateQueries({ queryKey: ['admin', 'notices', 'detail', studyId] })
                }}
              >
                {t('noticeForm.loadLatest')}
              </button>
            </p>
          )}
          <p className={styles.count}>{t('noticeForm.requiredNote')}</p>
          <NoticeFields />
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={save.isPending}>
              {detail ? t('noticeForm.save') : t('noticeForm.saveDraft')}
            </button>
            {!detail && (
              <button type="button" className="button" disabled={save.isPending} onClick={() => void submit(true)()}>
                {t('noticeForm.saveAndPublish')}
              </button>
            )}
          </div>
        </form>
      </FormProvider>
      {detail && <AttachmentsPanel studyId={detail.studyId} files={detail.files} />}
    </>
  )
}
