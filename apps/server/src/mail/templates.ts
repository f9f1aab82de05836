import type { Locale } from '@ctc/contract/locale'
import { contactLine } from './contact-line.js'

/** The password-reset message in the member's language. */
export function passwordResetMail(locale: Locale, link: string, minutes: number): { subject: string; text: string } {
  switch (locale) {
    case 'en':
      return {
        subject: '[Clinical Trials Center] Reset your password',
        text: `We received a request to reset the password of your Clinical Trials Center account.\n\nOpen this link within ${minutes} minutes to choose a new password. It works only once:\n${link}\n\nIf you did not ask for this, you can ignore this e-mail; your password stays as it is.\n\n${contactLine('en')}`,
      }
    case 'cn':
      return {
        subject: '【临床试验中心】重置密码',
        text: `我们收到了重置您临床试验中心账户密码的申请。\n\n请在${minutes}分钟内打开以下链接设置新密码。该链接仅可使用一次：\n${link}\n\n如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。\n\n${contactLine('cn')}`,
      }
    case 'jp':
      return {
        subject: '【臨床試験センター】パスワードの再設定',
        text: `臨床試験センターのアカウントについて、パスワード再設定のご依頼を受け付けました。\n\n${minutes}分以内に次のリンクを開き、新しいパスワードを設定してください。リンクは一度だけ使えます。\n${link}\n\nお心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。\n\n${contactLine('jp')}`,
      }
    default:
      return {
        subject: '[임상시험센터] 비밀번호 재설정 안내',
        text: `임상시험센터 계정의 비밀번호 재설정 요청을 받았습니다.\n\n${minutes}분 안에 아래 링크를 열어 새 비밀번호를 설정해 주세요. 링크는 한 번만 사용할 수 있습니다.\n${link}\n\n본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.\n\n${contactLine('kr')}`,
      }
  }
}

/**
 * The center lifted the wait that failed logins put on the member's account for browsers it has
 * not logged in from (members are never locked: decision 0013, amended 2026-11-28).
 */
export function accountUnlockedMail(locale: Locale, loginLink: string): { subject: string; text: string } {
  switch (locale) {
    case 'en':
      return {
        subject: '[Clinical Trials Center] You can log in again without waiting',
        text: `After several failed logins to your Clinical Trials Center account, logins from browsers you had not used before had to wait between tries. The center has lifted that wait.\n\nYou can log in here:\n${loginLink}\n\nIf you do not remember your password, choose "Find password" on the login page. If the failed logins were not yours, we recommend setting a new password.\n\n${contactLine('en')}`,
      }
    case 'cn':
      return {
        subject: '【临床试验中心】登录等待已解除',
        text: `您的临床试验中心账户多次登录失败后，从未使用过的浏览器每次登录都需要等待。中心现已为您解除该等待。\n\n您可以通过以下链接登录：\n${loginLink}\n\n如果忘记了密码，请在登录页面选择"找回密码"。如果这些登录尝试并非您本人所为，建议您重新设置密码。\n\n${contactLine('cn')}`,
      }
    case 'jp':
      return {
        subject: '【臨床試験センター】ログインの待ち時間を解除しました',
        text: `臨床試験センターのアカウントでログインの失敗が続いたため、これまで使ったことのないブラウザからのログインには、試行のたびに待ち時間が必要になっていました。センターでこの待ち時間を解除しました。\n\n次のリンクからログインできます。\n${loginLink}\n\nパスワードをお忘れの場合は、ログイン画面の「パスワードを探す」をご利用ください。ご自身によるログインでない場合は、パスワードの再設定をおすすめします。\n\n${contactLine('jp')}`,
      }
    default:
      return {
        subject: '[임상시험센터] 로그인 대기가 해제되었습니다',
        text: `임상시험센터 계정에 로그인 실패가 반복되어, 이전에 사용하지 않은 브라우저에서는 로그인할 때마다 기다려야 했습니다. 센터에서 이 대기를 해제했습니다.\n\n아래 링크에서 로그인하실 수 있습니다.\n${loginLink}\n\n비밀번호가 기억나지 않으시면 로그인 화면의 '비밀번호 찾기'를 이용해 주세요. 본인이 시도한 로그인이 아니라면 비밀번호를 새로 설정하시기를 권합니다.\n\n${contactLine('kr')}`,
      }
  }
}

/** The center answered (or changed its answer to) a member's question; the mail carries no question text. */
export function questionAnsweredMail(
  locale: Locale,
  loginLink: string,
  edited: boolean,
): { subject: string; text: string } {
  switch (locale) {
    case 'en':
      return {
        subject: edited
          ? '[Clinical Trials Center] Our answer to your question was updated'
          : '[Clinical Trials Center] Your question has been answered',
        text: `${edited ? 'We have updated our answer to a question you sent us.' : 'We have answered a question you sent us.'}\n\nLog in and open Q&A on My Page to read it:\n${loginLink}\n\n${contactLine('en')}`,
      }
    case 'cn':
      return {
        subject: edited ? '【临床试验中心】您的咨询回复已更新' : '【临床试验中心】您的咨询已有回复',
        text: `${edited ? '我们已更新对您咨询的回复。' : '我们已回复您提交的咨询。'}\n\n请登录后在"我的页面"的问答中查看：\n${loginLink}\n\n${contactLine('cn')}`,
      }
    case 'jp':
      return {
        subject: edited
          ? '【臨床試験センター】お問い合わせへの回答を更新しました'
          : '【臨床試験センター】お問い合わせに回答しました',
        text: `${edited ? 'お問い合わせへの回答を更新しました。' : 'お送りいただいたお問い合わせに回答しました。'}\n\nログインして、マイページのQ&Aでご確認ください。\n${loginLink}\n\n${contactLine('jp')}`,
      }
    default:
      return {
        subject: edited
          ? '[임상시험센터] 문의하신 내용의 답변이 수정되었습니다'
          : '[임상시험센터] 문의하신 내용에 답변이 등록되었습니다',
        text: `${edited ? '보내 주신 문의에 대한 답변을 수정했습니다.' : '보내 주신 문의에 답변을 드렸습니다.'}\n\n로그인하신 뒤 마이페이지의 Q&A에서 확인해 주세요.\n${loginLink}\n\n${contactLine('kr')}`,
      }
  }
}
