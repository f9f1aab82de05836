import type { VisitInviteResponse } from '@ctc/contract/visit-booking'
import { VISIT_INVITE_MAX } from '@ctc/contract/visit-booking'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inviteToVisit } from '../api/visits'
import styles from '../console.module.css'
import { useConsoleError } from '../shell/use-console-error'

/**
 * The pipeline's bulk invitation: every selected application gets its own link to book a
 * screening visit by e-mail; the answer names those that were not invited and why.
 */
export function VisitInviteForm({
  studyId,
  selected,
  nameOf,
  onDone,
}: {
  studyId: number
  selected: number[]
  /** The applicant's name as the list shows it (the answer names applications by id). */
  nameOf: (applicationId: number) => string | undefined
  onDone: () => void
}) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const [result, setResult] = useState<{ answer: VisitInviteResponse; names: Map<number, string> }>()
  const invite = useMutation({
    mutationFn: () => inviteToVisit(studyId, selected),
    onSuccess: async (answer) => {
      // Names are taken now: the selection and the page may change after.
      setResult({ answer, names: new Map(selected.map((id) => [id, nameOf(id) ?? `#${id}`])) })
      onDone()
      await queryClient.invalidateQueries({ queryKey: ['admin', 'applicants', studyId] })
    },
  })
  const tooMany = selected.length > VISIT_INVITE_MAX
  return (
    <section className={styles.panel} aria-labelledby="bulk-invite-title">
      <h2 id="bulk-invite-title">{t('visits.bulk.title')}</h2>
      <p className={styles.hint}>{t('visits.bulk.hint')}</p>
      {tooMany && (
        <p role="alert" className={styles.error}>
          {t('visits.bulk.tooMany', { max: VISIT_INVITE_MAX })}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-primary"
          disabled={selected.length === 0 || tooMany || invite.isPending}
          onClick={() => {
            setResult(undefined)
            invite.mutate()
          }}
        >
          {t('visits.bulk.invite', { count: selected.length })}
        </button>
      </div>
      <div role="status">
        {result && (
          <>
            <p>{t('visits.bulk.invited', { count: result.answer.invited.length })}</p>
            {result.answer.skipped.length > 0 && (
              <>
                <p>{t('visits.bulk.skippedTitle', { count: result.answer.skipped.length })}</p>
                <ul>
                  {result.answer.skipped.map((skip) => (
                    <li key={skip.applicationId}>
                      {t('visits.bulk.skippedItem', {
                        name: result.names.get(skip.applicationId) ?? `#${skip.applicationId}`,
                        reason: t(`visits.skipped.${skip.reason}`),
                      })}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
      {invite.isError && (
        <p role="alert" className={styles.error}>
          {toMessage(invite.error)}
        </p>
      )}
    </section>
  )
}
