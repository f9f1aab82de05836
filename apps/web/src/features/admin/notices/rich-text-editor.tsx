import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import { StarterKit } from '@tiptap/starter-kit'
import { useTranslation } from 'react-i18next'
import styles from './notice-form.module.css'

interface RichTextEditorProps {
  /** The id of the element that names the editor. */
  labelledBy: string
  describedBy?: string
  lang: string
  value: string
  onChange: (html: string) => void
  onBlur: () => void
  /** Sections headed by h2 as well: a body right under its page's h1 title (the about pages). */
  sectionHeadings?: boolean
}

/**
 * The details of a notice as rich text (Tiptap): bold, italic, headings (h3, h4; h2 on request), lists and
 * links, as the server's sanitizer allows. Loaded with the notice form only.
 */
export function RichTextEditor({
  labelledBy,
  describedBy,
  lang,
  value,
  onChange,
  onBlur,
  sectionHeadings = false,
}: RichTextEditorProps) {
  const { t } = useTranslation('admin')
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // A level the editor does not know turns into a paragraph: h2 is kept only where it is allowed.
        heading: { levels: sectionHeadings ? [2, 3, 4] : [3, 4] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] },
      }),
    ],
    content: value,
    // The CSP allows no inline <style>: the editor's look is in our stylesheet.
    injectCSS: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        lang,
        class: styles.editorContent ?? '',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    onBlur: () => onBlur(),
  })
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      h4: current?.isActive('heading', { level: 4 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  })

  const chain = () => editor?.chain().focus()
  const handleLink = () => {
    if (!editor) return
    if (editor.isActive('link')) {
      chain()?.extendMarkRange('link').unsetLink().run()
      return
    }
    const href = window.prompt(t('editor.linkPrompt'), 'https://')?.trim()
    if (!href || href === 'https://') return
    if (!/^(https?:\/\/|mailto:|tel:)/i.test(href)) {
      window.alert(t('editor.linkInvalid'))
      return
    }
    chain()?.extendMarkRange('link').setLink({ href }).run()
  }

  const buttons = [
    { key: 'bold', label: t('editor.bold'), text: 'B', run: () => chain()?.toggleBold().run() },
    { key: 'italic', label: t('editor.italic'), text: 'I', run: () => chain()?.toggleItalic().run() },
    ...(sectionHeadings
      ? [
          {
            key: 'h2',
            label: t('editor.heading2'),
            text: 'H2',
            run: () => chain()?.toggleHeading({ level: 2 }).run(),
          } as const,
        ]
      : []),
    { key: 'h3', label: t('editor.heading3'), text: 'H3', run: () => chain()?.toggleHeading({ level: 3 }).run() },
    { key: 'h4', label: t('editor.heading4'), text: 'H4', run: () => chain()?.toggleHeading({ level: 4 }).run() },
    { key: 'bulletList', label: t('editor.bulletList'), text: '•', run: () => chain()?.toggleBulletList().run() },
    { key: 'orderedList', label: t('editor.orderedList'), text: '1.', run: () => chain()?.toggleOrderedList().run() },
    { key: 'link', label: t('editor.link'), text: t('editor.link'), run: handleLink },
  ] as const

  return (
    <div className={styles.editor}>
      <div role="toolbar" aria-label={t('editor.toolbar')} className={styles.toolbar}>
        {buttons.map((button) => (
          <button
            key={button.key}
            type="button"
            className={styles.toolButton}
            aria-pressed={active?.[button.key] ?? false}
            title={button.label}
            onClick={button.run}
          >
            <span aria-hidden="true">{button.text}</span>
            <span className="visually-hidden">{button.label}</span>
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
