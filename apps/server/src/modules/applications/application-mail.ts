import type { Locale } from '@ctc/contract/locale'
import { contactLine } from '../../mail/contact-line.js'

/**
 * The confirmation of an application in the applicant's language. It names the
 * study only: no health answer ever leaves the site by e-mail.
 */
export function applicationReceivedMail(
  locale: Locale,
  details: { name: string; studyTitle: string; appliedOn: string; withdrawLink?: string },
): { subject: string; text: string } {
  const { name, studyTitle, appliedOn, withdrawLink } = details
  // A non-member has no My Page: the mail carries the signed link that withdraws the application.
  const withdraw = (line: string) => (withdrawLink ? `\n\n${line}\n${withdrawLink}` : '')
  switch (locale) {
    case 'en':
      return {
        subject: '[Clinical Trials Center] We have received your application',
        text: `Dear ${name},\n\nThank you for applying to take part in a study at the Clinical Trials Center.\n\nStudy: ${studyTitle}\nApplied on: ${appliedOn}\n\nOur staff will call you to talk about the study and arrange a screening visit. Whether you can take part is decided after that call and the visit, so an application may not lead to taking part.${withdraw('To withdraw your application and have it deleted, open this link:')}\n\n${contactLine('en')}`,
      }
    case 'cn':
      return {
        subject: '【临床试验中心】已收到您的报名',
        text: `${name}，您好：\n\n感谢您报名参加临床试验中心的临床试验。\n\n试验名称：${studyTitle}\n报名日期：${appliedOn}\n\n工作人员将致电与您沟通试验内容并预约筛查访视。能否参加将在电话沟通和访视之后决定，不符合条件者可能无法参加。${withdraw('如需撤回报名并删除报名信息，请打开以下链接：')}\n\n${contactLine('cn')}`,
      }
    case 'jp':
      return {
        subject: '【臨床試験センター】お申し込みを受け付けました',
        text: `${name} 様\n\n臨床試験センターの臨床試験にお申し込みいただき、ありがとうございます。\n\n試験名：${studyTitle}\nお申し込み日：${appliedOn}\n\n担当者からお電話で試験内容のご説明とスクリーニング来院のご案内をいたします。参加の可否はお電話と来院の後に決まるため、条件に合わない場合はご参加いただけないことがあります。${withdraw('お申し込みを取り消して削除するには、次のリンクを開いてください。')}\n\n${contactLine('jp')}`,
      }
    default:
      return {
        subject: '[임상시험센터] 임상시험 지원이 접수되었습니다',
        text: `${name}님, 안녕하세요.\n\n임상시험센터의 임상시험에 지원해 주셔서 감사합니다.\n\n임상시험: ${studyTitle}\n지원일: ${appliedOn}\n\n담당자가 전화로 임상시험 내용을 안내하고 스크리닝 방문 일정을 잡아 드립니다. 참여 여부는 전화 상담과 방문 후에 결정되며, 적합하지 않은 경우 참여가 어려울 수 있습니다.${withdraw('지원을 철회하고 지원서를 삭제하려면 아래 링크를 열어 주세요.')}\n\n${contactLine('kr')}`,
      }
  }
}

/**
 * The link that confirms a non-member's application, in the language applied in. The address
 * was typed by whoever applied, so the mail carries nothing they typed (no name, no answer): it
 * cannot carry someone else's words to a stranger, and tells the reader only the study's title.
 */
export function applicationConfirmationMail(
  locale: Locale,
  details: { studyTitle: string; link: string; hours: number },
): { subject: string; text: string } {
  const { studyTitle, link, hours } = details
  switch (locale) {
    case 'en':
      return {
        subject: '[Clinical Trials Center] Please confirm your application',
        text: `Someone applied with this e-mail address to take part in a study at the Clinical Trials Center.\n\nStudy: ${studyTitle}\n\nTo complete your application, open this link within ${hours} hours and confirm it:\n${link}\n\nUntil it is confirmed, the application does not reach our staff. If you did not apply, you can ignore this e-mail: the application and everything in it are deleted after ${hours} hours.\n\n${contactLine('en')}`,
      }
    case 'cn':
      return {
        subject: '【临床试验中心】请确认您的报名',
        text: `有人使用此电子邮箱地址报名参加临床试验中心的临床试验。\n\n试验名称：${studyTitle}\n\n如需完成报名，请在${hours}小时内打开以下链接进行确认：\n${link}\n\n确认之前，报名不会转交给工作人员。如果这不是您本人的操作，请忽略此邮件，报名及其全部内容将在${hours}小时后删除。\n\n${contactLine('cn')}`,
      }
    case 'jp':
      return {
        subject: '【臨床試験センター】お申し込みの確認をお願いします',
        text: `このメールアドレスで、臨床試験センターの臨床試験へのお申し込みがありました。\n\n試験名：${studyTitle}\n\nお申し込みを完了するには、${hours}時間以内に次のリンクを開いて確認してください。\n${link}\n\n確認されるまで、お申し込みは担当者に届きません。お心当たりがない場合は、このメールを破棄してください。お申し込みとその内容は${hours}時間後に削除されます。\n\n${contactLine('jp')}`,
      }
    default:
      return {
        subject: '[임상시험센터] 임상시험 지원을 확인해 주세요',
        text: `이 이메일 주소로 임상시험센터의 임상시험 지원이 접수되었습니다.\n\n임상시험: ${studyTitle}\n\n지원을 마치려면 ${hours}시간 안에 아래 링크를 열어 확인해 주세요.\n${link}\n\n확인하기 전에는 지원서가 담당자에게 전달되지 않습니다. 본인이 지원하지 않았다면 이 메일을 무시하셔도 됩니다. 지원서와 그 내용은 ${hours}시간 뒤에 삭제됩니다.\n\n${contactLine('kr')}`,
      }
  }
}
