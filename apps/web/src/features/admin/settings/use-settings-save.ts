import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

/**
 * Saves a settings form. `save` answers the values as stored (the server may normalize them); they
 * become the form's clean state and the cached query's data, so `saved` holds until the next edit.
 */
export function useSettingsSave<T extends FieldValues>(
  form: UseFormReturn<T>,
  save: (values: T) => Promise<T>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (stored) => {
      form.reset(stored)
      queryClient.setQueryData(queryKey, stored)
    },
  })
  return { save: mutation, saved: mutation.isSuccess && !form.formState.isDirty }
}
