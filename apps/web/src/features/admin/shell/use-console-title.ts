import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** The document title of a console screen: `Screen | Staff console`. */
export function useConsoleTitle(title: string) {
  const { t } = useTranslation('admin')
  useEffect(() => {
    document.title = `${title} | ${t('console.name')}`
  }, [title, t])
}
