import type { ApplicationVisit, VisitInviteResponse } from '@ctc/contract/visit-booking'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatDateTime } from '../../../lib/dates'
import { applicationVisitKey, cancelVisit, inviteToVisit, markVisit, useApplicationVisit } from '../api/visits'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { QueryContent } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'

type Action = 'invite' | 'attended' | 'no_show' | 'cancel'

/** The applicant's screening visit: invite (a link by e-mail), the booking, attendance after the visit. */
export function VisitPanel({ applicationId, studyId }: { applicationId: number; studyId: number }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const query = useApplicationVisit(applicationId)
  const client = useQueryClient()
  const toMessage = useConsoleError()
  const [done, setDone] = useState<string>()
  const act = useMutation({
    mutationFn: async (action: Action): Promise<ApplicationVisit | VisitInviteResponse> => {
      if (action === 'invite') return inviteToVisit(studyId, [applicationId])
      if (action === 'cancel') return cancelVisit(applicationId)
      return markVisit(applicationId, action)
    },
    onSuccess: async (answer, action) => {
      if ('skipped' in answer) {
        const skip = answer.skipped[0]
        setDone(skip ? t(`visits.skipped.${skip.reason}`) : t('visits.done.invite'))
      } else {
        setDone(t(`visits.done.${action}`))
      }
      await client.invalidateQueries({ queryKey: applicationVisitKey(applicationId) })
      await client.invalidateQueries({ queryKey: ['admin', 'application', applicationId] })
    },
  })
  return (
    <section className={styles.panel} aria-labelledby="visit-title">
      <h2 id="visit-title">{t('visits.applicantTitle')}</h2>
      <QueryContent query={query}>
        {(visit) => (
          <>
            <dl className={styles.definitions}>
              <div>
                <dt>{t('visits.state')}</dt>
                <dd>{t(`visits.states.${visit.state ?? 'none'}`)}</dd>
              </div>
              {visit.slot && (
                <div>
                  <dt>{t('visits.columns.when')}</dt>
                  <dd>
                    {formatDate(locale, visit.slot.date)} {visit.slot.time} · {visit.slot.place}
                  </dd>
                </div>
              )}
              <div>
                <dt>{t('visits.invited')}</dt>
                <dd>
                  {visit.invitedAt && visit.invitationExpiresAt
                    ? t('visits.invitedAt', {
                        at: formatDateTime(locale, visit.invitedAt),
                        until: formatDateTime(locale, visit.invitationExpiresAt),
                      })
                    : t('visits.notInvited')}
                </dd>
              </div>
            </dl>
            <div className={styles.actions}>
              {visit.state !== 'booked' && visit.state !== 'attended' && (
                <button type="button" className="button" disabled={act.isPending} onClick={() => act.mutate('invite')}>
                  {visit.invitedAt ? t('visits.inviteAgain') : t('visits.invite')}
                </button>
              )}
              {visit.state === 'booked' && (
                <>
                  <button
                    type="button"
                    className="button button-primary"
                    disabled={act.isPending}
                    onClick={() => act.mutate('attended')}
                  >
                    {t('visits.markAttended')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={act.isPending}
                    onClick={() => act.mutate('no_show')}
                  >
                    {t('visits.markNoShow')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={act.isPending}
                    onClick={() => act.mutate('cancel')}
                  >
                    {t('visits.cancelVisit')}
                  </button>
                </>
              )}
            </div>
            <p role="status">{done ?? ''}</p>
            {act.isError && (
              <p role="alert" className={styles.error}>
                {toMessage(act.error)}
              </p>
            )}
          </>
        )}
      </QueryContent>
    </section>
  )
}
