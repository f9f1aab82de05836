import { z } from 'zod'

/** The FAQ tabs of the spec, in order; their ids are also the `?tab=` values. */
export const FAQ_TOPICS = ['faq', 'trial', 'compensation', 'application', 'screening', 'hospitalization'] as const
export type FaqTopic = (typeof FAQ_TOPICS)[number]

const FaqTopicSchema = z.enum(FAQ_TOPICS)

/** The topic named in the URL; an absent or unknown value opens the first tab. */
export function parseFaqTopic(value: string | null): FaqTopic {
  const parsed = FaqTopicSchema.safeParse(value)
  return parsed.success ? parsed.data : 'faq'
}

/** One question and its answer; paragraphs of the answer are separated by a line break. */
export const FaqItemSchema = z.object({ q: z.string(), a: z.string() })
export type FaqItem = z.infer<typeof FaqItemSchema>

export const FaqItemsSchema = z.array(FaqItemSchema)
