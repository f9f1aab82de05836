import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale'
import { VISIT_CHANGE_CUTOFF_HOURS } from '@ctc/contract/visit-booking'
import { createEvent } from 'ics'
import { contactLine } from '../../mail/contact-line.js'

// The mails of a screening visit, in the applicant's language. They name the study, the time and
// the place only: no health answer leaves the site by e-mail.

type Mail = { subject: string; text: string }

/** The visit's time as a reader of the language writes it, in Korea time. */
export function visitTime(locale: Locale, startsAt: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    timeZone: 'Asia/Seoul',
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(startsAt))
}

const hours = VISIT_CHANGE_CUTOFF_HOURS

/** The invitation to book a screening visit, with the signed link. */
export function visitInvitationMail(
  locale: Locale,
  details: { name: string; studyTitle: string; link: string; days: number },
): Mail {
  const { name, studyTitle, link, days } = details
  switch (locale) {
    case 'en':
      return {
        subject: '[Clinical Trials Center] Please book your screening visit',
        text: `Dear ${name},\n\nThank you for your interest in the study "${studyTitle}". We would like to invite you to a screening visit at the Clinical Trials Center.\n\nOpen this link to choose a day and time that suit you (no login needed). The link works for ${days} days, and after you book you can use it to change or cancel your visit up to ${hours} hours before it:\n${link}\n\nThis link is for you only; please do not pass it on.\n\n${contactLine('en')}`,
      }
    case 'cn':
      return {
        subject: '【临床试验中心】请预约筛查访视',
        text: `${name}，您好：\n\n感谢您关注"${studyTitle}"试验。我们诚邀您来临床试验中心进行筛查访视。\n\n请打开以下链接选择方便的日期和时间（无需登录）。该链接${days}天内有效；预约后，最晚可在访视前${hours}小时通过同一链接更改或取消预约：\n${link}\n\n此链接仅供您本人使用，请勿转发他人。\n\n${contactLine('cn')}`,
      }
    case 'jp':
      return {
        subject: '【臨床試験センター】スクリーニング来院のご予約のお願い',
        text: `${name} 様\n\n「${studyTitle}」にご関心をお寄せいただき、ありがとうございます。臨床試験センターでのスクリーニング来院にご案内いたします。\n\n次のリンクを開き、ご都合のよい日時をお選びください（ログインは不要です）。リンクは${days}日間有効です。ご予約後は、来院の${hours}時間前まで同じリンクから日時の変更や取り消しができます。\n${link}\n\nこのリンクはご本人専用です。他の方に転送しないでください。\n\n${contactLine('jp')}`,
      }
    default:
      return {
        subject: '[임상시험센터] 스크리닝 방문 일정을 예약해 주세요',
        text: `${name}님, 안녕하세요.\n\n'${studyTitle}' 임상시험에 관심을 가져 주셔서 감사합니다. 임상시험센터 스크리닝 방문에 초대합니다.\n\n아래 링크를 열어 편하신 날짜와 시간을 골라 주세요(로그인 없이 이용할 수 있습니다). 링크는 ${days}일 동안 유효하며, 예약한 뒤에는 방문 ${hours}시간 전까지 같은 링크에서 일정을 바꾸거나 취소할 수 있습니다.\n${link}\n\n이 링크는 본인만 사용해 주시고 다른 사람에게 전달하지 마세요.\n\n${contactLine('kr')}`,
      }
  }
}

/** The booking (or its new time), with the link to change it; the calendar file goes with it. */
export function visitBookedMail(
  locale: Locale,
  details: { name: string; studyTitle: string; startsAt: string; place: string; link: string; moved: boolean },
): Mail {
  const { name, studyTitle, place, link, moved } = details
  const when = visitTime(locale, details.startsAt)
  switch (locale) {
    case 'en':
      return {
        subject: moved
          ? '[Clinical Trials Center] Your screening visit has moved'
          : '[Clinical Trials Center] Your screening visit is booked',
        text: `Dear ${name},\n\n${moved ? 'Your screening visit now takes place at this time:' : 'Your screening visit is booked:'}\n\nStudy: ${studyTitle}\nWhen: ${when} (Korea time)\nWhere: ${place}\n\nThe attached calendar file adds the visit to your calendar. We will send you a reminder the day before.\n\nTo change or cancel the visit (up to ${hours} hours before it), open:\n${link}\nAfter that, please call us.\n\n${contactLine('en')}`,
      }
    case 'cn':
      return {
        subject: moved ? '【临床试验中心】您的筛查访视时间已更改' : '【临床试验中心】筛查访视预约成功',
        text: `${name}，您好：\n\n${moved ? '您的筛查访视已改为以下时间：' : '您已成功预约筛查访视：'}\n\n试验名称：${studyTitle}\n时间：${when}（韩国时间）\n地点：${place}\n\n附件中的日历文件可将访视添加到您的日历。我们将在访视前一天发送提醒。\n\n如需更改或取消（最晚在访视前${hours}小时），请打开：\n${link}\n超过该时间请致电联系我们。\n\n${contactLine('cn')}`,
      }
    case 'jp':
      return {
        subject: moved
          ? '【臨床試験センター】スクリーニング来院の日時を変更しました'
          : '【臨床試験センター】スクリーニング来院のご予約を承りました',
        text: `${name} 様\n\n${moved ? 'スクリーニング来院の日時は次のとおり変更されました。' : 'スクリーニング来院のご予約を承りました。'}\n\n試験名：${studyTitle}\n日時：${when}（韓国時間）\n場所：${place}\n\n添付のカレンダーファイルで、来院予定をカレンダーに追加できます。前日にリマインダーをお送りします。\n\n日時の変更・取り消し（来院の${hours}時間前まで）は次のリンクから行えます。\n${link}\nそれ以降はお電話でご連絡ください。\n\n${contactLine('jp')}`,
      }
    default:
      return {
        subject: moved
          ? '[임상시험센터] 스크리닝 방문 일정이 변경되었습니다'
          : '[임상시험센터] 스크리닝 방문이 예약되었습니다',
        text: `${name}님, 안녕하세요.\n\n${moved ? '스크리닝 방문 일정이 아래와 같이 변경되었습니다.' : '스크리닝 방문이 예약되었습니다.'}\n\n임상시험: ${studyTitle}\n일시: ${when} (한국 시간)\n장소: ${place}\n\n첨부한 일정 파일로 방문 일정을 캘린더에 추가할 수 있습니다. 방문 전날 알림 메일을 보내 드립니다.\n\n일정 변경이나 취소는 방문 ${hours}시간 전까지 아래 링크에서 할 수 있습니다.\n${link}\n그 이후에는 전화로 연락해 주세요.\n\n${contactLine('kr')}`,
      }
  }
}

