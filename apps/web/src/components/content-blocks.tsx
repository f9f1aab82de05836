import type { ReactNode } from 'react'
import styles from './content-blocks.module.css'

/** A short titled text, e.g. a card or a numbered step. */
export interface TitledText {
  title: string
  text: string
}

/** A page's opening paragraph. */
export function Lead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>
}

/** A titled part of a page; its heading is the section's accessible name. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children}
    </section>
  )
}

/** The heading style of a section, for sections laid out by the page itself. */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.sectionTitle}>
      {children}
    </h2>
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

/** Bordered panels side by side, one column on phones. */
export function PanelGrid({ children }: { children: ReactNode }) {
  return <div className={styles.panels}>{children}</div>
}

/** A titled panel of a PanelGrid; its heading is one level below the section's. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h3 id={id} className={styles.panelTitle}>
        {title}
      </h3>
      {children}
    </section>
  )
}
