import { LANGUAGE_TAGS, LOCALES, type Locale } from '@ctc/contract/locale'
import { sitePath } from '@ctc/contract/public-pages'
import type { PublishedIdentity } from '@ctc/contract/site-content'
import { inLocale } from '@ctc/contract/site-identity'
import type { StudyDetail, StudyStatus } from '@ctc/contract/studies'
import type { PageHead } from '../../plugins/web-app.js'

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON inside a script element: `<` escaped so that no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The notice's URL in a locale, relative to the site. */
export const noticePath = (locale: Locale, studyId: number) =>
  `${sitePath('recruitmentView', locale)}?studyId=${studyId}`

// schema.org's MedicalStudyStatus for each recruitment status.
const TRIAL_STATUS: Record<StudyStatus, string> = {
  upcoming: 'https://schema.org/NotYetRecruiting',
  open: 'https://schema.org/Recruiting',
  closed: 'https://schema.org/ActiveNotRecruiting',
}

const GENDER: Record<StudyDetail['gender'], string | undefined> = { A: undefined, M: 'male', F: 'female' }

/** Who may take part, in the words of the notice and its numbers: schema.org's `population`. */
function population(study: StudyDetail): string {
  const ages =
    study.ageMin !== null || study.ageMax !== null ? `age ${study.ageMin ?? ''}-${study.ageMax ?? ''}` : undefined
  return [study.volunteerType, study.targetPatient, ages, GENDER[study.gender]].filter(Boolean).join('; ')
}

/** schema.org `MedicalTrial` of a notice: phase, condition, who may take part, status, the center. */
export function medicalTrial(
  study: StudyDetail,
  locale: Locale,
  publicUrl: string,
  identity: PublishedIdentity | null,
) {
  const condition = study.disasesName ?? (study.targetDisease || undefined)
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalTrial',
    name: study.title,
    url: publicUrl + noticePath(locale, study.studyId),
    inLanguage: LANGUAGE_TAGS[study.fallbackLocale ?? locale],
    ...(study.phase ? { phase: /^\d$/.test(study.phase) ? `Phase ${study.phase}` : study.phase } : {}),
    ...(condition ? { healthCondition: { '@type': 'MedicalCondition', name: condition } } : {}),
    ...(population(study) ? { population: population(study) } : {}),
    status: TRIAL_STATUS[study.status],
    ...(study.researchStart ? { startDate: study.researchStart } : {}),
    ...(study.researchEnd ? { endDate: study.researchEnd } : {}),
    ...(identity
      ? {
          location: {
            '@type': 'Hospital',
            name: inLocale(identity.name, locale).text,
            telephone: identity.phone,
            ...(identity.email ? { email: identity.email } : {}),
          },
        }
      : {}),
  }
}

/**
 * What the server puts in a notice page's head before any script runs: its title, description,
 * canonical and hreflang links (marked as the web app's, which keeps them up to date), and its
 * JSON-LD; and a readable summary for browsers without JavaScript.
 */
export function noticeHead(
  study: StudyDetail,
  locale: Locale,
  publicUrl: string,
  identity: PublishedIdentity | null,
): PageHead {
  const center = identity ? inLocale(identity.name, locale).text : undefined
  const title = center ? `${study.title} | ${center}` : study.title
  const period = `${study.recruitStart} ~ ${study.recruitEnd}`
  const description = [study.title, study.disasesName, period].filter(Boolean).join(' · ')
  const links = LOCALES.map(
    (other) =>
      `<link rel="alternate" hreflang="${LANGUAGE_TAGS[other]}" href="${escapeHtml(publicUrl + noticePath(other, study.studyId))}" data-page-metadata>`,
  )
  links.push(
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(publicUrl + noticePath('kr', study.studyId))}" data-page-metadata>`,
  )
  const head = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(publicUrl + noticePath(locale, study.studyId))}" data-page-metadata>`,
    ...links,
    `<script type="application/ld+json">${scriptJson(medicalTrial(study, locale, publicUrl, identity))}</script>`,
  ].join('\n    ')
  const noscript = [
    `<article lang="${LANGUAGE_TAGS[study.fallbackLocale ?? locale]}">`,
    `<h1>${escapeHtml(study.title)}</h1>`,
    ...(identity && center ? [`<p>${escapeHtml(center)} · ${escapeHtml(identity.phone)}</p>`] : []),
    `<p>${escapeHtml(period)}</p>`,
    ...(study.disasesName ? [`<p>${escapeHtml(study.disasesName)}</p>`] : []),
    ...(population(study) ? [`<p>${escapeHtml(population(study))}</p>`] : []),
    // Sanitized by the server when it was written.
    study.detailsHtml,
    '</article>',
  ].join('')
  return { lang: LANGUAGE_TAGS[locale], title: escapeHtml(title), head, noscript }
}
