import { contactLine } from '../../mail/contact-line.js'
import type { Locale } from '@ctc/contract/locale'

/** An invitation from the volunteer pool to apply to a notice, in the member's language. */
export function invitationMail(
  locale: Locale,
  details: { name: string; studyTitle: string; link: string },
): { subject: string; text: string } {
  const { name, studyTitle, link } = details
  switch (locale) {
    case 'en':
      return {
        subject: '[Clinical Trials Center] An invitation to a study',
        text: `Dear ${name},\n\nYou chose to hear from us about studies at any time. A new study may suit you:\n\n${studyTitle}\n\nRead about it and apply here if you wish:\n${link}\n\nYou do not need to answer this e-mail. To stop these invitations, turn off "apply any time" in your member info on My Page.\n\n${contactLine('en')}`,
      }
    case 'cn':
      return {
        subject: '【临床试验中心】临床试验参加邀请',
        text: `${name}，您好：\n\n您曾选择随时接收临床试验信息。以下新试验可能适合您：\n\n${studyTitle}\n\n如有意参加，请通过以下链接查看详情并报名：\n${link}\n\n无需回复本邮件。如不想再收到邀请，请在"我的页面"的会员信息中关闭"随时报名"。\n\n${contactLine('cn')}`,
      }
    case 'jp':
      return {
        subject: '【臨床試験センター】臨床試験へのご案内',
        text: `${name} 様\n\n臨床試験のご案内をいつでも受け取るよう設定いただいています。次の新しい臨床試験がご希望に合うかもしれません。\n\n${studyTitle}\n\nご興味があれば、次のリンクから内容をご確認のうえお申し込みください。\n${link}\n\nこのメールへの返信は不要です。ご案内が不要な場合は、マイページの会員情報で「いつでも申し込む」をオフにしてください。\n\n${contactLine('jp')}`,
      }
    default:
      return {
        subject: '[임상시험센터] 임상시험 참여 안내',
        text: `${name}님, 안녕하세요.\n\n상시 지원을 선택해 주셔서 새 임상시험을 안내해 드립니다. 아래 임상시험이 잘 맞으실 수 있습니다.\n\n${studyTitle}\n\n관심이 있으시면 아래 링크에서 내용을 확인하고 지원해 주세요.\n${link}\n\n이 메일에 답장하실 필요는 없습니다. 안내를 더 받지 않으시려면 마이페이지 회원정보에서 '상시 지원'을 해제해 주세요.\n\n${contactLine('kr')}`,
      }
  }
}
