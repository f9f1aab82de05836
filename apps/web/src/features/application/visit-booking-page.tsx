import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale-codes'
import {
  MemberVisitRequestSchema,
  VISIT_CHANGE_CUTOFF_HOURS,
  VisitLinkRequestSchema,
  type VisitBookingPage,
} from '@ctc/contract/visit-booking'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router'
import { pathTo } from '../../config/paths'
import { ApiError } from '../../lib/api-client'
import { CENTER_TIME_ZONE } from '../../lib/dates'
import { errorMessage } from '../../lib/error-message'
import { loginPathWithReturn } from '../../lib/return-path'
import { useActiveLocale } from '../../lib/use-active-locale'
import { type VisitTarget, useVisitBooking, useVisitChange } from './api/visit-booking'
import styles from './application.module.css'

/** A visit's Korea-time day and time as the reader's language writes them. */
function visitWhen(locale: Locale, date: string, time: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: CENTER_TIME_ZONE,
  }).format(new Date(`${date}T${time}:00+09:00`))
}

/** The booking the address names: the mail's signed token, or (from My Page) the member's application. */
function targetOf(params: URLSearchParams): VisitTarget | undefined {
  const token = VisitLinkRequestSchema.safeParse({ token: params.get('token') ?? '' })
  if (token.success) return token.data
  const own = MemberVisitRequestSchema.safeParse({ applicationId: Number(params.get('applicationId') ?? '') })
  return own.success ? own.data : undefined
}

/**
 * `/{locale}/studyinfo/visitBooking?token=`: an invited applicant books a screening visit with the
 * signed link of the invitation mail (no login), and moves or cancels it up to the cut-off. A
 * member comes from My Page with `?applicationId=` instead, under the same rules.
 */
export function VisitBookingPage() {
  const { t } = useTranslation('application')
  const locale = useActiveLocale()
  const [params] = useSearchParams()
  const { pathname, search } = useLocation()
  const target = targetOf(params)
  const query = useVisitBooking(locale, target)
  const member = target !== undefined && 'applicationId' in target
  const back = (
    <p>
      {member ? (
        <Link to={pathTo('history', locale)}>{t('visit.myApplications')}</Link>
      ) : (
        <Link to={pathTo('main', locale)}>{t('visit.home')}</Link>
      )}
    </p>
  )
  if (!target || query.error) {
    const code = query.error instanceof ApiError ? query.error.code : undefined
    return (
      <div>
        <p role="alert">
          {!target || code === 'VISIT_LINK_INVALID'
            ? t(member ? 'visit.noInvitation' : 'visit.invalid')
            : code === 'UNAUTHENTICATED'
              ? t('visit.logIn')
              : errorMessage(t, query.error)}
        </p>
        {code === 'UNAUTHENTICATED' ? (
          <p>
            <Link to={loginPathWithReturn(locale, `${pathname}${search}`)}>{t('visit.logInLink')}</Link>
          </p>
        ) : (
          back
        )}
      </div>
    )
  }
  if (!query.data) return <p role="status">{t('visit.loading')}</p>
  return (
    <>
      <Booking target={target} page={query.data.data} />
      {member && back}
    </>
  )
}

function Booking({ target, page }: { target: VisitTarget; page: VisitBookingPage }) {
  const { t } = useTranslation('application')
  const locale = useActiveLocale()
  const change = useVisitChange(locale, target)
  const [chosen, setChosen] = useState<number>()
  const [missing, setMissing] = useState(false)
  const [done, setDone] = useState<'booked' | 'cancelled'>()
  const legendId = useId()
  const { booking } = page
  const canBook = booking === null || page.changeable

  const fail =
    change.error instanceof ApiError && change.error.code === 'SLOT_FULL'
      ? t('visit.full')
      : change.error instanceof ApiError && change.error.code === 'VISIT_CHANGE_CLOSED'
        ? t('visit.tooLate', { hours: VISIT_CHANGE_CUTOFF_HOURS })
        : change.error
          ? errorMessage(t, change.error)
          : undefined

  return (
    <div className={styles.flow}>
      <div className={styles.studyHeading}>
        <p className={styles.studyLabel}>{t('visit.study')}</p>
        <p className={styles.studyTitle}>{page.studyTitle}</p>
      </div>
      <p role="status">
        {done === 'booked' ? t('visit.bookedNow') : done === 'cancelled' ? t('visit.cancelledNow') : ''}
      </p>
      {booking ? (
        <section aria-labelledby="visit-current">
          <h2 id="visit-current" className={styles.stepTitle}>
            {t('visit.current')}
          </h2>
          <dl className={styles.withdrawDetails}>
            <dt>{t('visit.when')}</dt>
            <dd>{visitWhen(locale, booking.date, booking.time)}</dd>
            <dt>{t('visit.where')}</dt>
            <dd>{booking.place}</dd>
          </dl>
          {page.changeable ? (
            <>
              <p>{t('visit.changeUntil', { hours: VISIT_CHANGE_CUTOFF_HOURS })}</p>
              <button
                type="button"
                className="button"
                disabled={change.isPending}
                onClick={() => change.mutate({ cancel: true }, { onSuccess: () => setDone('cancelled') })}
              >
                {t('visit.cancel')}
              </button>
            </>
          ) : (
            <p>{t('visit.tooLate', { hours: VISIT_CHANGE_CUTOFF_HOURS })}</p>
          )}
        </section>
      ) : (
        <p>{t('visit.intro')}</p>
      )}
      {canBook && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (chosen === undefined || !page.slots.some((slot) => slot.slotId === chosen)) {
              setMissing(true)
              return
            }
            setMissing(false)
            change.mutate({ slotId: chosen }, { onSuccess: () => setDone('booked') })
          }}
        >
          <fieldset aria-describedby={missing ? `${legendId}-missing` : undefined}>
            <legend id={legendId} className={styles.stepTitle}>
              {booking ? t('visit.moveTitle') : t('visit.chooseTitle')}
            </legend>
            {page.slots.length === 0 ? (
              <p>{t('visit.noSlots')}</p>
            ) : (
              page.slots.map((slot) => (
                <label key={slot.slotId} className={styles.slot}>
                  <input
                    type="radio"
                    name="slot"
                    value={slot.slotId}
                    checked={chosen === slot.slotId}
                    onChange={() => setChosen(slot.slotId)}
                  />
                  <span>
                    {visitWhen(locale, slot.date, slot.time)}
                    <br />
                    {slot.place} · {t('visit.left', { count: slot.left })}
                  </span>
                </label>
              ))
            )}
          </fieldset>
          {missing && (
            <p id={`${legendId}-missing`} role="alert">
              {t('visit.pick')}
            </p>
          )}
          {fail && <p role="alert">{fail}</p>}
          {page.slots.length > 0 && (
            <button type="submit" className="button button-primary" disabled={change.isPending}>
              {booking ? t('visit.move') : t('visit.book')}
            </button>
          )}
        </form>
      )}
      {!canBook && fail && <p role="alert">{fail}</p>}
      <p className={styles.note}>{t('visit.help')}</p>
    </div>
  )
}
