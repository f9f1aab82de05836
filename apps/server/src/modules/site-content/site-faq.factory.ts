import type { FaqCategory, FaqEntry, SiteFaq } from '@ctc/contract/site-faq'

// An FAQ for tests, unlike the demo seed's.

const text = (kr: string, en = '', cn = '', jp = '') => ({ kr, en, cn, jp })

export function buildFaqEntry(overrides: Partial<FaqEntry> = {}): FaqEntry {
  return {
    question: text('주차할 수 있나요?', 'Can I park?', '可以停车吗？', '駐車できますか？'),
    answer: text('<p>네, 지하 주차장을 이용하세요.</p>', '<p>Yes, in the basement car park.</p>', '', ''),
    ...overrides,
  }
}

export function buildFaqCategory(overrides: Partial<FaqCategory> = {}): FaqCategory {
  return { slug: 'visit', title: text('방문', 'Visiting'), entries: [buildFaqEntry()], ...overrides }
}

export function buildFaq(categories: FaqCategory[] = [buildFaqCategory()]): SiteFaq {
  return { categories }
}
