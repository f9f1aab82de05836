import type { PublicPrescreen } from '@ctc/contract/prescreen'
import { http, HttpResponse } from 'msw'

/** A notice's own questions as the server gives them; by default a notice asks none. */
export function prescreenHandler(prescreen: PublicPrescreen | null = null) {
  return http.get('/api/:lang/recruit/prescreen', () => HttpResponse.json({ data: prescreen }))
}

/** Three questions: yes/no, one choice, and a number asked only of daily smokers. */
export const PRESCREEN: PublicPrescreen = {
  versionId: 7,
  questions: [
    { key: 'anticoag', kind: 'yes_no', text: 'Have you taken an anticoagulant in the last 3 months?', showIf: null },
    {
      key: 'smoker',
      kind: 'single',
      text: 'Do you smoke?',
      showIf: null,
      options: [
        { key: 'never', label: 'Never' },
        { key: 'daily', label: 'Every day' },
      ],
    },
    {
      key: 'cigarettes',
      kind: 'number',
      text: 'How many cigarettes a day?',
      showIf: { question: 'smoker', answer: 'daily' },
      unit: 'cigarettes',
      min: 1,
      max: 80,
      decimals: 0,
    },
  ],
}
