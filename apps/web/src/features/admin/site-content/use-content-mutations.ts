import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { VersionedContentApi } from '../api/versioned-content'

/**
 * Save, publish and restore of a versioned content screen: each answer replaces the screen's data,
 * and the status line says what happened. One failure is shown at a time: starting an action clears
 * the others' status and failure.
 */
export function useContentMutations<T, View>(api: VersionedContentApi<T, View>, publishedMessage: string) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const [status, setStatus] = useState('')
  const answered = (message: string, next: View) => {
    queryClient.setQueryData(api.queryOptions().queryKey, next)
    setStatus(message)
  }
  const save = useMutation({ mutationFn: api.save, onSuccess: (next) => answered(t('siteContent.saved'), next) })
  const publish = useMutation({ mutationFn: api.publish, onSuccess: (next) => answered(publishedMessage, next) })
  const restore = useMutation({
    mutationFn: api.restore,
    onSuccess: (next, versionId) => answered(t('siteContent.restored', { id: versionId }), next),
  })
  const start = () => {
    setStatus('')
    save.reset()
    publish.reset()
    restore.reset()
  }

  return {
    status,
    failure: save.error ?? publish.error ?? restore.error,
    saving: save.isPending,
    publishing: publish.isPending,
    restoring: restore.isPending,
    /** Answers whether the draft was saved. */
    handleSave: async (values: T) => {
      start()
      return save.mutateAsync(values).then(
        () => true,
        () => false,
      )
    },
    handlePublish: (draftSavedAt: string) => {
      start()
      publish.mutate(draftSavedAt)
    },
    handleRestore: (versionId: number) => {
      start()
      restore.mutate(versionId)
    },
  }
}
