import styles from './faq-accordion.module.css'

export interface FaqAccordionItem {
  question: string
  /** The `lang` of the question when it is not the page's (a Korean fallback). */
  questionLang?: string | undefined
  /** Rich text sanitized by the server when it was saved. */
  answerHtml: string
  answerLang?: string | undefined
}

/**
 * Questions that open their answers: native disclosure widgets (`details`/`summary`), so that an
 * answer opens without JavaScript as well, and each is one button to keyboards and screen readers.
 * Used by the public FAQ and by the console's preview of it.
 */
export function FaqAccordion({ items }: { items: readonly FaqAccordionItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        // The order is the content's; two entries may ask the same question.
        <li key={index} className={styles.item}>
          <details className={styles.details}>
            <summary className={styles.question}>
              <span aria-hidden="true" className={styles.marker}>
                Q
              </span>
              <span className={styles.questionText} lang={item.questionLang}>
                {item.question}
              </span>
              <span aria-hidden="true" className={styles.chevron} />
            </summary>
            <div
              className={`prose ${styles.answer}`}
              lang={item.answerLang}
              // Sanitized on the server when it was saved (the notices' policy).
              dangerouslySetInnerHTML={{ __html: item.answerHtml }}
            />
          </details>
        </li>
      ))}
    </ul>
  )
}
