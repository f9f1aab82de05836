/** The FAQ tabs of the spec, in order; their ids are also the `?tab=` values. */
export const FAQ_TOPICS = ['faq', 'trial', 'compensation', 'application', 'screening', 'hospitalization'] as const
export type FaqTopic = (typeof FAQ_TOPICS)[number]

/** The topic named in the URL; an absent or unknown value opens the first tab. */
export function parseFaqTopic(value: string | null): FaqTopic {
  return (FAQ_TOPICS as readonly (string | null)[]).includes(value) ? (value as FaqTopic) : 'faq'
}

/**
 * One question and its answer; paragraphs of the answer are separated by a line break.
 * The catalogs' shape is checked by the tests (FaqItemsSchema), not in the browser.
 */
export interface FaqItem {
  q: string
  a: string
}
