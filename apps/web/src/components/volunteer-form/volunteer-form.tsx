import {
  HEALTH_QUESTIONS,
  type HealthField,
  PREFER_CONTACT_FIELDS,
  conditionalHealthFields,
} from '@ctc/contract/volunteer-form'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useCodeList } from '../../lib/use-code-list'
import { DateField, type Option, RadioGroup, SelectField, TextField } from '../form/form-fields'
import styles from './volunteer-form.module.css'

// The volunteer application form of the spec, driven by the contract's
// VolunteerFormSchema. Forms put it inside a react-hook-form FormProvider.

function useOptions(group: Parameters<typeof useCodeList>[0]): Option[] {
  return useCodeList(group).map((item) => ({ value: item.code, label: item.label }))
}

function useYesNo(): Option[] {
  const { t } = useTranslation('form')
  return [
    { value: 'Y', label: t('yes') },
    { value: 'N', label: t('no') },
  ]
}

/** Gender, as every form that identifies a person asks it. */
export function GenderField() {
  const { t } = useTranslation('form')
  return (
    <RadioGroup
      name="gender"
      label={t('volunteer.gender')}
      required
      options={[
        { value: 'M', label: t('volunteer.male') },
        { value: 'F', label: t('volunteer.female') },
      ]}
    />
  )
}

/** The person's own birth date and mobile number, as they fill them in (sign-up, finding an account). */
export function BirthMobileFields() {
  const { t } = useTranslation('form')
  return (
    <>
      <DateField name="birth" label={t('volunteer.birth')} required autoComplete="bday" />
      <TextField
        name="mobile"
        label={t('volunteer.mobile')}
        hint={t('volunteer.phoneHint')}
        required
        type="tel"
        autoComplete="tel"
      />
    </>
  )
}

/**
 * Who the volunteer is and how to reach them (sign-up step 1, member info, applications).
 * `identityShown` leaves out name, birth date and mobile, which a member's application takes
 * from the account and shows as they are.
 */
export function PersonFields({ identityShown = false }: { identityShown?: boolean }) {
  const { t } = useTranslation('form')
  const joinPaths = useOptions('joinPathCd')
  const contacts = useOptions('preferContactCd1')
  const types = useOptions('sbjTyCd')
  return (
    <>
      {!identityShown && <TextField name="name" label={t('volunteer.name')} required autoComplete="name" />}
      <GenderField />
      {!identityShown && <BirthMobileFields />}
      <TextField name="otherContact" label={t('volunteer.otherContact')} type="tel" />
      <TextField name="address" label={t('volunteer.address')} required autoComplete="street-address" />
      <TextField name="nationality" label={t('volunteer.nationality')} required autoComplete="country-name" />
      <SelectField name="joinPath" label={t('volunteer.joinPath')} required options={joinPaths} />
      <fieldset className={styles.group}>
        <legend className={styles.groupLegend}>{t('volunteer.preferContact')}</legend>
        <p className={styles.groupHint}>{t('volunteer.preferContactHint')}</p>
        <div className={styles.ranks}>
          {PREFER_CONTACT_FIELDS.map((field, index) => (
            <SelectField
              key={field}
              name={field}
              label={t('volunteer.rank', { rank: index + 1 })}
              required={index === 0}
              options={contacts}
            />
          ))}
        </div>
      </fieldset>
      <SelectField name="sbjTy" label={t('volunteer.sbjTy')} required options={types} />
    </>
  )
}

/** The participation term, from the entryMonth codes. */
export function TermField() {
  const { t } = useTranslation('form')
  return <SelectField name="entryMonth" label={t('volunteer.entryMonth')} required options={useOptions('entryMonth')} />
}

function DependentField({ field }: { field: HealthField }) {
  const { t } = useTranslation('form')
  const yesNo = useYesNo()
  const label = t(`volunteer.fields.${field}`)
  if (field.endsWith('Date')) return <DateField name={field} label={label} required />
  if (field === 'bloodDonationType') {
    return (
      <RadioGroup
        name={field}
        label={label}
        required
        options={[
          { value: 'component', label: t('volunteer.bloodComponent') },
          { value: 'whole', label: t('volunteer.bloodWhole') },
        ]}
      />
    )
  }
  if (field.endsWith('Yn')) return <RadioGroup name={field} label={label} required options={yesNo} />
  if (field === 'supplementPerWeek' || field === 'alcoholCupsPerWeek') {
    return <TextField name={field} label={label} required inputMode="numeric" />
  }
  return <TextField name={field} label={label} required />
}

/**
 * The health part: measurements, smoking, history, and the yes/no questions with their details.
 * Its subheading is an h3 under a step's h2, or an h2 where the form sits right under the page's h1.
 */
