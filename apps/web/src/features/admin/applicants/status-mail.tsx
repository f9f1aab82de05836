import { MAILED_STATUSES } from '@ctc/contract/application-status'
import { LANGUAGE_TAGS } from '@ctc/contract/locale-codes'
import {
  type ChangeMailOutcome,
  type EventMailState,
  type MailedStatus,
  STATUS_MAIL_HOLD_SECONDS,
  type StatusMailPreview,
  type UndoOutcome,
  type UndoScope,
} from '@ctc/contract/staff-applicants'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { type FieldValues, type Path, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldId } from '../../../components/form/form-fields'
import { formatTime } from '../../../lib/dates'
import { undoStatusChanges } from '../api/applicants'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'

// What a status change tells the applicant, before and after it is saved: which statuses e-mail,
// the mail itself, the choice not to send it; then what became of it, with an undo while the
// mail is held (STATUS_MAIL_HOLD_SECONDS).

const isMailed = (status: string | undefined): status is MailedStatus =>
  (MAILED_STATUSES as readonly string[]).includes(status ?? '')

/** The statuses that e-mail the applicant, named once above the status choice. */
export function MailedStatusesNote() {
  const { t } = useTranslation('admin')
  const statuses = MAILED_STATUSES.map((status) => t(`applicants.status.${status}`)).join(', ')
  return <p className={styles.hint}>{t('applicants.mail.which', { statuses })}</p>
}

/**
 * For the chosen status: whether the applicant is e-mailed (a box, ticked by default) and the
 * mail as it would go; or that this status e-mails nobody, or that the applicant has no address.
 */
export function StatusMailFields<T extends FieldValues & { notify?: boolean }>({
  status,
  mails,
  example = false,
}: {
  status: string | undefined
  /** The applicant's mails; null when they have no address. */
  mails: StatusMailPreview | null | undefined
  /** The mails are a Korean example for several applicants. */
  example?: boolean
}) {
  const { t } = useTranslation('admin')
  const { register } = useFormContext<T>()
  if (!status) return null
  if (!isMailed(status)) return <p className={styles.hint}>{t('applicants.mail.silent')}</p>
  if (mails === null) return <p className={styles.hint}>{t('applicants.mail.noAddress')}</p>
  const mail = mails?.mails[status]
  const hintId = `${fieldId('notify')}-hint`
  return (
    <div className={styles.mailChoice}>
      <label className={styles.check}>
        <input type="checkbox" id={fieldId('notify')} aria-describedby={hintId} {...register('notify' as Path<T>)} />
        {t('applicants.mail.notify')}
      </label>
      <p id={hintId} className={styles.hint}>
        {t('applicants.mail.notifyHint', { seconds: STATUS_MAIL_HOLD_SECONDS })}
      </p>
      {mail && mails && (
        <details className={styles.mailPreview}>
          <summary>
            {example
              ? t('applicants.mail.bulkPreview')
              : t('applicants.mail.preview', { language: t(`locales.${mails.language}`) })}
          </summary>
          <div lang={LANGUAGE_TAGS[mails.language]}>
            <p className={styles.mailSubject}>{mail.subject}</p>
            <p className={styles.bodyText}>{mail.text}</p>
          </div>
        </details>
      )}
    </div>
  )
}

/**
 * Seconds from now until a moment, ticking every second until it passes (then 0); undefined
 * without a moment, and for the instant before the first reading of a new one.
 */
function useSecondsUntil(moment: string | undefined): number | undefined {
  const end = moment ? Date.parse(moment) : 0
  const [clock, setClock] = useState({ end: 0, now: 0 })
  const read = clock.end === end
  useEffect(() => {
    if (!end || (read && clock.now >= end)) return
    // A new moment is read at once; then once a second until it passes.
    const delay = read ? Math.min(1000, end - clock.now) : 0
    const timer = window.setTimeout(() => setClock({ end, now: Date.now() }), delay)
    return () => window.clearTimeout(timer)
  }, [clock, end, read])
  if (!end || !read) return undefined
  return Math.max(0, Math.ceil((end - clock.now) / 1000))
}

/** A saved change as the screen reports it. */
export interface SavedChange {
  eventIds: number[]
  mail: ChangeMailOutcome
  sendAt: string | null
  /** The status moved to, and from (one applicant; absent for several). */
  to?: string
  from?: string
}

export interface UndoReport {
  scope: UndoScope
  outcomes: UndoOutcome[]
}

