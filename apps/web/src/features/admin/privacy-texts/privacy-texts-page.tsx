import { useTranslation } from 'react-i18next'
import { useConsoleTitle } from '../shell/use-console-title'
import { ConsentPanel } from './consent-panel'
import { PolicyPanel } from './policy-panel'

/** The privacy policy and the consent texts (`publishPrivacyTexts`: admins and privacy officers; decision 0034). */
export function PrivacyTextsPage() {
  const { t } = useTranslation('admin')
  useConsoleTitle(t('privacyTexts.title'))
  return (
    <>
      <h1>{t('privacyTexts.title')}</h1>
      <PolicyPanel />
      <ConsentPanel />
    </>
  )
}
