import type { ConsentPublishTexts } from '@ctc/contract/consents'
import { findVersion } from '../../modules/consents/consents.repository.js'
import { publishVersion } from '../../modules/consents/consents.service.js'
import type { Db } from '../database.js'

// The demo center's sensitive-data consent, version 2026-11-29: the first version (in the
// consent-versions migration) plus the answers to a study's own pre-screening questions, which
// applicants give since notices can ask them (decision 0035). Published as a center would publish
// it in the console; members agree to it at their next login, as to any new required version.

export const DEMO_SENSITIVE_VERSION = '2026-11-29'

export const DEMO_SENSITIVE_TEXTS: ConsentPublishTexts = {
  kr: {
    title: '민감정보(건강정보) 수집·이용 동의',
    text: '수집 목적: 적합한 임상시험 안내, 임상시험 참여 적합성 및 안전한 참여 여부 확인\n수집 항목: 키, 몸무게, 흡연, 병력, 헌혈·수혈, 임상시험 참여 이력, 복용 약물, 알레르기, 수술, 건강기능식품, 음주, 카페인, 식이, 운동, 병원식·피임·주의사항 준수에 대한 답변, 지원한 임상시험의 사전 스크리닝 질문(예: 최근 복용한 약, 진단받은 질환)에 대한 답변\n보유 기간: 회원 탈퇴 시까지(탈퇴 즉시 파기). 사전 스크리닝 질문에 대한 답변은 그 지원과 함께 지원한 임상시험의 모집이 끝난 뒤 1년까지 보관하며, 지원을 철회하면 즉시 파기합니다.\n동의를 거부할 수 있으며, 거부하면 회원가입과 임상시험 지원을 할 수 없습니다.',
  },
  en: {
    title: 'Consent to the collection and use of sensitive (health) information',
    text: "Purpose: finding clinical trials that suit you, and checking whether you can take part in a study and do so safely.\nItems collected: height, weight, smoking, medical history, blood donation and transfusion, past trial participation, medicines, allergies, operations, supplements, alcohol, caffeine, diet, exercise, your answers on hospital meals, contraception and precautions, and your answers to the pre-screening questions of the studies you apply for (for example medicines taken recently or conditions diagnosed).\nRetention: until you close your account; then deleted at once. Answers to a study's pre-screening questions are kept with that application until one year after the study's recruitment ends, and deleted at once if you withdraw the application.\nYou may refuse; if you do, you cannot sign up or apply for a study.",
  },
  cn: {
    title: '敏感信息（健康信息）收集和使用同意',
    text: '目的：为您推荐合适的临床试验，并确认您是否适合参加以及能否安全参加。\n收集项目：身高、体重、吸烟、病史、献血和输血、临床试验参加经历、服用药物、过敏、手术、保健食品、饮酒、咖啡因、饮食、运动，关于医院餐、避孕和遵守注意事项的回答，以及对所报名临床试验预筛问题（例如最近服用的药物、已确诊的疾病）的回答。\n保存期限：至注销账号时为止（注销后立即删除）。对预筛问题的回答随该申请保存至所报名临床试验招募结束后一年，撤回申请时立即删除。\n您可以拒绝同意，但拒绝后将无法注册或报名参加临床试验。',
  },
  jp: {
    title: '要配慮個人情報（健康情報）の収集・利用への同意',
    text: '目的：適した臨床試験のご案内、臨床試験への参加の適否と安全に参加できるかの確認\n収集項目：身長、体重、喫煙、既往歴、献血・輸血、臨床試験への参加歴、服用中の薬、アレルギー、手術、健康食品、飲酒、カフェイン、食事、運動、病院食・避妊・注意事項の順守に関する回答、お申し込みの臨床試験の事前スクリーニング質問（例：最近服用した薬、診断を受けた病気）への回答\n保有期間：退会まで（退会後ただちに削除）。事前スクリーニング質問への回答は、その応募とともにお申し込みの臨床試験の募集終了から1年まで保管し、応募を取り下げた場合はただちに削除します。\n同意を拒否することができますが、その場合は会員登録や臨床試験への応募ができません。',
  },
}

/** Publishes the demo sensitive-data consent version when the site does not have it yet; answers whether it did. */
export async function seedDemoConsents(db: Db, now: Date = new Date()): Promise<boolean> {
  if (await findVersion(db, 'sensitive', DEMO_SENSITIVE_VERSION)) return false
  await publishVersion(db, {
    kind: 'sensitive',
    version: DEMO_SENSITIVE_VERSION,
    effectiveAt: now,
    texts: DEMO_SENSITIVE_TEXTS,
    now,
  })
  return true
}
