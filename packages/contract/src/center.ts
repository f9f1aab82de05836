/** The center's contact line and address, shown on pages and in e-mails (spec: weekdays 9:00 to 18:00). */
export const CENTER_CONTACT = {
  phone: '02-741-4221',
  phoneHref: 'tel:+82-2-741-4221',
  email: 'ctc@mnuh.or.kr',
} as const

/**
 * The hospital's public KakaoTalk channel, the messenger Korean hospitals use for 1:1 chat:
 * the home banner's link when the server sets no CHAT_CHANNEL_URL.
 */
export const DEFAULT_CHAT_CHANNEL_URL = 'https://pf.kakao.com/_ctcvolunteer/chat'

/**
 * The center's name in each locale, as the web catalogs' `site.name` write it (a web test keeps
 * the two equal): the server puts it in page titles and structured data.
 */
export const CENTER_NAMES = {
  kr: '명륜대학교병원 임상시험센터',
  en: 'Myeongnyun University Hospital Clinical Trials Center',
  cn: '明伦大学医院临床试验中心',
  jp: '明倫大学病院 臨床試験センター',
} as const
