import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale'
import type { MyData } from '@ctc/contract/my-data'

// The readable copy of My data: one self-contained HTML page (no script, no outside resource),
// headed in the member's language; the values are the member's own, escaped.

const LABELS: Record<
  Locale,
  Record<
    'title' | 'exportedAt' | 'member' | 'volunteer' | 'applications' | 'questions' | 'consents' | 'contact' | 'none',
    string
  > &
    Record<
      | 'study'
      | 'appliedOn'
      | 'status'
      | 'form'
      | 'question'
      | 'answer'
      | 'kind'
      | 'version'
      | 'agreedAt'
      | 'withdrawnAt'
      | 'alertsSent'
      | 'alertedAt'
      | 'mailedAt',
      string
    >
> = {
  kr: {
    title: '내 정보',
    exportedAt: '내려받은 시각',
    member: '회원 정보',
    volunteer: '참여 신청서',
    applications: '지원 내역',
    questions: '1:1 문의',
    consents: '동의 내역',
    contact: '알림·연락 설정',
    none: '없음',
    study: '모집 공고',
    appliedOn: '지원일',
    status: '상태',
    form: '제출한 신청서',
    question: '문의',
    answer: '답변',
    kind: '동의 항목',
    version: '버전',
    agreedAt: '동의 일시',
    withdrawnAt: '철회 일시',
    alertsSent: '받은 새 공고 알림',
    alertedAt: '알림 기록 일시',
    mailedAt: '메일 발송 일시',
  },
  en: {
    title: 'My data',
    exportedAt: 'Downloaded at',
    member: 'Member details',
    volunteer: 'Volunteer form',
    applications: 'Applications',
    questions: 'Questions',
    consents: 'Consents',
    contact: 'Alerts and contact settings',
    none: 'None',
    study: 'Notice',
    appliedOn: 'Applied on',
    status: 'Status',
    form: 'Form as sent',
    question: 'Question',
    answer: 'Answer',
    kind: 'Consent',
    version: 'Version',
    agreedAt: 'Agreed at',
    withdrawnAt: 'Withdrawn at',
    alertsSent: 'Alerts of new notices',
    alertedAt: 'Alerted at',
    mailedAt: 'Mailed at',
  },
  cn: {
    title: '我的信息',
    exportedAt: '下载时间',
    member: '会员信息',
    volunteer: '志愿者申请表',
    applications: '报名记录',
    questions: '一对一咨询',
    consents: '同意记录',
    contact: '通知和联系设置',
    none: '无',
    study: '招募公告',
    appliedOn: '报名日期',
    status: '状态',
    form: '提交的申请表',
    question: '咨询',
    answer: '回复',
    kind: '同意项目',
    version: '版本',
    agreedAt: '同意时间',
    withdrawnAt: '撤回时间',
    alertsSent: '收到的新公告提醒',
    alertedAt: '提醒记录时间',
    mailedAt: '邮件发送时间',
  },
  jp: {
    title: 'マイデータ',
    exportedAt: 'ダウンロード日時',
    member: '会員情報',
    volunteer: '参加申込書',
    applications: '応募履歴',
    questions: '1:1お問い合わせ',
    consents: '同意履歴',
    contact: 'お知らせ・連絡の設定',
    none: 'なし',
    study: '募集のお知らせ',
    appliedOn: '応募日',
    status: '状態',
    form: '送信した申込書',
    question: 'お問い合わせ',
    answer: '回答',
    kind: '同意項目',
    version: 'バージョン',
    agreedAt: '同意日時',
    withdrawnAt: '撤回日時',
    alertsSent: '受け取った新着募集のお知らせ',
    alertedAt: 'お知らせ記録日時',
    mailedAt: 'メール送信日時',
  },
}

const escapeHtml = (value: string | number | boolean | null | undefined): string =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

const seoulTime = (locale: Locale, iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Seoul',
      }).format(new Date(iso))
    : '-'

