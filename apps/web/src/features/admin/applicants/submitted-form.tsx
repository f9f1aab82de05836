import type { CodeGroup } from '@ctc/contract/codes'
import { HEALTH_QUESTIONS, PREFER_CONTACT_FIELDS } from '@ctc/contract/volunteer-form'
import { useTranslation } from 'react-i18next'
import { HEALTH_BASICS_ORDER } from '../../../components/volunteer-form/volunteer-form'
import { formatDate } from '../../../lib/dates'
import { useCodeList } from '../../../lib/use-code-list'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'

// The application as submitted, in words: labels of the volunteer form, codes as their names,
// yes and no as words, dates in the console's language. Fields left empty are not shown.

const CODED: Record<string, CodeGroup> = {
  joinPath: 'joinPathCd',
  sbjTy: 'sbjTyCd',
  entryMonth: 'entryMonth',
  smokeYn: 'smokeYn',
  sickCd: 'sickCd',
  sbjCond: 'sbjCondCd',
  disasesCd: 'disasesCd',
  ...Object.fromEntries(
    PREFER_CONTACT_FIELDS.map((field, index) => [field, `preferContactCd${index + 1}` as CodeGroup]),
  ),
}
const PERSON = ['name', 'email', 'gender', 'birth', 'mobile', 'otherContact', 'address', 'nationality', 'joinPath']
const PROFILE = ['sbjTy', 'entryMonth', ...HEALTH_BASICS_ORDER]
const DATE = /^\d{4}-\d{2}-\d{2}$/

export function SubmittedForm({ form }: { form: Record<string, string | number> }) {
  const { t } = useTranslation(['form', 'admin'])
  const { locale } = useConsoleLocale()
  const codes: Partial<Record<CodeGroup, { code: string; label: string }[]>> = {
    joinPathCd: useCodeList('joinPathCd', locale),
    sbjTyCd: useCodeList('sbjTyCd', locale),
    entryMonth: useCodeList('entryMonth', locale),
    smokeYn: useCodeList('smokeYn', locale),
    sickCd: useCodeList('sickCd', locale),
    sbjCondCd: useCodeList('sbjCondCd', locale),
    disasesCd: useCodeList('disasesCd', locale),
    preferContactCd1: useCodeList('preferContactCd1', locale),
    preferContactCd2: useCodeList('preferContactCd2', locale),
    preferContactCd3: useCodeList('preferContactCd3', locale),
    preferContactCd4: useCodeList('preferContactCd4', locale),
    preferContactCd5: useCodeList('preferContactCd5', locale),
  }
  const label = (field: string): string => {
    const rank = PREFER_CONTACT_FIELDS.indexOf(field as (typeof PREFER_CONTACT_FIELDS)[number])
    if (rank >= 0) return `${t('form:volunteer.preferContact')} ${t('form:volunteer.rank', { rank: rank + 1 })}`
    const key = [`form:volunteer.${field}`, `form:volunteer.fields.${field}`, `form:volunteer.questions.${field}`].find(
      (candidate) => t(candidate, { defaultValue: '' }) !== '',
    )
    return key ? t(key) : field
  }
  const show = (field: string, value: string | number): string => {
    const group = CODED[field]
    if (group) return codes[group]?.find((item) => item.code === value)?.label ?? String(value)
    if (field === 'gender') return value === 'M' ? t('form:volunteer.male') : t('form:volunteer.female')
    if (value === 'Y' || value === 'N') return value === 'Y' ? t('form:yes') : t('form:no')
    if (typeof value === 'string' && DATE.test(value)) return formatDate(locale, value)
    return String(value)
  }
  const fields = [
    ...PERSON,
    ...PREFER_CONTACT_FIELDS,
    ...PROFILE,
    ...HEALTH_QUESTIONS.flatMap(({ question, dependents }) => [question, ...dependents]),
  ]
  const shown = fields.filter((field) => form[field] !== undefined && form[field] !== '')
  return (
    <dl className={styles.definitions}>
      {shown.map((field) => (
        <div key={field}>
          <dt>{label(field)}</dt>
          <dd>{show(field, form[field] ?? '')}</dd>
        </div>
      ))}
    </dl>
  )
}
