import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import styles from './tabs.module.css'

export interface TabItem<T extends string> {
  id: T
  label: ReactNode
}

interface TabsProps<T extends string> {
  /** The accessible name of the tab list. */
  label: string
  items: readonly TabItem<T>[]
  selected: T
  onSelect: (id: T) => void
  renderPanel: (id: T) => ReactNode
}

/**
 * Tabs after the WAI-ARIA tabs pattern with automatic activation: one tab stop
 * (roving tabindex); Left/Right (wrapping), Home and End move focus and select.
 * The selection is controlled, so a page can keep it in the URL.
 * Every panel is rendered (inactive ones hidden) so that each tab's
 * aria-controls points at an element that exists.
 */
export function Tabs<T extends string>({ label, items, selected, onSelect, renderPanel }: TabsProps<T>) {
  const baseId = useId()
  const tabRefs = useRef(new Map<T, HTMLButtonElement>())
  const tabId = (id: T) => `${baseId}-tab-${id}`
  const panelId = (id: T) => `${baseId}-panel-${id}`

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1
    let next: number
    switch (event.key) {
      case 'ArrowRight':
        next = index === last ? 0 : index + 1
        break
      case 'ArrowLeft':
        next = index === 0 ? last : index - 1
        break
      case 'Home':
        next = 0
        break
      case 'End':
        next = last
        break
      default:
        return
    }
    event.preventDefault()
    const target = items[next]
    if (!target) return
    tabRefs.current.get(target.id)?.focus()
    onSelect(target.id)
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => {
          const isSelected = item.id === selected
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node)
                else tabRefs.current.delete(item.id)
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              className={styles.tab}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.id)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          // The APG tabs pattern makes the panel a tab stop, so keyboard users reach it right after the tab list.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          hidden={item.id !== selected}
          className={styles.panel}
        >
          {renderPanel(item.id)}
        </div>
      ))}
    </div>
  )
}