function pairs(record: Record<string, string | number | boolean | null> | null, none: string): string {
  if (!record || Object.keys(record).length === 0) return `<p>${escapeHtml(none)}</p>`
  const rows = Object.entries(record)
    .map(([key, value]) => `<tr><th scope="row">${escapeHtml(key)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')
  return `<table>${rows}</table>`
}

export function renderMyDataHtml(data: MyData, locale: Locale): string {
  const l = LABELS[locale]
  const applications = data.applications.length
    ? data.applications
        .map(
          (a) =>
            `<section><h3>${escapeHtml(a.title)}</h3><p>${escapeHtml(l.appliedOn)}: ${escapeHtml(a.appliedOn)} · ${escapeHtml(l.status)}: ${escapeHtml(a.status)}</p><h4>${escapeHtml(l.form)}</h4>${pairs(a.form, l.none)}</section>`,
        )
        .join('')
    : `<p>${escapeHtml(l.none)}</p>`
  const questions = data.questions.length
    ? data.questions
        .map(
          (q) =>
            `<section><h3>${escapeHtml(q.title)}</h3><p>${escapeHtml(seoulTime(locale, q.askedAt))} · ${escapeHtml(l.status)}: ${escapeHtml(q.status)}</p><p class="text">${escapeHtml(q.body)}</p>${q.answer === null ? '' : `<h4>${escapeHtml(l.answer)} (${escapeHtml(seoulTime(locale, q.answeredAt))})</h4><p class="text">${escapeHtml(q.answer)}</p>`}</section>`,
        )
        .join('')
    : `<p>${escapeHtml(l.none)}</p>`
  const consents = `<table><thead><tr><th scope="col">${escapeHtml(l.kind)}</th><th scope="col">${escapeHtml(l.version)}</th><th scope="col">${escapeHtml(l.agreedAt)}</th><th scope="col">${escapeHtml(l.withdrawnAt)}</th></tr></thead><tbody>${data.consents
    .map(
      (c) =>
        `<tr><td>${escapeHtml(c.kind)}</td><td>${escapeHtml(c.version)}</td><td>${escapeHtml(seoulTime(locale, c.agreedAt))}</td><td>${escapeHtml(seoulTime(locale, c.withdrawnAt))}</td></tr>`,
    )
    .join('')}</tbody></table>`
  const alertsSent = data.alertsSent.length
    ? `<table><thead><tr><th scope="col">${escapeHtml(l.study)}</th><th scope="col">${escapeHtml(l.alertedAt)}</th><th scope="col">${escapeHtml(l.mailedAt)}</th></tr></thead><tbody>${data.alertsSent
        .map(
          (a) =>
            `<tr><td>${escapeHtml(a.title)}</td><td>${escapeHtml(seoulTime(locale, a.alertedAt))}</td><td>${escapeHtml(seoulTime(locale, a.mailedAt))}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : `<p>${escapeHtml(l.none)}</p>`
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(l.title)} – ${escapeHtml(data.member.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.6;color:#1f2933}table{border-collapse:collapse;width:100%;margin-block:0.5rem 1rem}th,td{border:1px solid #9aa5b1;padding:0.375rem 0.5rem;text-align:start;vertical-align:top}th{background:#f5f7fa}.text{white-space:pre-line}</style>
</head>
<body>
<h1>${escapeHtml(l.title)}</h1>
<p>${escapeHtml(l.exportedAt)}: ${escapeHtml(seoulTime(locale, data.exportedAt))}</p>
<h2>${escapeHtml(l.member)}</h2>
${pairs(data.member, l.none)}
<h2>${escapeHtml(l.volunteer)}</h2>
${pairs({ alwaysApplyYn: data.volunteerForm.alwaysApplyYn, entryMonth: data.volunteerForm.entryMonth, updatedAt: data.volunteerForm.updatedAt, ...data.volunteerForm.answers }, l.none)}
<h2>${escapeHtml(l.applications)}</h2>
${applications}
<h2>${escapeHtml(l.questions)}</h2>
${questions}
<h2>${escapeHtml(l.consents)}</h2>
${consents}
<h2>${escapeHtml(l.contact)}</h2>
${pairs(data.contactPreferences, l.none)}
<h3>${escapeHtml(l.alertsSent)}</h3>
${alertsSent}
</body>
</html>
`
}
