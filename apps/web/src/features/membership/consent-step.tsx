import { useTranslation } from 'react-i18next'
import { ConsentForm, type ConsentKind, type ConsentText } from '../../components/consent-form'
import { errorMessage } from '../../lib/error-message'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useCurrentConsents } from '../../lib/current-consents'
import styles from './membership.module.css'

/**
 * Consent to the collection of personal data and, separately, of sensitive (health) data, in the
 * words of the versions in effect (kept in the database, decision 0026), which sign-up records.
 */
export function ConsentStep({ onAgree, onCancel }: { onAgree: () => void; onCancel: () => void }) {
  const { t } = useTranslation('account')
  const locale = useActiveLocale()
  const current = useCurrentConsents(locale)
  if (!current.data)
    return current.error ? (
      <p role="alert">{errorMessage(t, current.error)}</p>
    ) : (
      <p role="status">{t('consent.loading')}</p>
    )
  const texts = current.data.dataList
  const text = (kind: ConsentKind): ConsentText => {
    const stored = texts.find((item) => item.kind === kind)
    return {
      title: stored?.title ?? t(`consent.${kind}.title`),
      text: stored?.text ?? t(`consent.${kind}.text`),
      question: t(`consent.${kind}.question`),
    }
  }
  // Refusing means no sign-up: the form stops with the spec's two messages.
  return (
    <div className={styles.step}>
      <ConsentForm
        intro={t('consent.intro')}
        texts={{ privacy: text('privacy'), sensitive: text('sensitive') }}
        labels={{
          agree: t('consent.agree'),
          disagree: t('consent.disagree'),
          agreeAll: t('consent.agreeAll'),
          agreePrivacy: t('consent.agreePrivacy'),
          agreeSensitive: t('consent.agreeSensitive'),
          next: t('join.next'),
          cancel: t('join.cancel'),
        }}
        headingLevel={2}
        onAgree={onAgree}
        onCancel={onCancel}
      />
    </div>
  )
}
