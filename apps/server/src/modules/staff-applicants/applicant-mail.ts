import { MAILED_STATUSES } from '@ctc/contract/application-status'
import { contactLine } from '../../mail/contact-line.js'
import type { Locale } from '@ctc/contract/locale'
import type { MailedStatus, StatusMailPreview } from '@ctc/contract/staff-applicants'

// Mails of the applicant pipeline. To applicants: in their language, naming the study only
// (never a health detail, nor why an application closed). To staff: Korean and English in one
// message, with counts and notice titles only, never an applicant's data.

type Mail = { subject: string; text: string }

const LINES: Record<
  Locale,
  {
    subject: string
    hello: (name: string) => string
    study: string
    history: string
    contact: string
    sign: string
  } & Record<MailedStatus, string>
> = {
  kr: {
    subject: '[임상시험센터] 임상시험 지원 진행 상황 안내',
    hello: (name) => `${name}님, 안녕하세요.`,
    study: '임상시험',
    screening_booked:
      '스크리닝 방문 일정이 잡혔습니다. 담당자가 안내해 드린 날짜와 시간에 센터를 방문해 주세요. 방문 전날 저녁부터 금식 등 안내받은 주의사항을 지켜 주시고, 일정을 바꾸셔야 하면 하루 전까지 연락해 주세요.',
    enrolled:
      '임상시험 참여가 확정되었습니다. 참여해 주셔서 감사합니다. 일정과 준비 사항은 담당자가 따로 안내해 드립니다.',
    not_eligible:
      '검토 결과 이번 임상시험에는 참여하시기 어렵게 되었습니다. 지원해 주셔서 감사드리며, 다른 임상시험에 다시 지원하실 수 있습니다.',
    declined:
      '이번 임상시험에 참여하지 않기로 하신 것으로 처리되었습니다. 언제든 다른 임상시험에 지원하실 수 있습니다.',
    no_answer: '여러 차례 연락드렸으나 닿지 않아 이번 지원은 마감되었습니다. 참여를 원하시면 센터로 연락해 주세요.',
    withdrawn: '지원이 철회되었습니다. 언제든 다른 임상시험에 지원하실 수 있습니다.',
    history: '마이페이지의 지원 내역에서도 확인하실 수 있습니다.',
    contact: contactLine('kr'),
    sign: '임상시험센터',
  },
  en: {
    subject: '[Clinical Trials Center] An update on your application',
    hello: (name) => `Dear ${name},`,
    study: 'Study',
    screening_booked:
      'Your screening visit is booked. Please come to the center on the date and at the time our staff gave you, and follow the instructions you received (such as fasting from the evening before). If you need to change the date, please tell us at least one day ahead.',
    enrolled:
      'You are enrolled in the study. Thank you for taking part. Our staff will tell you the schedule and what to prepare.',
    not_eligible:
      'After review, you cannot take part in this study. Thank you for applying; you are welcome to apply to other studies.',
    declined:
      'We have recorded that you decided not to take part in this study. You can apply to other studies at any time.',
    no_answer:
      'We tried to reach you several times without success, so this application is now closed. If you still wish to take part, please call the center.',
    withdrawn: 'Your application has been withdrawn. You can apply to other studies at any time.',
    history: 'You can also see this under Application history on My Page.',
    contact: contactLine('en'),
    sign: 'Clinical Trials Center',
  },
  cn: {
    subject: '【临床试验中心】您的报名进展通知',
    hello: (name) => `${name}，您好：`,
    study: '试验名称',
    screening_booked:
      '您的筛查访视已预约。请按工作人员告知的日期和时间来中心，并遵守所告知的注意事项（如前一天晚上开始禁食）。如需更改日期，请至少提前一天联系我们。',
    enrolled: '您已确定参加本试验，感谢您的参与。具体日程和准备事项将由工作人员另行通知。',
    not_eligible: '经审核，您无法参加本次试验。感谢您的报名，欢迎您报名参加其他试验。',
    declined: '我们已记录您决定不参加本次试验。您可以随时报名参加其他试验。',
    no_answer: '我们多次联系您未果，本次报名已结束。如仍希望参加，请致电中心。',
    withdrawn: '您的报名已撤回。您可以随时报名参加其他试验。',
    history: '您也可以在"我的页面"的报名记录中查看。',
    contact: contactLine('cn'),
    sign: '临床试验中心',
  },
  jp: {
    subject: '【臨床試験センター】お申し込みの進行状況のお知らせ',
    hello: (name) => `${name} 様`,
    study: '試験名',
    screening_booked:
      'スクリーニング来院の日程が決まりました。担当者からご案内した日時にセンターへお越しください。前日の夜からの絶食など、ご案内した注意事項をお守りください。日程の変更は前日までにご連絡ください。',
    enrolled:
      '臨床試験へのご参加が決まりました。ご協力ありがとうございます。日程と準備については担当者から別途ご案内します。',
    not_eligible:
      '検討の結果、今回の臨床試験にはご参加いただけないことになりました。お申し込みありがとうございました。ほかの臨床試験にもお申し込みいただけます。',
    declined: '今回の臨床試験に参加されないとのご意向を承りました。ほかの臨床試験にはいつでもお申し込みいただけます。',
    no_answer:
      '何度かご連絡しましたがつながらなかったため、今回のお申し込みは締め切りました。ご参加を希望される場合はセンターまでご連絡ください。',
    withdrawn: 'お申し込みを取り下げました。ほかの臨床試験にはいつでもお申し込みいただけます。',
    history: 'マイページの申し込み履歴でもご確認いただけます。',
    contact: contactLine('jp'),
    sign: '臨床試験センター',
  },
}

