import type { ReactNode } from 'react'
import styles from './content-blocks.module.css'

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
