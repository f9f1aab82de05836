import { LOCALES, type Locale, LANGUAGE_TAGS } from '@ctc/contract/locale-codes'
import { NOTICE_BOUNDS, PHASES } from '@ctc/contract/staff-notices'
import { StudyConditionSchema } from '@ctc/contract/studies'
import { Suspense, lazy, useId } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldId } from '../../../components/form/form-fields'
import { useCodeList } from '../../../lib/use-code-list'
import { useConsoleLocale } from '../shell/console-locale'
import { DateInput, NumberInput, RadioInput, SelectInput, useNoticeFieldError } from './notice-fields'
import { type NoticeFormValues, TEXT_FIELDS } from './notice-form-values'
import consoleStyles from '../console.module.css'
import fieldStyles from '../../../components/form/form.module.css'
import styles from './notice-form.module.css'

const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })))

const LONG_FIELDS = new Set(['targetDisease', 'medicalHistory', 'targetPatient', 'extraInfo'])

/** Every field of a notice: classification, eligibility bounds, dates, and the four locales' texts. */
export function NoticeFields() {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const diseases = useCodeList('disasesCd', locale)
  const cancers = useCodeList('cencerCd', locale)
  const range = (bounds: { min: number; max: number }) => t('noticeForm.range', bounds)
  const toOptions = (codes: { code: string; label: string }[]) => codes.map((c) => ({ value: c.code, label: c.label }))

  return (
    <>
      <section className={consoleStyles.panel} aria-labelledby="notice-basics">
        <h2 id="notice-basics">{t('noticeForm.basics')}</h2>
        <div className={styles.grid}>
          <RadioInput
            name="condition"
            label={t('noticeForm.condition')}
            options={StudyConditionSchema.options.map((code) => ({
              value: code,
              label: t(`notices.condition.${code}`),
            }))}
          />
          <SelectInput
            name="diseaseCode"
            label={t('noticeForm.disease')}
            emptyLabel={t('noticeForm.none')}
            options={toOptions(diseases)}
          />
          <SelectInput
            name="cancerCode"
            label={t('noticeForm.cancer')}
            emptyLabel={t('noticeForm.none')}
            options={toOptions(cancers)}
          />
          <RadioInput
            name="applyMethod"
            label={t('noticeForm.applyMethod')}
            options={(['online', 'phone'] as const).map((value) => ({
              value,
              label: t(`noticeForm.applyMethods.${value}`),
            }))}
          />
          <SelectInput
            name="phase"
            label={t('noticeForm.phase')}
            emptyLabel={t('noticeForm.none')}
            options={PHASES.map((phase) => ({ value: phase, label: t(`noticeForm.phases.${phase}`) }))}
          />
          <NumberInput name="rewardWon" label={t('noticeForm.reward')} />
        </div>
        <p className={styles.hint}>{t('noticeForm.cancerHint')}</p>
      </section>

      <section className={consoleStyles.panel} aria-labelledby="notice-dates">
        <h2 id="notice-dates">{t('noticeForm.dates')}</h2>
        <div className={styles.grid}>
          <DateInput name="recruitStart" label={t('noticeForm.recruitStart')} required />
          <DateInput name="recruitEnd" label={t('noticeForm.recruitEnd')} required />
          <DateInput name="researchStart" label={t('noticeForm.researchStart')} />
          <DateInput name="researchEnd" label={t('noticeForm.researchEnd')} />
        </div>
      </section>

      <section className={consoleStyles.panel} aria-labelledby="notice-eligibility">
        <h2 id="notice-eligibility">{t('noticeForm.eligibility')}</h2>
        <p className={styles.hint}>{t('noticeForm.boundsHint')}</p>
        <div className={styles.grid}>
          <RadioInput
            name="gender"
            label={t('noticeForm.gender')}
            options={(['A', 'M', 'F'] as const).map((value) => ({ value, label: t(`noticeForm.genders.${value}`) }))}
          />
          <SmokerInput />
          <RadioInput
            name="historyRule"
            label={t('noticeForm.history')}
            options={(['any', 'none', 'yes'] as const).map((value) => ({
              value,
              label: t(`noticeForm.historyRules.${value}`),
            }))}
          />
          <NumberInput name="termMonths" label={`${t('noticeForm.termMonths')} (${range(NOTICE_BOUNDS.termMonths)})`} />
          <NumberInput name="ageMin" label={`${t('noticeForm.ageMin')} (${range(NOTICE_BOUNDS.age)})`} />
          <NumberInput name="ageMax" label={t('noticeForm.ageMax')} />
          <NumberInput
            name="heightMin"
            step="0.1"
            label={`${t('noticeForm.heightMin')} (${range(NOTICE_BOUNDS.heightCm)})`}
          />
          <NumberInput name="heightMax" step="0.1" label={t('noticeForm.heightMax')} />
          <NumberInput
            name="weightMin"
            step="0.1"
            label={`${t('noticeForm.weightMin')} (${range(NOTICE_BOUNDS.weightKg)})`}
          />
          <NumberInput name="weightMax" step="0.1" label={t('noticeForm.weightMax')} />
          <NumberInput name="bmiMin" step="0.1" label={`${t('noticeForm.bmiMin')} (${range(NOTICE_BOUNDS.bmi)})`} />
          <NumberInput name="bmiMax" step="0.1" label={t('noticeForm.bmiMax')} />
        </div>
      </section>

      <section className={consoleStyles.panel} aria-labelledby="notice-texts">
        <h2 id="notice-texts">{t('noticeForm.texts')}</h2>
        <p className={styles.hint}>{t('noticeForm.textsHint')}</p>
        <LocaleTexts />
      </section>
    </>
  )
}