export function HealthFields({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Subheading = headingLevel === 2 ? 'h2' : 'h3'
  const { t } = useTranslation('form')
  const { control } = useFormContext()
  const yesNo = useYesNo()
  const smoke = useOptions('smokeYn')
  const sick = useOptions('sickCd')
  const conditions = useOptions('sbjCondCd')
  const diseases = useOptions('disasesCd')
  // The contract decides which answers call for more fields; the form shows exactly those.
  const shown = new Set(conditionalHealthFields(useWatch({ control })))

  return (
    <>
      <div className={styles.pair}>
        <TextField name="height" label={t('volunteer.height')} required inputMode="decimal" />
        <TextField name="weight" label={t('volunteer.weight')} required inputMode="decimal" />
      </div>
      <RadioGroup name="smokeYn" label={t('volunteer.smokeYn')} required options={smoke} />
      {shown.has('cigarettesPerDay') && (
        <TextField
          name="cigarettesPerDay"
          label={t('volunteer.fields.cigarettesPerDay')}
          required
          inputMode="numeric"
        />
      )}
      {shown.has('smokeLastDate') && (
        <DateField name="smokeLastDate" label={t('volunteer.fields.smokeLastDate')} required />
      )}
      <SelectField name="sickCd" label={t('volunteer.sickCd')} required options={sick} />
      {shown.has('sickEtc') && <TextField name="sickEtc" label={t('volunteer.fields.sickEtc')} required />}
      <RadioGroup name="sbjCond" label={t('volunteer.sbjCond')} required options={conditions} />
      {shown.has('disasesCd') && (
        <SelectField name="disasesCd" label={t('volunteer.fields.disasesCd')} required options={diseases} />
      )}

      <Subheading className={styles.subheading}>{t('volunteer.healthTitle')}</Subheading>
      <p className={styles.groupHint}>{t('volunteer.healthHint')}</p>
      <ol className={styles.questions}>
        {HEALTH_QUESTIONS.map(({ question, dependents }) => (
          <li key={question} className={styles.question}>
            <RadioGroup name={question} label={t(`volunteer.questions.${question}`)} required options={yesNo} />
            {dependents.some((field) => shown.has(field)) && (
              <div className={styles.dependents}>
                {dependents.map((field) => (
                  <DependentField key={field} field={field} />
                ))}
              </div>
            )}
          </li>
        ))}
      </ol>
    </>
  )
}

/** The whole application form: e-mail, person, term and health (non-member application). */
export function VolunteerForm() {
  const { t } = useTranslation('form')
  return (
    <>
      <TextField name="email" label={t('volunteer.email')} required type="email" autoComplete="email" />
      <PersonFields />
      <TermField />
      <HealthFields />
    </>
  )
}

/** Field names in display order, for the error summary. */
export const PERSON_FIELD_ORDER = [
  'name',
  'gender',
  'birth',
  'mobile',
  'otherContact',
  'address',
  'nationality',
  'joinPath',
  ...PREFER_CONTACT_FIELDS,
  'sbjTy',
] as const
/** The health part before the yes/no questions: measures, smoking, illness, condition. */
export const HEALTH_BASICS_ORDER = [
  'height',
  'weight',
  'smokeYn',
  'cigarettesPerDay',
  'smokeLastDate',
  'sickCd',
  'sickEtc',
  'sbjCond',
  'disasesCd',
] as const
export const HEALTH_FIELD_ORDER = [
  ...HEALTH_BASICS_ORDER,
  ...HEALTH_QUESTIONS.flatMap(({ question, dependents }) => [question, ...dependents]),
] as const

/** The label of every field, for the error summary. */
export function useVolunteerLabels(): Record<string, string> {
  const { t } = useTranslation('form')
  const labels: Record<string, string> = {}
  for (const name of [
    ...PERSON_FIELD_ORDER,
    'email',
    'entryMonth',
    'height',
    'weight',
    'smokeYn',
    'sickCd',
    'sbjCond',
  ]) {
    labels[name] = t(`volunteer.${name}`)
  }
  PREFER_CONTACT_FIELDS.forEach((field, index) => {
    labels[field] = `${t('volunteer.preferContact')} ${t('volunteer.rank', { rank: index + 1 })}`
  })
  for (const { question, dependents } of HEALTH_QUESTIONS) {
    labels[question] = t(`volunteer.questions.${question}`)
    for (const field of dependents) labels[field] = t(`volunteer.fields.${field}`)
  }
  for (const field of ['cigarettesPerDay', 'smokeLastDate', 'sickEtc', 'disasesCd']) {
    labels[field] = t(`volunteer.fields.${field}`)
  }
  return labels
}
