import { LOCALES, type Locale } from '@ctc/contract/locale-codes'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import styles from '../console.module.css'
import contentStyles from './site-content.module.css'

/** The language the form shows, one radio each; Korean is marked as required. */
export function EditingLocale({ value, onChange }: { value: Locale; onChange: (locale: Locale) => void }) {
  const { t } = useTranslation('admin')
  const name = useId()
  return (
    <fieldset className={contentStyles.locales}>
      <legend className={styles.fieldLabel}>{t('siteContent.editingLocale')}</legend>
      {LOCALES.map((code) => (
        <label key={code}>
          <input type="radio" name={name} checked={value === code} onChange={() => onChange(code)} />{' '}
          {t(`locales.${code}`)}
          {code === 'kr' && ` (${t('siteContent.required')})`}
        </label>
      ))}
    </fieldset>
  )
}
