import { use } from 'react'
import { Link, useParams } from 'react-router'
import { type PageId } from '@ctc/contract/public-pages'
import { getPage } from '../../config/paths'
import { runtimeSettings } from '../../lib/runtime-settings'
import { POLICY_LANGUAGE_TAGS, type PolicyBlock, type PolicyLanguage, loadPolicy, withSettings } from './privacy-policy'
import styles from './privacy-page.module.css'

/** The page of each policy language, and each language's own name for the language links. */
const POLICY_PAGES: readonly { language: PolicyLanguage; page: PageId; name: string }[] = [
  { language: 'ko', page: 'privacy', name: '한국어' },
  { language: 'en', page: 'privacyEn', name: 'English' },
  { language: 'zh', page: 'privacyCn', name: '中文' },
  { language: 'ja', page: 'privacyJp', name: '日本語' },
]

function Block({ block }: { block: PolicyBlock }) {
  if ('p' in block) return <p>{block.p}</p>
  if ('h' in block) return <h3 className={styles.subheading}>{block.h}</h3>
  if ('ul' in block)
    return (
      <ul className={styles.list}>
        {block.ul.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    )
  const { caption, head, rows } = block.table
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest]) => (
          <tr key={first}>
            <th scope="row">{first}</th>
            {rest.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * A privacy policy in its own language, whatever the locale of the shell around it:
 * the spec gives each language its own page (PrivacyPage, PrivacyPageEn, …) under any first segment.
 */
export function PrivacyPolicy({ language }: { language: PolicyLanguage }) {
  const policy = withSettings(use(loadPolicy(language)), {
    retentionMonths: runtimeSettings.applicationRetentionMonths,
  })
  const { segment = 'pages' } = useParams()
  const sectionId = (index: number) => `privacy-section-${index + 1}`

  return (
    <article lang={POLICY_LANGUAGE_TAGS[language]} className={styles.policy}>
      <p className={styles.lead}>{policy.lead}</p>
      <nav className={styles.languages} aria-label={policy.languagesLabel}>
        <ul>
          {POLICY_PAGES.filter((other) => other.language !== language).map((other) => (
            <li key={other.page}>
              <Link to={`/${segment}/${getPage(other.page).path}`} lang={POLICY_LANGUAGE_TAGS[other.language]}>
                {other.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.notice}>{policy.notice}</p>

      <nav className={styles.toc} aria-labelledby="privacy-toc">
        <h2 id="privacy-toc" className={styles.tocTitle}>
          {policy.tocTitle}
        </h2>
        <ul>
          {policy.sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#${sectionId(index)}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      {policy.sections.map((section, index) => (
        <section key={section.title} aria-labelledby={sectionId(index)} className={styles.section}>
          <h2 id={sectionId(index)} className={styles.sectionTitle}>
            {section.title}
          </h2>
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}

      <p className={styles.effective}>{policy.effective}</p>
    </article>
  )
}

export function PrivacyPageKo() {
  return <PrivacyPolicy language="ko" />
}

export function PrivacyPageEn() {
  return <PrivacyPolicy language="en" />
}

export function PrivacyPageCn() {
  return <PrivacyPolicy language="zh" />
}

export function PrivacyPageJp() {
  return <PrivacyPolicy language="ja" />
}
