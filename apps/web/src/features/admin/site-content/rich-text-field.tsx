import { hasVisibleCharacter } from '@ctc/contract/text'
import { Suspense, lazy, useId } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import fieldStyles from '../../../components/form/form.module.css'
import { ConsoleLoading } from '../shell/console-status'

const RichTextEditor = lazy(() =>
  import('../notices/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
)

/** Whether rich text shows anything: an emptied editor still holds `<p></p>`, which counts as empty. */
function showsText(html: string) {
  return hasVisibleCharacter(new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
}

interface RichTextFieldProps {
  /** The field's path in the form. */
  name: string
  /** The id of the field's box, for `focusField`. */
  id: string
  label: string
  /** The language tag of the text. */
  lang: string
  /** The field's error, localized. */
  error: string | undefined
}

/**
 * A rich text field of a form (the notices' editor, loaded on first use). A text that shows nothing
 * is kept as '', so that a required one is refused next to the field rather than by the server.
 * The editor takes its text when it starts: give the field a new key for another text.
 */
export function RichTextField({ name, id, label, lang, error }: RichTextFieldProps) {
  const { control } = useFormContext()
  const labelId = useId()
  const errorId = useId()
  return (
    <div id={id} className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <Suspense fallback={<ConsoleLoading />}>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <RichTextEditor
              labelledBy={labelId}
              describedBy={error ? errorId : undefined}
              lang={lang}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(html) => field.onChange(showsText(html) ? html : '')}
              onBlur={field.onBlur}
            />
          )}
        />
      </Suspense>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

/** Moves the focus to a field by its id: the control itself, or the editor inside a rich text field's box. */
export function focusField(id: string) {
  const box = document.getElementById(id)
  ;(box?.querySelector<HTMLElement>('[role="textbox"]') ?? box)?.focus()
}
