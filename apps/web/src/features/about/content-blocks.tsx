import type { ReactNode } from 'react'
import styles from './content-blocks.module.css'
import type { TitledText } from './use-content'

/** A page's opening paragraph. */
export function Lead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>
}

/** A titled part of a page; its heading is the section's accessible name. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

export function Paragraphs({ texts }: { texts: string[] }) {
  return (
    <div className="prose">
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  )
}

export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className={styles.bullets}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/** Titled short texts laid out as cards, one column on phones; `pairs` keeps an even count in two columns. */
export function CardGrid({ items, pairs = false }: { items: TitledText[]; pairs?: boolean }) {
  return (
    <ul className={pairs ? `${styles.cards} ${styles.pairs}` : styles.cards}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <h3 className={styles.cardTitle}>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  )
}
