import { useCallback, useEffect, useRef, useState } from 'react'
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form'
import { clearDraft, readDraft, writeDraft } from '../../lib/session-drafts'

// What a person types is kept in the session's drafts (lib/session-drafts) as it is typed, so that
// a reload, an ended session (log in again, come back) or the password check loses none of it.
// The application, the sign-up and the My Page forms all keep theirs this way. A password is
// never in a form that uses this.

/** Hands the form's values to `save` at once and after every change, while `active`. */
export function useDraftSaving<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'subscribe'>,
  save: (values: T) => void,
  active = true,
) {
  useEffect(() => {
    if (!active) return
    save(form.getValues())
    return form.subscribe({ formState: { values: true }, callback: () => save(form.getValues()) })
  }, [form, save, active])
}

const isKept = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value)

/** The draft's values over `values`, for the fields the form has; whether there was one. */
export function restoreDraft<T extends FieldValues>(name: string, values: T): { values: T; restored: boolean } {
  const draft = readDraft(name)
  if (typeof draft !== 'object' || draft === null) return { values, restored: false }
  const kept = Object.entries(draft).filter(([field, value]) => field in values && isKept(value))
  return { values: { ...values, ...Object.fromEntries(kept) }, restored: kept.length > 0 }
}

/**
 * A form whose changes are kept as the session draft `name` while they differ from what it
 * started with (`defaultValues`: a member's stored details, or empty), and found again when it
 * opens. `restored` says that it started from such a draft; `discardDraft` after saving or
 * cancelling.
 */
export function useDraftedForm<TInput extends FieldValues, TOutput = TInput>(
  name: string,
  options: UseFormProps<TInput, unknown, TOutput> & { defaultValues: TInput },
) {
  const [start] = useState(() => ({
    ...restoreDraft(name, options.defaultValues),
    pristine: JSON.stringify(options.defaultValues),
  }))
  const form = useForm<TInput, unknown, TOutput>({ ...options, defaultValues: start.values })
  // Once saved or cancelled, nothing of this form is kept again (the form may still report a change).
  const discarded = useRef(false)
  const save = useCallback(
    (values: TInput) => {
      if (discarded.current || JSON.stringify(values) === start.pristine) clearDraft(name)
      else writeDraft(name, values)
    },
    [name, start],
  )
  useDraftSaving(form, save)
  const discardDraft = useCallback(() => {
    discarded.current = true
    clearDraft(name)
  }, [name])
  return { form, restored: start.restored, discardDraft }
}
