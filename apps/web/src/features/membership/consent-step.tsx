import { useTranslation } from 'react-i18next'
import { ConsentForm, type ConsentKind, type ConsentText } from '../../components/consent-form'
import styles from './membership.module.css'

/** Consent to the collection of personal data and, separately, of sensitive (health) data. */
export function ConsentStep({ onAgree, onCancel }: { onAgree: () => void; onCancel: () => void }) {
  const { t } = useTranslation('account')
  const text = (kind: ConsentKind): ConsentText => ({
    title: t(`consent.${kind}.title`),
    text: t(`consent.${kind}.text`),
    question: t(`consent.${kind}.question`),
  })
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
