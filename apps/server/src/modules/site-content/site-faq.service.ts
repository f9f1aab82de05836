import { LOCALES } from '@ctc/contract/locale-codes'
import { type SiteFaq, SiteFaqSchema } from '@ctc/contract/site-faq'
import { AppError } from '../../errors.js'
import { sanitizeDetails } from '../studies/studies.service.js'
import { showsText, versionedContent } from './versioned-content.js'

// The FAQ as versioned content (issue 28). Answers are rich text sanitized as notices are.

/** The FAQ as stored: answers sanitized, and a locale whose answer shows nothing left empty (shown in Korean). */
function stored(faq: SiteFaq): SiteFaq {
  return {
    categories: faq.categories.map((category, c) => ({
      ...category,
      entries: category.entries.map((entry, e) => {
        const answer = { kr: '', en: '', cn: '', jp: '' }
        for (const locale of LOCALES) {
          const html = sanitizeDetails(entry.answer[locale])
          answer[locale] = showsText(html) ? html : ''
        }
        if (answer.kr === '') {
          throw new AppError(
            400,
            'VALIDATION_FAILED',
            `The Korean answer of entry ${e + 1} of category ${c + 1} is empty`,
          )
        }
        return { ...entry, answer }
      }),
    })),
  }
}

export const faqContent = versionedContent<SiteFaq>({
  kind: 'faq',
  // Publications and drafts of the FAQ one after another on PostgreSQL (another number than the identity's).
  lock: 0x517e_fa01,
  schema: SiteFaqSchema,
  store: stored,
  actions: { draft: 'site.faq_draft', publish: 'site.faq_publish', restore: 'site.faq_restore' },
  label: 'FAQ',
})
