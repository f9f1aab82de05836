import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import styles from '../console.module.css'
import { useConsoleTitle } from './use-console-title'

/** Shown while a screen or the console's texts load. The text is Korean until the catalog arrives. */
export function ConsoleLoading() {
  const { t, ready } = useTranslation('admin', { useSuspense: false })
  return (
    <p role="status" className={styles.loading}>
      {ready ? t('console.loading') : '불러오는 중…'}
    </p>
  )
}

export function ConsoleNotFound() {
  const { t } = useTranslation('admin')
  useConsoleTitle(t('console.notFound'))
  return (
    <>
      <h1>{t('console.notFound')}</h1>
      <p>
        <Link to="/admin">{t('nav.home')}</Link>
      </p>
    </>
  )
}

/** A failed load, in words, with the server's code translated. */
export function LoadError({ message }: { message: string }) {
  return (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  )
}
