import type { Locale } from '@ctc/contract/locale'
import { CENTER_CONTACT } from '@ctc/contract/center'

/** The password-reset message in the member's language. */
export function passwordResetMail(locale: Locale, link: string, minutes: number): { subject: string; text: string } {
  switch (locale) {
    case 'en':
      return {
        subject: '[Clinical Trials Center] Reset your password',
        text: `We received a request to reset the password of your Clinical Trials Center account.\n\nOpen this link within ${minutes} minutes to choose a new password. It works only once:\n${link}\n\nIf you did not ask for this, you can ignore this e-mail; your password stays as it is.\n\nQuestions: ${CENTER_CONTACT.phone} (weekdays 9:00 to 18:00)`,
      }
    case 'cn':
      return {
        subject: '【临床试验中心】重置密码',
        text: `我们收到了重置您临床试验中心账户密码的申请。\n\n请在${minutes}分钟内打开以下链接设置新密码。该链接仅可使用一次：\n${link}\n\n如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。\n\n咨询电话：${CENTER_CONTACT.phone}（工作日 9:00-18:00）`,
      }
    case 'jp':
      return {
        subject: '【臨床試験センター】パスワードの再設定',
        text: `臨床試験センターのアカウントについて、パスワード再設定のご依頼を受け付けました。\n\n${minutes}分以内に次のリンクを開き、新しいパスワードを設定してください。リンクは一度だけ使えます。\n${link}\n\nお心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。\n\nお問い合わせ：${CENTER_CONTACT.phone}（平日 9:00〜18:00）`,
      }
    default:
      return {
        subject: '[임상시험센터] 비밀번호 재설정 안내',
        text: `임상시험센터 계정의 비밀번호 재설정 요청을 받았습니다.\n\n${minutes}분 안에 아래 링크를 열어 새 비밀번호를 설정해 주세요. 링크는 한 번만 사용할 수 있습니다.\n${link}\n\n본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.\n\n문의: ${CENTER_CONTACT.phone} (평일 9:00~18:00)`,
      }
  }
}
