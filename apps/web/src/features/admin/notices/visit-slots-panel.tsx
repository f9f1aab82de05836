import {
  VISIT_SLOT_CAPACITY_MAX,
  type VisitSlotCreateInput,
  VisitSlotCreateRequestSchema,
  type VisitSlotListResponse,
} from '@ctc/contract/visit-booking'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useValidationMessage } from '../../../components/form/form-fields'
import { formatDate } from '../../../lib/dates'
import { createVisitSlot, deleteVisitSlot, setVisitSlotClosed, useVisitSlots, visitSlotsKey } from '../api/visits'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { QueryContent } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'

type Field = keyof VisitSlotCreateInput
// What the inputs hold: text, parsed by the contract's schema on submit.
const EMPTY: Record<Field, string> = { date: '', time: '', place: '', capacity: '' }

/** The notice's screening-visit slots: opened here, listed with places taken, closed or deleted while empty. */
export function VisitSlotsPanel({ studyId }: { studyId: number }) {
  const { t, i18n } = useTranslation('admin')
  const validationMessage = useValidationMessage()
  const { locale } = useConsoleLocale()
  const query = useVisitSlots(studyId)
  const client = useQueryClient()
  const toMessage = useConsoleError()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [done, setDone] = useState<string>()
  const saved = (answer: VisitSlotListResponse, message: string) => {
    client.setQueryData(visitSlotsKey(studyId), answer)
    setDone(message)
  }
  const create = useMutation({
    mutationFn: (input: Parameters<typeof createVisitSlot>[1]) => createVisitSlot(studyId, input),
    onSuccess: (answer) => {
      saved(answer, t('visits.opened'))
      setValues((current) => ({ ...current, time: '' }))
    },
  })
  const change = useMutation({
    mutationFn: (action: { slotId: number; kind: 'close' | 'open' | 'delete' }) =>
      action.kind === 'delete'
        ? deleteVisitSlot(action.slotId)
        : setVisitSlotClosed(action.slotId, action.kind === 'close'),
    onSuccess: (answer, action) => saved(answer, t(`visits.done.${action.kind}`)),
  })

  const submit = () => {
    setDone(undefined)
    const checked = VisitSlotCreateRequestSchema.safeParse(values)
    if (!checked.success) {
      const next: Partial<Record<Field, string>> = {}
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field
        // The slot's own words where it has them; the house's text rules (a place too long, on
        // two lines, with a hidden character) say it as every form does, with the limit.
        next[field] ??= i18n.exists(`admin:visits.fieldErrors.${issue.message}`)
          ? t(`visits.fieldErrors.${issue.message}`, { max: VISIT_SLOT_CAPACITY_MAX })
          : (validationMessage(issue.message) ?? t('errors.VALIDATION_FAILED'))
      }
      setErrors(next)
      return
    }
    setErrors({})
    create.mutate(checked.data)
  }
  const field = (name: Field, type: string, extra: Record<string, string | number> = {}) => (
    <label key={name}>
      {t(`visits.fields.${name}`)}
      <input
        type={type}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `visit-${name}-error` : undefined}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        {...extra}
      />
      {errors[name] && (
        <span id={`visit-${name}-error`} className={styles.error}>
          {errors[name]}
        </span>
      )}
    </label>
  )
  const failure = create.error ?? change.error

  return (
    <section className={styles.panel} aria-labelledby="visit-slots-title">
      <h2 id="visit-slots-title">{t('visits.title')}</h2>
      <p className={styles.hint}>{t('visits.hint')}</p>
      <QueryContent query={query}>
        {(data) =>
          data.dataList.length === 0 ? (
            <p>{t('visits.none')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('visits.columns.when')}</th>
                  <th scope="col">{t('visits.columns.place')}</th>
                  <th scope="col">{t('visits.columns.taken')}</th>
                  <th scope="col">{t('visits.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.dataList.map((slot) => {
                  const when = `${formatDate(locale, slot.date)} ${slot.time}`
                  return (
                    <tr key={slot.slotId}>
                      <td className={styles.nowrap}>{when}</td>
                      <td>{slot.place}</td>
                      <td className={styles.nowrap}>
                        {t('visits.takenOf', { taken: slot.taken, capacity: slot.capacity })}
                        {slot.closed && ` · ${t('visits.closed')}`}
                      </td>
                      <td>
                        <button
                          type="button"
                          className="button"
                          disabled={change.isPending}
                          aria-label={t(slot.closed ? 'visits.reopenSlot' : 'visits.closeSlot', { when })}
                          onClick={() => change.mutate({ slotId: slot.slotId, kind: slot.closed ? 'open' : 'close' })}
                        >
                          {t(slot.closed ? 'visits.reopen' : 'visits.close')}
                        </button>{' '}
                        {slot.taken === 0 && (
                          <button
                            type="button"
                            className="button"
                            disabled={change.isPending}
                            aria-label={t('visits.deleteSlot', { when })}
                            onClick={() => change.mutate({ slotId: slot.slotId, kind: 'delete' })}
                          >
                            {t('visits.delete')}
                          </button>
                        )}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          )
        }
      </QueryContent>
      <form
        className={styles.filters}
        aria-label={t('visits.add')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        {field('date', 'date')}
        {field('time', 'time')}
        {field('place', 'text', { maxLength: 100 })}
        {field('capacity', 'number', { min: 1, max: VISIT_SLOT_CAPACITY_MAX, inputMode: 'numeric' })}
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {t('visits.add')}
        </button>
      </form>
      <p role="status">{done ?? ''}</p>
      {failure && (
        <p role="alert" className={styles.error}>
          {toMessage(failure)}
        </p>
      )}
    </section>
  )
}
