import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@ctc/contract/locale-codes'
import type { RelatedSite } from '@ctc/contract/site-content'
import { identityText } from '../../lib/site-identity'
import styles from './layout.module.css'

/** A disclosure list of the related sites the center lists that closes on an outside click, on Escape and when focus leaves it. */
export function FamilySite({ sites, locale }: { sites: readonly RelatedSite[]; locale: Locale }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listId = useId()

  useEffect(() => {
    if (!open) return
    const handlePointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const handleFocusIn = (event: FocusEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', handlePointerDown)
    document.addEventListener('keydown', handleKeyDown)
    document.addEventListener('focusin', handleFocusIn)
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown)
      document.removeEventListener('keydown', handleKeyDown)
      document.removeEventListener('focusin', handleFocusIn)
    }
  }, [open])

  return (
    <div ref={containerRef} className={styles.familySite}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.familySiteButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('footer.familySites')}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <ul id={listId} className={styles.familySiteList} hidden={!open}>
        {sites.map((site) => (
          <li key={site.url}>
            <a href={site.url} target="_blank" rel="noopener noreferrer" lang={identityText(site.label, locale).lang}>
              {identityText(site.label, locale).text}
              <span className="visually-hidden"> ({t('a11y.newWindow')})</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
