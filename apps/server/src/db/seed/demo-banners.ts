import type { SiteBanners } from '@ctc/contract/site-banners'
import { DEMO_IDENTITY } from './demo-identity.js'

// The demo center's home banners, published by the demo seed: an information day in December 2026
// (shown until its day), the phone consultation hours (always), and the year-end closing (shown
// from 21 December). Links to the site's pages are written for Korean; the home page sends each
// visitor to the page in their own language.

const phone = DEMO_IDENTITY.phone

export const DEMO_BANNERS: SiteBanners = {
  banners: [
    {
      title: {
        kr: '12월 9일(수) 임상시험 참여 설명회',
        en: 'Information session on taking part in a trial: Wednesday 9 December',
        cn: '12月9日（周三）临床试验参与说明会',
        jp: '12月9日（水）治験参加説明会',
      },
      text: {
        kr: '오후 2시, 본관 3층 임상시험센터 세미나실. 참여 절차와 안전 관리, 보상에 대해 연구진이 직접 설명하고 질문에 답합니다. 사전 신청 없이 오시면 됩니다.',
        en: '2 pm in the seminar room of the Clinical Trials Center, 3rd floor, Main Building. Our research team explains how taking part works, how your safety is looked after and how you are compensated, and answers your questions. No need to register: just come along.',
        cn: '下午2点，本馆3层临床试验中心研讨室。研究团队将亲自介绍参与流程、安全管理和补偿，并解答您的问题。无需预约，欢迎直接前来。',
        jp: '午後2時、本館3階 臨床試験センター セミナー室にて。参加の流れ、安全管理、謝礼について研究スタッフが直接ご説明し、ご質問にお答えします。事前申し込みは不要です。',
      },
      link: '/kr/about/process',
      linkLabel: {
        kr: '참여 절차 보기',
        en: 'How taking part works',
        cn: '查看参与流程',
        jp: '参加の流れを見る',
      },
      startsOn: null,
      endsOn: '2026-12-09',
    },
    {
      title: {
        kr: '전화 상담 안내',
        en: 'Talk to us by phone',
        cn: '电话咨询',
        jp: 'お電話でのご相談',
      },
      text: {
        kr: `평일 오전 9시부터 오후 6시까지(점심시간 12시~1시 제외) ${phone}에서 연구 참여에 관한 궁금한 점을 상담해 드립니다.`,
        en: `Questions about taking part in a study? Call us on ${phone} on weekdays from 9 am to 6 pm (except 12 to 1 pm).`,
        cn: `如对参与研究有任何疑问，请于工作日上午9点至下午6点（中午12点至1点除外）致电 ${phone}。`,
        jp: `研究への参加についてのご質問は、平日午前9時から午後6時まで（12時〜13時を除く）、${phone}までお電話ください。`,
      },
      link: '/kr/contact/faq',
      linkLabel: {
        kr: '자주 묻는 질문',
        en: 'Frequently asked questions',
        cn: '常见问题',
        jp: 'よくあるご質問',
      },
      startsOn: null,
      endsOn: null,
    },
    {
      title: {
        kr: '연말연시 휴무 안내',
        en: 'Closed over the New Year',
        cn: '元旦休息通知',
        jp: '年末年始休業のお知らせ',
      },
      text: {
        kr: '12월 31일(목)과 1월 1일(금)에는 센터가 쉽니다. 이 기간에 접수된 신청과 문의는 1월 4일(월)부터 차례로 연락드립니다.',
        en: 'The center is closed on Thursday 31 December and Friday 1 January. We will get back to you about applications and questions sent during those days from Monday 4 January.',
        cn: '本中心12月31日（周四）和1月1日（周五）休息。休息期间收到的申请和咨询将从1月4日（周一）起依次回复。',
        jp: '12月31日（木）と1月1日（金）はセンターを休業いたします。期間中にいただいたお申し込みとお問い合わせには、1月4日（月）から順にご連絡いたします。',
      },
      link: '',
      linkLabel: { kr: '', en: '', cn: '', jp: '' },
      startsOn: '2026-12-21',
      endsOn: '2027-01-01',
    },
  ],
}