/** The undo of the last saved change (or of its mail only), and what it did; `refresh` reads the data again. */
export function useStatusUndo(saved: SavedChange | undefined, refresh: () => Promise<unknown>) {
  const [report, setReport] = useState<UndoReport>()
  const mutation = useMutation({
    mutationFn: (scope: UndoScope) => undoStatusChanges({ eventIds: saved?.eventIds ?? [], scope }),
    onSuccess: async (answer, scope) => {
      setReport({ scope, outcomes: answer.results.map((result) => result.outcome) })
      await refresh()
    },
  })
  return { report, forget: () => setReport(undefined), mutation }
}

const AFTER_HOLD: Partial<Record<EventMailState, string>> = {
  sending: 'applicants.saved.sending',
  sent: 'applicants.saved.sent',
  skipped: 'applicants.saved.skipped',
  failed: 'applicants.saved.failed',
  cancelled: 'applicants.saved.cancelled',
}

/** What an undo did, in words ('' before any). */
function useUndoMessage(saved: SavedChange | undefined, undo: UndoReport | undefined): string {
  const { t } = useTranslation('admin')
  if (!saved || !undo) return ''
  const status = (value: string | undefined) => (value ? t(`applicants.status.${value}`) : '')
  const bulk = saved.to === undefined
  const undone = undo.outcomes.filter((outcome) => outcome === 'undone').length
  if (undone === undo.outcomes.length) {
    if (undo.scope === 'change')
      return bulk
        ? t('applicants.saved.undoneBulk', { count: undone })
        : t('applicants.saved.undone', { status: status(saved.from) })
    return bulk
      ? t('applicants.saved.mailCancelledBulk', { count: undone })
      : t('applicants.saved.mailCancelled', { status: status(saved.to) })
  }
  if (bulk && undone > 0) return t('applicants.saved.partly', { undone, left: undo.outcomes.length - undone })
  const first = undo.outcomes.find((outcome) => outcome !== 'undone')
  if (first === 'already_sent') return t('applicants.saved.alreadySent')
  return t(first === 'moved_since' ? 'applicants.saved.movedSince' : 'applicants.saved.notHeld')
}

/**
 * What the last change did about the mail ("Saved · the applicant has been e-mailed"), and
 * while its mail is held, the undo of the change or of the mail alone with the seconds left.
 * `mailState` is the mail's state as last read (one applicant), for after the hold. The live
 * region stays in place, so that each new message is announced.
 */
export function ChangeFeedback({
  saved,
  mailState,
  undo,
  undoing,
  onUndo,
  onHoldEnd,
}: {
  saved: SavedChange | undefined
  mailState?: EventMailState | null
  undo: UndoReport | undefined
  undoing: boolean
  onUndo: (scope: UndoScope) => void
  /** The hold is over: time to read what became of the mail. */
  onHoldEnd?: () => void
}) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const held = saved?.mail === 'held' && !undo ? (saved.sendAt ?? undefined) : undefined
  const secondsLeft = useSecondsUntil(held)
  const over = secondsLeft === 0
  useEffect(() => {
    if (over) onHoldEnd?.()
    // Once, when the hold ends (onHoldEnd is a fresh function on each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [over])
  const undoMessage = useUndoMessage(saved, undo)
  const holding = held !== undefined && !over && mailState !== 'cancelled'

  let message = ''
  if (saved && undo) message = undoMessage
  else if (saved && held) {
    const bulk = saved.to === undefined
    const count = saved.eventIds.length
    const time = formatTime(locale, held)
    const after = mailState ? AFTER_HOLD[mailState] : undefined
    if (bulk)
      message = over ? t('applicants.saved.sentBulk', { count }) : t('applicants.saved.heldBulk', { count, time })
    else message = holding || !after ? t('applicants.saved.held', { time }) : t(after)
  } else if (saved) {
    const key = { held: 'sending', off: 'off', none: 'none', no_address: 'noAddress' }[saved.mail]
    message =
      saved.to === undefined
        ? t(`applicants.saved.${key}Bulk`, { count: saved.eventIds.length })
        : t(`applicants.saved.${key}`)
  }

  return (
    <div className={saved ? `${styles.notice} ${styles.feedbackBox}` : undefined}>
      <p role="status" className={styles.feedback}>
        {message}
      </p>
      {holding && (
        <div className={styles.actions}>
          {secondsLeft !== undefined && <span>{t('applicants.saved.countdown', { seconds: secondsLeft })}</span>}
          <button type="button" className="button" disabled={undoing} onClick={() => onUndo('change')}>
            {t('applicants.saved.undoChange')}
          </button>
          <button type="button" className="button" disabled={undoing} onClick={() => onUndo('mail')}>
            {t('applicants.saved.undoMail')}
          </button>
        </div>
      )}
    </div>
  )
}
