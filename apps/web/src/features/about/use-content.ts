import { useTranslation } from 'react-i18next'

/**
 * Structured page content (lists, steps, cards) from a catalog. The catalog
 * test guarantees every locale has the same shape, so the cast is safe.
 */
export function useContent<T>(key: string): T {
  const { t } = useTranslation('about')
  return t(key, { returnObjects: true }) as T
}
