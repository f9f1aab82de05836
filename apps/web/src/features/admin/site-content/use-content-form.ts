import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { type DefaultValues, type FieldErrors, type FieldValues, useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { ContentEditorProps } from './content-workspace'

interface ContentFormOptions<Input extends FieldValues, T, P> {
  schema: z.ZodType<T, Input>
  defaultValues: DefaultValues<Input>
  editor: Pick<ContentEditorProps<T>, 'onDirty' | 'onSave'>
  /** The problems of a refused submission, in the form's order. */
  problemsOf: (errors: FieldErrors<Input>) => P[]
  /** Shows what a refusal found (opens the sections that hold problems). */
  onRefused?: (problems: P[]) => void
}

/**
 * The form of a versioned content editor: checked by the contract's schema, its problems listed
 * (the list takes the focus on each refusal), what was saved kept as the form's new start.
 */
export function useContentForm<Input extends FieldValues, T extends FieldValues, P>({
  schema,
  defaultValues,
  editor,
  problemsOf,
  onRefused,
}: ContentFormOptions<Input, T, P>) {
  const form = useForm<Input, unknown, T>({
    resolver: zodResolver(schema),
    defaultValues,
    // The list of problems takes the focus; a field may be in a closed section or another language.
    shouldFocusError: false,
  })
  const [problems, setProblems] = useState<P[]>([])
  // Counts refused submissions: each moves the focus to the list of problems.
  const [refusals, setRefusals] = useState(0)
  const { isDirty } = form.formState
  const { onDirty, onSave } = editor

  useEffect(() => onDirty(isDirty), [isDirty, onDirty])

  const handleSubmit = form.handleSubmit(
    async (values) => {
      setProblems([])
      // What was saved is what the form starts from now: unchanged until the next edit.
      if (await onSave(values)) form.reset(values as unknown as Input)
    },
    (errors) => {
      const found = problemsOf(errors)
      setProblems(found)
      onRefused?.(found)
      setRefusals((n) => n + 1)
    },
  )

  return { form, problems, refusals, handleSubmit }
}