/** The applicant's mail for a status they are told about. */
export function statusMail(
  locale: Locale,
  status: MailedStatus,
  details: { name: string; studyTitle: string; member: boolean },
): Mail {
  const lines = LINES[locale]
  const parts = [lines.hello(details.name), `${lines.study}: ${details.studyTitle}`, lines[status]]
  if (details.member) parts.push(lines.history)
  parts.push(lines.contact, lines.sign)
  return { subject: lines.subject, text: parts.join('\n\n') }
}

/** Every status mail as this applicant would get it, for the console to show before a change. */
export function statusMailPreview(
  locale: Locale,
  details: { name: string; studyTitle: string; member: boolean },
): StatusMailPreview {
  const mails = Object.fromEntries(MAILED_STATUSES.map((status) => [status, statusMail(locale, status, details)]))
  return { language: locale, mails: mails as StatusMailPreview['mails'] }
}

/** A new application reached a notice the recipient follows. */
export function newApplicationMail(details: { studyId: number; studyTitle: string; link: string }): Mail {
  return {
    subject: `[임상시험센터 콘솔] 새 지원 접수 / New application: No. ${details.studyId}`,
    text: [
      `공고 "${details.studyTitle}"(No. ${details.studyId})에 새 지원이 접수되었습니다. 지원자 정보는 콘솔에서 확인하세요.`,
      `A new application reached the notice "${details.studyTitle}" (No. ${details.studyId}). Open the console to see it.`,
      details.link,
    ].join('\n\n'),
  }
}

/** The day's new applications, counted per notice. */
export function digestMail(details: {
  day: string
  notices: { studyId: number; title: string; count: number }[]
  link: string
}): Mail {
  const total = details.notices.reduce((sum, notice) => sum + notice.count, 0)
  const lines = details.notices.map((notice) => `- No. ${notice.studyId} ${notice.title}: ${notice.count}`)
  return {
    subject: `[임상시험센터 콘솔] ${details.day} 새 지원 ${total}건 / ${total} new applications`,
    text: [
      `지난 24시간 동안 접수된 새 지원(${details.day} 오전 8시 기준) / New applications in the 24 hours to 8:00 on ${details.day} (Korea time):`,
      lines.join('\n'),
      details.link,
    ].join('\n\n'),
  }
}