/** The reminder the day before. */
export function visitReminderMail(
  locale: Locale,
  details: { name: string; studyTitle: string; startsAt: string; place: string },
): Mail {
  const { name, studyTitle, place } = details
  const when = visitTime(locale, details.startsAt)
  switch (locale) {
    case 'en':
      return {
        subject: '[Clinical Trials Center] Reminder: your screening visit is tomorrow',
        text: `Dear ${name},\n\nThis is a reminder of your screening visit tomorrow.\n\nStudy: ${studyTitle}\nWhen: ${when} (Korea time)\nWhere: ${place}\n\nIf you cannot come, please call us.\n\n${contactLine('en')}`,
      }
    case 'cn':
      return {
        subject: '【临床试验中心】提醒：明天是您的筛查访视',
        text: `${name}，您好：\n\n提醒您明天的筛查访视。\n\n试验名称：${studyTitle}\n时间：${when}（韩国时间）\n地点：${place}\n\n如无法前来，请致电告知。\n\n${contactLine('cn')}`,
      }
    case 'jp':
      return {
        subject: '【臨床試験センター】明日はスクリーニング来院日です',
        text: `${name} 様\n\n明日のスクリーニング来院についてお知らせします。\n\n試験名：${studyTitle}\n日時：${when}（韓国時間）\n場所：${place}\n\nご来院が難しくなった場合は、お電話でご連絡ください。\n\n${contactLine('jp')}`,
      }
    default:
      return {
        subject: '[임상시험센터] 내일 스크리닝 방문이 있습니다',
        text: `${name}님, 안녕하세요.\n\n내일 예정된 스크리닝 방문을 알려 드립니다.\n\n임상시험: ${studyTitle}\n일시: ${when} (한국 시간)\n장소: ${place}\n\n방문이 어려우시면 전화로 알려 주세요.\n\n${contactLine('kr')}`,
      }
  }
}

/** The visit was cancelled (by the applicant's link or by the center). */
export function visitCancelledMail(
  locale: Locale,
  details: { name: string; studyTitle: string; startsAt: string },
): Mail {
  const { name, studyTitle } = details
  const when = visitTime(locale, details.startsAt)
  switch (locale) {
    case 'en':
      return {
        subject: '[Clinical Trials Center] Your screening visit is cancelled',
        text: `Dear ${name},\n\nYour screening visit for the study "${studyTitle}" on ${when} (Korea time) is cancelled.\n\nIf you would like another time, please call us or use the link of our invitation again while it still works.\n\n${contactLine('en')}`,
      }
    case 'cn':
      return {
        subject: '【临床试验中心】您的筛查访视已取消',
        text: `${name}，您好：\n\n您预约的"${studyTitle}"筛查访视（${when}，韩国时间）已取消。\n\n如需预约其他时间，请致电联系我们，或在邀请链接有效期内再次使用该链接。\n\n${contactLine('cn')}`,
      }
    case 'jp':
      return {
        subject: '【臨床試験センター】スクリーニング来院を取り消しました',
        text: `${name} 様\n\n「${studyTitle}」のスクリーニング来院（${when}、韓国時間）のご予約を取り消しました。\n\n別の日時をご希望の場合は、お電話いただくか、ご案内のリンクが有効なうちにもう一度ご利用ください。\n\n${contactLine('jp')}`,
      }
    default:
      return {
        subject: '[임상시험센터] 스크리닝 방문 예약이 취소되었습니다',
        text: `${name}님, 안녕하세요.\n\n'${studyTitle}' 스크리닝 방문 예약(${when}, 한국 시간)이 취소되었습니다.\n\n다른 일정을 원하시면 전화로 연락해 주시거나, 초대 링크가 유효한 동안 다시 이용해 주세요.\n\n${contactLine('kr')}`,
      }
  }
}

const EVENT_TITLE: Record<Locale, string> = {
  kr: '스크리닝 방문',
  en: 'Screening visit',
  cn: '筛查访视',
  jp: 'スクリーニング来院',
}

/**
 * The calendar file (RFC 5545) of a booking. One UID per booking and a sequence per move, so
 * that a calendar replaces the event when the visit moves rather than adding a second one.
 */
export function visitCalendarFile(details: {
  locale: Locale
  uid: string
  sequence: number
  studyTitle: string
  startsAt: string
  place: string
}): string {
  const { error, value } = createEvent({
    uid: details.uid,
    sequence: details.sequence,
    method: 'PUBLISH',
    title: `${EVENT_TITLE[details.locale]}: ${details.studyTitle}`,
    start: Date.parse(details.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: 1 },
    location: details.place,
    status: 'CONFIRMED',
    productId: 'ctc/visit-booking',
  })
  if (error || !value) throw error ?? new Error('calendar file not made')
  return value
}
