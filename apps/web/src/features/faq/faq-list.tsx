import { useId, useState } from 'react'
import type { FaqItem } from './faq-topics'
import styles from './faq-page.module.css'

/**
 * Questions as headings holding disclosure buttons (the APG accordion pattern),
 * so that screen-reader users can jump between questions and open only what they need.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const baseId = useId()
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set())

  const handleToggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(index)) next.delete(index)
      else next.add(index)
      return next
    })

  return (
    <ul className={styles.list}>
      {items.map((item, index) => {
        const answerId = `${baseId}-answer-${index}`
        const isOpen = open.has(index)
        return (
          <li key={item.q} className={styles.item}>
            <h2 className={styles.question}>
              <button
                type="button"
                className={styles.questionButton}
                aria-expanded={isOpen}
                aria-controls={answerId}
                onClick={() => handleToggle(index)}
              >
                <span aria-hidden="true" className={styles.marker}>
                  Q
                </span>
                <span className={styles.questionText}>{item.q}</span>
                <span aria-hidden="true" className={styles.chevron} />
              </button>
            </h2>
            <div id={answerId} className={styles.answer} hidden={!isOpen}>
              {item.a.split('\n').map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
