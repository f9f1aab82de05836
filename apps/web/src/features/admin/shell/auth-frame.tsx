import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from '../console.module.css'
import { LanguageSwitch } from './language-switch'
import { useConsoleTitle } from './use-console-title'

/** The frame of the screens before login (set-up, login): the console's name, the language, one panel. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('admin')
  useConsoleTitle(title)
  return (
    <div className={styles.authShell}>
      <header className={styles.topBar}>
        <p className={styles.brand}>{t('console.name')}</p>
        <div className={styles.who}>
          <LanguageSwitch />
        </div>
      </header>
      <main className={styles.authMain}>
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  )
}
