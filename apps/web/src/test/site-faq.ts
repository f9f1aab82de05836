import type { PublishedFaq } from '@ctc/contract/site-faq'
import { http, HttpResponse } from 'msw'

// A published FAQ for tests (not the demo seed's).

const text = (kr: string, en = '', cn = '', jp = '') => ({ kr, en, cn, jp })

export const TEST_FAQ: PublishedFaq = {
  versionId: 7,
  categories: [
    {
      slug: 'faq',
      title: text('자주 묻는 질문', 'FAQ', '常见问题', 'よくあるご質問'),
      entries: [
        {
          question: text('참여 비용이 있나요?', 'Does it cost anything?', '参加需要费用吗？', '費用はかかりますか？'),
          answer: text('<p>없습니다.</p>', '<p>No.</p>', '<p>不需要。</p>', '<p>かかりません。</p>'),
        },
      ],
    },
    {
      slug: 'compensation',
      title: text('보상', 'Compensation', '', ''),
      entries: [
        {
          question: text('사례비는 언제 받나요?', 'When am I paid?', '', ''),
          answer: text('<p>연구가 끝난 뒤 <strong>3주 이내</strong>에 드립니다.</p>', '<p>Within 3 weeks.</p>', '', ''),
        },
      ],
    },
  ],
}

export const siteFaqHandler = (faq: PublishedFaq | null = TEST_FAQ) =>
  http.get('/api/site/faq', () => HttpResponse.json({ faq }))
