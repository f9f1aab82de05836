import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import styles from '../console.module.css'
import { useConsoleError } from './use-console-error'
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

/** A screen's data once loaded, its failure in words, or the loading line meanwhile. */
export function QueryContent<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const toMessage = useConsoleError()
  if (query.isError) return <LoadError message={toMessage(query.error)} />
  if (query.data === undefined) return <ConsoleLoading />
  return children(query.data)
}