function SmokerInput() {
  const { t } = useTranslation('admin')
  const { control } = useFormContext<NoticeFormValues>()
  return (
    <Controller
      control={control}
      name="smokerAllowed"
      render={({ field }) => (
        <fieldset className={styles.radioGroup}>
          <legend className={fieldStyles.label}>{t('noticeForm.smoker')}</legend>
          <div className={styles.radios}>
            {[true, false].map((value) => (
              <label key={String(value)}>
                <input
                  type="radio"
                  name={field.name}
                  id={value ? fieldId(field.name) : undefined}
                  checked={field.value === value}
                  onChange={() => field.onChange(value)}
                  onBlur={field.onBlur}
                />
                {value ? t('noticeForm.smokerAllowed') : t('noticeForm.smokerNotAllowed')}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  )
}

/** The texts of the four locales side by side, one row per field; Korean is required. */
function LocaleTexts() {
  const { t } = useTranslation('admin')
  const { register } = useFormContext<NoticeFormValues>()
  return (
    <>
      <div className={styles.textGrid} role="group" aria-label={t('noticeForm.texts')}>
        <span aria-hidden="true" />
        {LOCALES.map((code) => (
          <span key={code} className={styles.localeHead} aria-hidden="true">
            {t(`locales.${code}`)}
            {code === 'kr' && ' *'}
          </span>
        ))}
        {TEXT_FIELDS.map((field) => (
          <TextRow key={field} field={field} register={register} />
        ))}
      </div>
      <div className={styles.detailsGrid}>
        {LOCALES.map((code) => (
          <DetailsEditor key={code} code={code} />
        ))}
      </div>
    </>
  )
}

function TextRow({
  field,
  register,
}: {
  field: (typeof TEXT_FIELDS)[number]
  register: ReturnType<typeof useFormContext<NoticeFormValues>>['register']
}) {
  const { t } = useTranslation('admin')
  return (
    <>
      <span className={styles.rowHead} aria-hidden="true">
        {t(`noticeForm.text.${field}`)}
      </span>
      {LOCALES.map((code) => (
        <TextCell key={code} code={code} field={field} register={register} />
      ))}
    </>
  )
}

function TextCell({
  code,
  field,
  register,
}: {
  code: Locale
  field: (typeof TEXT_FIELDS)[number]
  register: ReturnType<typeof useFormContext<NoticeFormValues>>['register']
}) {
  const { t } = useTranslation('admin')
  const name = `texts.${code}.${field}` as const
  const { message, errorId, describedBy } = useNoticeFieldError(name)
  const required = code === 'kr' && field === 'title'
  const props = {
    id: fieldId(name),
    lang: LANGUAGE_TAGS[code],
    className: styles.input,
    'aria-invalid': message ? (true as const) : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    ...register(name),
  }
  return (
    <div className={styles.cell}>
      <label htmlFor={props.id} className="visually-hidden">
        {t('noticeForm.textLabel', { field: t(`noticeForm.text.${field}`), locale: t(`locales.${code}`) })}
        {required && ` (${t('noticeForm.required')})`}
      </label>
      {LONG_FIELDS.has(field) ? <textarea rows={3} {...props} /> : <input {...props} />}
      {message && (
        <p id={errorId} className={fieldStyles.error}>
          {message}
        </p>
      )}
    </div>
  )
}

function DetailsEditor({ code }: { code: Locale }) {
  const { t } = useTranslation('admin')
  const { control } = useFormContext<NoticeFormValues>()
  const labelId = useId()
  const name = `texts.${code}.detailsHtml` as const
  const { message, errorId, describedBy } = useNoticeFieldError(name)
  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {t('noticeForm.textLabel', { field: t('noticeForm.text.detailsHtml'), locale: t(`locales.${code}`) })}
      </span>
      <Suspense fallback={<p role="status">{t('console.loading')}</p>}>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <RichTextEditor
              labelledBy={labelId}
              describedBy={describedBy}
              lang={LANGUAGE_TAGS[code]}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </Suspense>
      {message && (
        <p id={errorId} className={fieldStyles.error}>
          {message}
        </p>
      )}
    </div>
  )
}
