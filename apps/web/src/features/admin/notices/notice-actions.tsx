import type { NoticeAction, NoticeDetailResponse } from '@ctc/contract/staff-notices'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { runNoticeAction } from '../api/notices'
import styles from '../console.module.css'
import { useConsoleError } from '../shell/use-console-error'

/** The actions a notice's state allows: publish, close, reopen, unpublish, duplicate. */
export function NoticeActions({ detail }: { detail: NoticeDetailResponse }) {
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const [asking, setAsking] = useState<NoticeAction>()
  const action = useMutation({
    mutationFn: (name: NoticeAction) => runNoticeAction(detail.studyId, name),
    onSuccess: async (answer, name) => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
      // The screen shows the new state (or the copy) and says what was done.
      await navigate(`/admin/notices/${answer.studyId}`, { replace: name !== 'duplicate', state: { done: name } })
    },
  })

  const available: NoticeAction[] = detail.published
    ? [detail.closed ? 'reopen' : 'close', 'unpublish', 'duplicate']
    : ['publish', 'duplicate']

  return (
    <section className={styles.panel} aria-labelledby="notice-actions">
      <h2 id="notice-actions">{t('noticeActions.title')}</h2>
      <div className={styles.actions}>
        {available.map((name) => (
          <button
            key={name}
            type="button"
            className={name === 'publish' ? 'button button-primary' : 'button'}
            disabled={action.isPending}
            onClick={() => setAsking(name)}
          >
            {t(`noticeActions.${name}`)}
          </button>
        ))}
      </div>
      {action.isError && (
        <p role="alert" className={styles.error}>
          {toMessage(action.error)}
        </p>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        message={asking ? t(`noticeActions.confirm.${asking}`) : ''}
        confirmLabel={asking ? t(`noticeActions.${asking}`) : ''}
        cancelLabel={t('console.cancel')}
        onConfirm={() => {
          if (asking) action.mutate(asking)
          setAsking(undefined)
        }}
        onCancel={() => setAsking(undefined)}
      />
    </section>
  )
}
