import { useTranslation } from 'react-i18next'

/** Beside a notice title shown in Korean because the notice has no text in the page's language. */
export function KoreanOnly() {
  const { t } = useTranslation()
  return <span className="korean-only">{t('koreanOnly')}</span>
}
