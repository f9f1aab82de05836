import type { Locale } from '@ctc/contract/locale-codes'
import type { ContentVersion } from '@ctc/contract/site-content'
import type { UseQueryResult } from '@tanstack/react-query'
import { Fragment, type ReactNode, useState } from 'react'
import type { VersionedContentApi } from '../api/versioned-content'
import styles from '../console.module.css'
import { QueryContent } from '../shell/console-status'
import { useConsoleTitle } from '../shell/use-console-title'
import { ContentStatus } from './content-status'
import { ContentVersions } from './content-versions'
import { PublishPanel } from './publish-panel'
import { useContentMutations } from './use-content-mutations'

/** What a versioned content screen's editor is given. */
export interface ContentEditorProps<T> {
  /** The saved draft, else the published content, else nothing written yet. */
  initial: T
  editing: Locale
  onEditing: (locale: Locale) => void
  onDirty: (dirty: boolean) => void
  saving: boolean
  /** Answers whether the draft was saved. */
  onSave: (values: T) => Promise<boolean>
}

/** The console's view of a kind of content, whatever the key of its published content. */
export interface ContentView<T> {
  published: (T & { versionId: number }) | null
  draft: (T & { updatedAt: string; updatedBy: string | null }) | null
  versions: ContentVersion[]
}

interface ContentScreenProps<T, View> {
  title: string
  intro: string
  query: UseQueryResult<View>
  /** The view's published content under its own key (`faq`, `banners`). */
  select: (view: View) => ContentView<T>
  api: VersionedContentApi<T, View>
  /** The content before anything is written. */
  empty: T
  texts: { nonePublished: string; published: string; previewHint: string }
  editor: (props: ContentEditorProps<T>) => ReactNode
  preview: (draft: T) => ReactNode
}

/**
 * A screen of versioned content: what is published and saved, the editor, the saved draft's preview
 * with its publish button, and the publications with their restore buttons.
 */
export function ContentScreen<T, View>({ title, intro, query, select, ...rest }: ContentScreenProps<T, View>) {
  useConsoleTitle(title)
  return (
    <>
      <div className={styles.pageHeader}>
        <h1>{title}</h1>
      </div>
      <p>{intro}</p>
      <QueryContent query={query}>{(data) => <ContentWorkspace view={select(data)} {...rest} />}</QueryContent>
    </>
  )
}

type WorkspaceProps<T, View> = Omit<ContentScreenProps<T, View>, 'title' | 'intro' | 'query' | 'select'> & {
  view: ContentView<T>
}

function ContentWorkspace<T, View>({ view, api, empty, texts, editor, preview }: WorkspaceProps<T, View>) {
  const [dirty, setDirty] = useState(false)
  const [editing, setEditing] = useState<Locale>('kr')
  const actions = useContentMutations(api, texts.published)
  const { published, draft } = view
  return (
    <>
      <ContentStatus
        versionId={published?.versionId ?? null}
        nonePublished={texts.nonePublished}
        draft={draft}
        status={actions.status}
        failure={actions.failure}
      />
      {/* A publication or a restore gives the editor new values to start from (a save keeps them). */}
      <Fragment key={published?.versionId ?? 0}>
        {editor({
          initial: draft ?? published ?? empty,
          editing,
          onEditing: setEditing,
          onDirty: setDirty,
          saving: actions.saving,
          onSave: actions.handleSave,
        })}
      </Fragment>
      {draft && (
        <PublishPanel
          hint={texts.previewHint}
          dirty={dirty}
          publishing={actions.publishing}
          onPublish={() => actions.handlePublish(draft.updatedAt)}
        >
          {preview(draft)}
        </PublishPanel>
      )}
      <ContentVersions versions={view.versions} restoring={actions.restoring} onRestore={actions.handleRestore} />
    </>
  )
}
