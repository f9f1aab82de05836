/** Public sites related to clinical trials in Korea, shown in the footer's dropdown. */
export const FAMILY_SITES = [
  { key: 'koreaClinicalTrials', url: 'https://www.koreaclinicaltrials.org' },
  { key: 'nedrug', url: 'https://nedrug.mfds.go.kr' },
  { key: 'konect', url: 'https://www.konect.or.kr' },
  { key: 'cris', url: 'https://cris.nih.go.kr' },
  { key: 'mohw', url: 'https://www.mohw.go.kr' },
] as const
