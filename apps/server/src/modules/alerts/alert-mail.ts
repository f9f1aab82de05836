import { contactLine } from '../../mail/contact-line.js'
import type { Locale } from '@ctc/contract/locale'

export interface AlertNotice {
  title: string
  link: string
}

const list = (notices: AlertNotice[]) => notices.map((notice) => `- ${notice.title}\n  ${notice.link}`).join('\n\n')

/** The alert of new notices that match the member's volunteer profile, in their language. */
export function alertMail(
  locale: Locale,
  details: { name: string; notices: AlertNotice[]; settingsLink: string; unsubscribeLink: string },
): { subject: string; text: string } {
  const { name, notices, settingsLink, unsubscribeLink } = details
  const items = list(notices)
  switch (locale) {
    case 'en':
      return {
        subject: `[Clinical Trials Center] ${notices.length === 1 ? 'A new study' : `${notices.length} new studies`} that may suit you`,
        text: `Dear ${name},\n\nThese new studies match the volunteer profile you gave us:\n\n${items}\n\nYou receive this e-mail because you turned on study alerts on My Page. Change how often they come or pause them here:\n${settingsLink}\n\nStop these alerts with one click (no login needed):\n${unsubscribeLink}\n\n${contactLine('en')}`,
      }
    case 'cn':
      return {
        subject: `【临床试验中心】${notices.length === 1 ? '有一项' : `有 ${notices.length} 项`}可能适合您的新临床试验`,
        text: `${name}，您好：\n\n以下新临床试验符合您登记的志愿者信息：\n\n${items}\n\n您收到本邮件，是因为您在"我的页面"中开启了临床试验提醒。如需更改接收频率或暂停提醒，请访问：\n${settingsLink}\n\n一键取消提醒（无需登录）：\n${unsubscribeLink}\n\n${contactLine('cn')}`,
      }
    case 'jp':
      return {
        subject: `【臨床試験センター】ご希望に合う新しい臨床試験${notices.length === 1 ? 'のお知らせ' : `（${notices.length}件）のお知らせ`}`,
        text: `${name} 様\n\nご登録のボランティア情報に合う新しい臨床試験があります。\n\n${items}\n\nこのメールは、マイページで臨床試験のお知らせを受け取る設定にされた方にお送りしています。受け取る頻度の変更や一時停止はこちらから:\n${settingsLink}\n\nワンクリックで配信を停止できます（ログイン不要）:\n${unsubscribeLink}\n\n${contactLine('jp')}`,
      }
    default:
      return {
        subject: `[임상시험센터] 회원님께 맞는 새 임상시험${notices.length === 1 ? '' : ` ${notices.length}건`} 안내`,
        text: `${name}님, 안녕하세요.\n\n등록하신 지원자 정보에 맞는 새 임상시험이 있습니다.\n\n${items}\n\n마이페이지에서 임상시험 알림 받기를 선택하셔서 보내 드리는 메일입니다. 받는 주기를 바꾸거나 잠시 멈추시려면:\n${settingsLink}\n\n한 번의 클릭으로 알림을 그만 받으실 수 있습니다(로그인 필요 없음):\n${unsubscribeLink}\n\n${contactLine('kr')}`,
      }
  }
}

/** The link that confirms the member's e-mail address, in their language. */
export function verificationMail(
  locale: Locale,
  details: { name: string; link: string; hours: number },
): { subject: string; text: string } {
  const { name, link, hours } = details
  switch (locale) {
    case 'en':
      return {
        subject: '[Clinical Trials Center] Please confirm your e-mail address',
        text: `Dear ${name},\n\nPlease confirm that this address is yours, so that we can send you study alerts and invitations:\n${link}\n\nThe link works for ${hours} hours. If you did not ask for this, you can ignore this e-mail.\n\n${contactLine('en')}`,
      }
    case 'cn':
      return {
        subject: '【临床试验中心】请确认您的电子邮箱地址',
        text: `${name}，您好：\n\n为向您发送临床试验提醒和邀请，请点击以下链接确认此邮箱地址属于您：\n${link}\n\n链接在 ${hours} 小时内有效。如果这不是您本人的操作，请忽略本邮件。\n\n${contactLine('cn')}`,
      }
    case 'jp':
      return {
        subject: '【臨床試験センター】メールアドレスのご確認',
        text: `${name} 様\n\n臨床試験のお知らせやご案内をお送りするため、次のリンクからこのメールアドレスがご本人のものであることをご確認ください。\n${link}\n\nリンクの有効期限は${hours}時間です。お心当たりがない場合は、このメールを破棄してください。\n\n${contactLine('jp')}`,
      }
    default:
      return {
        subject: '[임상시험센터] 이메일 주소를 확인해 주세요',
        text: `${name}님, 안녕하세요.\n\n임상시험 알림과 참여 안내를 보내 드리기 위해 아래 링크에서 이 주소가 회원님의 것임을 확인해 주세요.\n${link}\n\n링크는 ${hours}시간 동안 유효합니다. 요청하신 적이 없다면 이 메일을 무시하셔도 됩니다.\n\n${contactLine('kr')}`,
      }
  }
}
