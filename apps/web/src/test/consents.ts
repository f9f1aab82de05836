import { isLocale } from '@ctc/contract/locale'
import { http, HttpResponse } from 'msw'
import en from '../locales/en/account.json'
import ja from '../locales/ja/account.json'
import ko from '../locales/ko/account.json'
import zh from '../locales/zh/account.json'

const CATALOGS = { kr: ko, en, cn: zh, jp: ja }

/** The optional alerts consent as the server gives it (My Page's contact section shows these words). */
export const ALERTS_CONSENT = {
  kind: 'alerts' as const,
  version: '2026-11-26',
  required: false,
  effectiveAt: '2025-12-31T15:00:00.000Z',
  title: 'Consent to e-mail alerts about matching trials (optional)',
  text: 'Purpose: e-mailing you new recruitment notices that match your volunteer profile.',
}

/**
 * `GET /api/{lang}/consents/current`: the first versions of the consents, whose words the server's
 * migration took from these catalogs. Every test has it, as every sign-up page asks for it.
 */
export const currentConsentsHandler = http.get('/api/:lang/consents/current', ({ params }) => {
  const lang = String(params.lang)
  if (!isLocale(lang))
    return HttpResponse.json({ error: { code: 'VALIDATION_FAILED', message: 'lang' } }, { status: 400 })
  const consent = CATALOGS[lang].consent
  return HttpResponse.json({
    dataList: [
      ...(['privacy', 'sensitive'] as const).map((kind) => ({
        kind,
        version: '2026-11-22',
        required: true,
        effectiveAt: '2025-12-31T15:00:00.000Z',
        title: consent[kind].title,
        text: consent[kind].text,
      })),
      { ...ALERTS_CONSENT, title: `${ALERTS_CONSENT.title} (${lang})` },
    ],
  })
})
