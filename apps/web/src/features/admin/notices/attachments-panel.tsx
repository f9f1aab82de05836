import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_NOTICE,
  type Attachment,
  AttachmentRenameRequestSchema,
  AttachmentUploadQuerySchema,
} from '@ctc/contract/staff-notices'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useValidationMessage } from '../../../components/form/form-fields'
import { ApiError } from '../../../lib/api-client'
import { saveFile, staffDownload } from '../../../lib/staff-api-client'
import { formatFileSize } from '../../../lib/study-format'
import {
  attachmentPath,
  removeAttachment,
  renameAttachment,
  reorderAttachments,
  uploadAttachment,
} from '../api/notices'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { useConsoleError } from '../shell/use-console-error'
import fieldStyles from '../../../components/form/form.module.css'
import formStyles from './notice-form.module.css'

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.hwp,.docx,.xlsx'

/** A notice's attachments: upload, rename, reorder, remove; each change is saved at once. */
export function AttachmentsPanel({ studyId, files: initial }: { studyId: number; files: Attachment[] }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const queryClient = useQueryClient()
  const toMessage = useConsoleError()
  const toText = useValidationMessage()
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [files, setFiles] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [messages, setMessages] = useState<{ text: string; error: boolean }[]>([])
  const [renaming, setRenaming] = useState<number>()
  const [removing, setRemoving] = useState<Attachment>()

  const remember = (next: Attachment[]) => {
    setFiles(next)
    // The notice's version does not change with its files; the cached copy just gets them.
    queryClient.setQueryData(['admin', 'notices', 'detail', studyId], (old: object | undefined) =>
      old ? { ...old, files: next } : old,
    )
  }

  const fileError = (name: string, error: unknown) => {
    const code = error instanceof ApiError ? error.code : undefined
    const text =
      code === 'ATTACHMENT_TYPE_REFUSED' || code === 'ATTACHMENT_TOO_LARGE' || code === 'ATTACHMENT_LIMIT'
        ? t(`attachments.refused.${code}`, { name })
        : `${name}: ${toMessage(error)}`
    return { text, error: true }
  }

  const handleUpload = async (chosen: FileList | null) => {
    if (!chosen || chosen.length === 0) return
    setBusy(true)
    const results: { text: string; error: boolean }[] = []
    let current = files
    for (const file of Array.from(chosen)) {
      // Checked here to spare a 20 MB upload the server would refuse; the server checks again, by content.
      if (file.size > ATTACHMENT_MAX_BYTES) {
        results.push({ text: t('attachments.refused.ATTACHMENT_TOO_LARGE', { name: file.name }), error: true })
        continue
      }
      // The name becomes the attachment's: one line, nothing hidden, 200 characters at most.
      const name = AttachmentUploadQuerySchema.safeParse({ fileName: file.name })
      if (!name.success) {
        results.push({ text: `${file.name}: ${toText(name.error.issues[0]?.message ?? 'invalid')}`, error: true })
        continue
      }
      try {
        const added = await uploadAttachment(studyId, file)
        current = [...current, added]
        remember(current)
        results.push({ text: t('attachments.uploaded', { name: added.fileName }), error: false })
      } catch (error) {
        results.push(fileError(file.name, error))
      }
    }
    setMessages(results)
    setBusy(false)
    if (inputRef.current) inputRef.current.value = ''
  }

  const run = async (work: () => Promise<{ files: Attachment[] }>, done: string) => {
    setBusy(true)
    try {
      remember((await work()).files)
      setMessages([{ text: done, error: false }])
    } catch (error) {
      setMessages([{ text: toMessage(error), error: true }])
    } finally {
      setBusy(false)
    }
  }

  const move = (index: number, by: -1 | 1) => {
    const order = files.map((file) => file.fileId)
    const [moved] = order.splice(index, 1)
    if (moved === undefined) return
    order.splice(index + by, 0, moved)
    const name = files[index]?.fileName ?? ''
    void run(() => reorderAttachments(studyId, order), t('attachments.moved', { name, position: index + by + 1 }))
  }

  const handleDownload = async (file: Attachment) => {
    try {
      const { blob } = await staffDownload(attachmentPath(studyId, file.fileId))
      saveFile(blob, file.fileName)
    } catch (error) {
      setMessages([{ text: toMessage(error), error: true }])
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="attachments-title">
      <h2 id="attachments-title">{t('attachments.title')}</h2>
      <p className={formStyles.hint}>
        {t('attachments.rules', { size: ATTACHMENT_MAX_BYTES / (1024 * 1024), count: ATTACHMENTS_PER_NOTICE })}
      </p>
      <div role="status" aria-live="polite">
        {messages.map((message, index) => (
          <p key={index} className={message.error ? styles.error : undefined}>
            {message.text}
          </p>
        ))}
      </div>
      {files.length === 0 ? (
        <p>{t('attachments.none')}</p>
      ) : (
        <ol className={formStyles.fileList}>
          {files.map((file, index) => (
            <li key={file.fileId} className={formStyles.fileRow}>
              {renaming === file.fileId ? (
                <RenameForm
                  file={file}
                  onCancel={() => setRenaming(undefined)}
                  onSave={(fileName) => {
                    setRenaming(undefined)
                    void run(
                      () => renameAttachment(studyId, file.fileId, fileName),
                      t('attachments.renamed', { name: fileName }),
                    )
                  }}
                />
              ) : (
                <>
                  <span className={formStyles.fileName}>
                    {file.fileName} <span className={styles.count}>({formatFileSize(locale, file.size)})</span>
                  </span>
                  <span className={formStyles.fileButtons}>
                    {[
                      { label: t('attachments.download'), run: () => void handleDownload(file), off: false },
                      { label: t('attachments.rename'), run: () => setRenaming(file.fileId), off: busy },
                      { label: t('attachments.up'), run: () => move(index, -1), off: busy || index === 0 },
                      {
                        label: t('attachments.down'),
                        run: () => move(index, 1),
                        off: busy || index === files.length - 1,
                      },
                      { label: t('attachments.remove'), run: () => setRemoving(file), off: busy },
                    ].map((button) => (
                      <button
                        key={button.label}
                        type="button"
                        className={styles.linkButton}
                        disabled={button.off}
                        onClick={button.run}
                      >
                        {button.label}
                        <span className="visually-hidden"> {file.fileName}</span>
                      </button>
                    ))}
                  </span>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className={fieldStyles.field}>
        <label htmlFor={inputId} className={fieldStyles.label}>
          {t('attachments.add')}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={busy || files.length >= ATTACHMENTS_PER_NOTICE}
          onChange={(event) => void handleUpload(event.target.files)}
        />
      </div>
      <ConfirmDialog
        open={removing !== undefined}
        message={removing ? t('attachments.confirmRemove', { name: removing.fileName }) : ''}
        confirmLabel={t('attachments.remove')}
        cancelLabel={t('console.cancel')}
        onConfirm={() => {
          const file = removing
          setRemoving(undefined)
          if (file) {
            void run(() => removeAttachment(studyId, file.fileId), t('attachments.removed', { name: file.fileName }))
          }
        }}
        onCancel={() => setRemoving(undefined)}
      />
    </section>
  )
}

function RenameForm({
  file,
  onSave,
  onCancel,
}: {
  file: Attachment
  onSave: (fileName: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('admin')
  const toText = useValidationMessage()
  const id = useId()
  const errorId = useId()
  const [value, setValue] = useState(file.fileName)
  // The contract's message key for the typed name, once a save was refused.
  const [problem, setProblem] = useState<string>()
  return (
    <form
      className={formStyles.renameForm}
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = AttachmentRenameRequestSchema.safeParse({ fileName: value })
        if (parsed.success) onSave(parsed.data.fileName)
        else setProblem(parsed.error.issues[0]?.message ?? 'invalid')
      }}
    >
      <label htmlFor={id}>{t('attachments.newName', { name: file.fileName })}</label>
      <input
        id={id}
        className={formStyles.input}
        value={value}
        // The field opens on request: focus goes to it.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="button button-primary">
        {t('attachments.saveName')}
      </button>
      <button type="button" className="button" onClick={onCancel}>
        {t('console.cancel')}
      </button>
      {problem && (
        <p id={errorId} className={styles.error}>
          {toText(problem)}
        </p>
      )}
    </form>
  )
}
