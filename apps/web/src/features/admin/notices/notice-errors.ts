import type { TFunction } from 'i18next'
import type { FieldErrors } from 'react-hook-form'
import type { SummaryItem } from '../../../components/form/error-summary'
import type { NoticeFormValues } from './notice-form-values'

/** The form's errors for the summary, nested texts included, each named by its field (and locale). */
export function flattenErrors(errors: FieldErrors<NoticeFormValues>, t: TFunction<'admin'>): SummaryItem[] {
  const items: SummaryItem[] = []
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return
    const message = (node as { message?: unknown }).message
    if (typeof message === 'string' && message) {
      items.push({ name: path.join('.'), label: labelOf(path, t), message })
      return
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref' && key !== 'type' && key !== 'types') walk(child, [...path, key])
    }
  }
  walk(errors, [])
  return items
}

function labelOf(path: string[], t: TFunction<'admin'>): string {
  const [first, locale, field] = path
  if (first === 'texts' && locale && field) {
    return t('noticeForm.textLabel', { field: t(`noticeForm.text.${field}`), locale: t(`locales.${locale}`) })
  }
  return t(`noticeForm.labels.${path.join('.')}`, { defaultValue: path.join('.') })
}
