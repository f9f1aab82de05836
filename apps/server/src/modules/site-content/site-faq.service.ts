import { LOCALES } from '@ctc/contract/locale-codes'
import { type SiteFaq, type SiteFaqAdminResponse, SiteFaqSchema } from '@ctc/contract/site-faq'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { sanitizeDetails } from '../studies/studies.service.js'
import type { SiteContentContext } from './site-content.service.js'
import { type ConsoleView, showsText, versionedContent } from './versioned-content.js'

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

const faqContent = versionedContent<SiteFaq>({
  kind: 'faq',
  // Publications and drafts of the FAQ one after another on PostgreSQL (another number than the identity's).
  lock: 0x517e_fa01,
  schema: SiteFaqSchema,
  store: stored,
  actions: { draft: 'site.faq_draft', publish: 'site.faq_publish', restore: 'site.faq_restore' },
  label: 'FAQ',
})

const response = ({ published, draft, versions }: ConsoleView<SiteFaq>): SiteFaqAdminResponse => ({
  faq: published,
  draft,
  versions,
})

/** The published FAQ, or null when none was ever published. */
export const readFaq = faqContent.read

/** The FAQ, its draft and its publications, as the console edits them. */
export async function faqForConsole(db: Db): Promise<SiteFaqAdminResponse> {
  return response(await faqContent.forConsole(db))
}

/** Saves the FAQ's draft over the previous one (coordinators, admins, privacy officers). */
export async function saveFaqDraft(ctx: SiteContentContext, faq: SiteFaq): Promise<SiteFaqAdminResponse> {
  return response(await faqContent.saveDraft(ctx, faq))
}

/** Publishes the saved draft, as saved at `draftSavedAt`; the publication it replaces is kept. */
export async function publishFaqDraft(ctx: SiteContentContext, draftSavedAt: string): Promise<SiteFaqAdminResponse> {
  return response(await faqContent.publishDraft(ctx, draftSavedAt))
}

/** Publishes a copy of an earlier publication, which becomes the current one; the draft stays. */
export async function restoreFaq(ctx: SiteContentContext, versionId: number): Promise<SiteFaqAdminResponse> {
  return response(await faqContent.restore(ctx, versionId))
}
