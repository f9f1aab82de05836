import { DEMO_IDENTITY } from './demo-identity.js'
import type { Locale } from '@ctc/contract/locale'
import type { NewStudy } from '../../modules/studies/studies.service.js'
import { makePdf, makeText } from './demo-files.js'

// Fictional recruitment notices for demonstrations and the benchmark. Every
// name, code and figure is invented; dates are relative to the seeding day.

type L = Record<Locale, string>
type Texts = NewStudy['texts']['kr']

const PROFESSORS: L[] = [
  {
    kr: '김민준 교수 (임상약리학과)',
    en: 'Prof. Minjun Kim (Clinical Pharmacology)',
    cn: '金敏俊 教授（临床药理学科）',
    jp: 'キム・ミンジュン教授（臨床薬理学科）',
  },
  {
    kr: '이서연 교수 (내분비내과)',
    en: 'Prof. Seoyeon Lee (Endocrinology)',
    cn: '李瑞妍 教授（内分泌科）',
    jp: 'イ・ソヨン教授（内分泌内科）',
  },
  {
    kr: '박지훈 교수 (순환기내과)',
    en: 'Prof. Jihun Park (Cardiology)',
    cn: '朴志勋 教授（心内科）',
    jp: 'パク・ジフン教授（循環器内科）',
  },
  {
    kr: '최유진 교수 (호흡기내과)',
    en: 'Prof. Yujin Choi (Respiratory Medicine)',
    cn: '崔宥真 教授（呼吸内科）',
    jp: 'チェ・ユジン教授（呼吸器内科）',
  },
  {
    kr: '정하은 교수 (종양내과)',
    en: 'Prof. Haeun Jung (Medical Oncology)',
    cn: '郑夏恩 教授（肿瘤内科）',
    jp: 'チョン・ハウン教授（腫瘍内科）',
  },
  {
    kr: '강도윤 교수 (신경과)',
    en: 'Prof. Doyun Kang (Neurology)',
    cn: '姜道允 教授（神经内科）',
    jp: 'カン・ドユン教授（神経内科）',
  },
]

interface Design {
  phase: string
  term: number
  reward: number
  title: L
  type: L
}

const HEALTHY_DESIGNS: Design[] = [
  {
    phase: '1',
    term: 1,
    reward: 1_200_000,
    title: {
      kr: '단회 투여 시 안전성·내약성 및 약동학',
      en: 'safety, tolerability and pharmacokinetics of a single dose',
      cn: '单次给药的安全性、耐受性和药代动力学',
      jp: '単回投与時の安全性・忍容性及び薬物動態',
    },
    type: {
      kr: '제1상 임상시험 (단회 투여)',
      en: 'Phase 1 (single dose)',
      cn: 'I期临床试验（单次给药）',
      jp: '第I相試験（単回投与）',
    },
  },
  {
    phase: '1',
    term: 2,
    reward: 2_400_000,
    title: {
      kr: '반복 투여 시 안전성 및 약동학',
      en: 'safety and pharmacokinetics of repeated doses',
      cn: '多次给药的安全性和药代动力学',
      jp: '反復投与時の安全性及び薬物動態',
    },
    type: {
      kr: '제1상 임상시험 (반복 투여)',
      en: 'Phase 1 (repeated doses)',
      cn: 'I期临床试验（多次给药）',
      jp: '第I相試験（反復投与）',
    },
  },
  {
    phase: 'BE',
    term: 1,
    reward: 900_000,
    title: {
      kr: '두 가지 정제의 생물학적 동등성',
      en: 'bioequivalence of two tablet formulations',
      cn: '两种片剂的生物等效性',
      jp: '2種類の錠剤の生物学的同等性',
    },
    type: { kr: '생물학적 동등성 시험', en: 'Bioequivalence study', cn: '生物等效性试验', jp: '生物学的同等性試験' },
  },
  {
    phase: '1',
    term: 1,
    reward: 1_000_000,
    title: {
      kr: '음식물 섭취가 약동학에 미치는 영향',
      en: 'effect of food on the pharmacokinetics',
      cn: '食物对药代动力学的影响',
      jp: '食事が薬物動態に及ぼす影響',
    },
    type: {
      kr: '제1상 임상시험 (음식물 영향)',
      en: 'Phase 1 (food effect)',
      cn: 'I期临床试验（食物影响）',
      jp: '第I相試験（食事の影響）',
    },
  },
  {
    phase: '1',
    term: 2,
    reward: 1_500_000,
    title: {
      kr: '병용 투여 시 약물 상호작용',
      en: 'drug–drug interaction when taken together',
      cn: '联合给药时的药物相互作用',
      jp: '併用投与時の薬物相互作用',
    },
    type: {
      kr: '제1상 임상시험 (약물 상호작용)',
      en: 'Phase 1 (drug interaction)',
      cn: 'I期临床试验（药物相互作用）',
      jp: '第I相試験（薬物相互作用）',
    },
  },
]

interface Population {
  gender: 'A' | 'M' | 'F'
  ageMin: number | null
  ageMax: number | null
  smoker: 'Y' | 'N'
  name: L
  /** The Korean object particle after the name. */
  particle: '을' | '를'
}

const POPULATIONS: Population[] = [
  {
    gender: 'M',
    ageMin: 19,
    ageMax: 45,
    smoker: 'N',
    name: { kr: '건강한 성인 남성', en: 'healthy adult men', cn: '健康成年男性', jp: '健康な成人男性' },
    particle: '을',
  },
  {
    gender: 'A',
    ageMin: 19,
    ageMax: 55,
    smoker: 'Y',
    name: { kr: '건강한 성인 남녀', en: 'healthy adults', cn: '健康成年人', jp: '健康な成人男女' },
    particle: '를',
  },
  {
    gender: 'F',
    ageMin: 19,
    ageMax: 50,
    smoker: 'N',
    name: { kr: '건강한 성인 여성', en: 'healthy adult women', cn: '健康成年女性', jp: '健康な成人女性' },
    particle: '을',
  },
  {
    gender: 'A',
    ageMin: 65,
    ageMax: null,
    smoker: 'N',
    name: { kr: '건강한 고령자', en: 'healthy older adults', cn: '健康老年人', jp: '健康な高齢者' },
    particle: '를',
  },
]

interface Condition {
  diseaseCode: string
  gender: 'A' | 'M' | 'F'
  ageMin: number | null
  ageMax: number | null
  phase: string
  term: number
  reward: number
  name: L
  drug: L
}

const CONDITIONS: Condition[] = [
  {
    diseaseCode: '03',
    gender: 'A',
    ageMin: 19,
    ageMax: 75,
    phase: '3',
    term: 6,
    reward: 600_000,
    name: { kr: '제2형 당뇨병', en: 'type 2 diabetes', cn: '2型糖尿病', jp: '2型糖尿病' },
    drug: { kr: '경구 혈당강하제', en: 'oral glucose-lowering medicine', cn: '口服降糖药', jp: '経口血糖降下薬' },
  },
  {
    diseaseCode: '02',
    gender: 'A',
    ageMin: 30,
    ageMax: 80,
    phase: '3',
    term: 3,
    reward: 450_000,
    name: { kr: '본태성 고혈압', en: 'high blood pressure', cn: '原发性高血压', jp: '本態性高血圧' },
    drug: { kr: '복합 혈압강하제', en: 'combination blood pressure tablet', cn: '复方降压药', jp: '配合降圧薬' },
  },
  {
    diseaseCode: '03',
    gender: 'A',
    ageMin: 19,
    ageMax: null,
    phase: '2',
    term: 3,
    reward: 400_000,
    name: { kr: '이상지질혈증', en: 'high cholesterol', cn: '血脂异常', jp: '脂質異常症' },
    drug: {
      kr: '콜레스테롤 저하제',
      en: 'cholesterol-lowering medicine',
      cn: '降胆固醇药',
      jp: 'コレステロール低下薬',
    },
  },
  {
    diseaseCode: '04',
    gender: 'A',
    ageMin: 12,
    ageMax: 70,
    phase: '3',
    term: 6,
    reward: 500_000,
    name: { kr: '중등도 천식', en: 'moderate asthma', cn: '中度哮喘', jp: '中等症喘息' },
    drug: { kr: '흡입형 천식 치료제', en: 'asthma inhaler', cn: '吸入型哮喘药', jp: '吸入型喘息治療薬' },
  },
  {
    diseaseCode: '04',
    gender: 'A',
    ageMin: 40,
    ageMax: null,
    phase: '2',
    term: 3,
    reward: 420_000,
    name: { kr: '만성 폐쇄성 폐질환', en: 'COPD', cn: '慢性阻塞性肺疾病', jp: '慢性閉塞性肺疾患' },
    drug: {
      kr: '흡입형 기관지확장제',
      en: 'inhaled bronchodilator',
      cn: '吸入型支气管扩张剂',
      jp: '吸入型気管支拡張薬',
    },
  },
  {
    diseaseCode: '05',
    gender: 'A',
    ageMin: 19,
    ageMax: 70,
    phase: '3',
    term: 2,
    reward: 300_000,
    name: { kr: '위식도 역류질환', en: 'acid reflux (GERD)', cn: '胃食管反流病', jp: '胃食道逆流症' },
    drug: { kr: '위산분비 억제제', en: 'acid-reducing medicine', cn: '抑酸药', jp: '胃酸分泌抑制薬' },
  },
  {
    diseaseCode: '07',
    gender: 'A',
    ageMin: 55,
    ageMax: 85,
    phase: '2',
    term: 12,
    reward: 1_000_000,
    name: {
      kr: '경도 알츠하이머병',
      en: "mild Alzheimer's disease",
      cn: '轻度阿尔茨海默病',
      jp: '軽度アルツハイマー病',
    },
    drug: { kr: '주사용 항체 치료제', en: 'antibody injection', cn: '注射用抗体药物', jp: '注射用抗体医薬' },
  },
  {
    diseaseCode: '07',
    gender: 'A',
    ageMin: 18,
    ageMax: 65,
    phase: '3',
    term: 3,
    reward: 350_000,
    name: { kr: '편두통', en: 'migraine', cn: '偏头痛', jp: '片頭痛' },
    drug: {
      kr: '편두통 예방 주사제',
      en: 'migraine-prevention injection',
      cn: '偏头痛预防注射剂',
      jp: '片頭痛予防注射薬',
    },
  },
  {
    diseaseCode: '08',
    gender: 'A',
    ageMin: 19,
    ageMax: 65,
    phase: '2',
    term: 2,
    reward: 400_000,
    name: { kr: '주요 우울장애', en: 'major depression', cn: '重度抑郁症', jp: '大うつ病性障害' },
    drug: { kr: '항우울 후보물질', en: 'candidate antidepressant', cn: '候选抗抑郁药', jp: '抗うつ薬候補' },
  },
  {
    diseaseCode: '10',
    gender: 'A',
    ageMin: 50,
    ageMax: null,
    phase: '3',
    term: 6,
    reward: 500_000,
    name: { kr: '무릎 골관절염', en: 'knee osteoarthritis', cn: '膝骨关节炎', jp: '変形性膝関節症' },
    drug: { kr: '관절강 내 주사제', en: 'joint injection', cn: '关节腔注射剂', jp: '関節内注射薬' },
  },
  {
    diseaseCode: '11',
    gender: 'A',
    ageMin: 12,
    ageMax: 65,
    phase: '3',
    term: 6,
    reward: 550_000,
    name: {
      kr: '중등도 아토피 피부염',
      en: 'moderate atopic dermatitis',
      cn: '中度特应性皮炎',
      jp: '中等症アトピー性皮膚炎',
    },
    drug: { kr: '경구 JAK 억제제', en: 'oral JAK inhibitor', cn: '口服JAK抑制剂', jp: '経口JAK阻害薬' },
  },
  {
    diseaseCode: '12',
    gender: 'A',
    ageMin: 40,
    ageMax: null,
    phase: '3',
    term: 3,
    reward: 300_000,
    name: { kr: '과민성 방광', en: 'overactive bladder', cn: '膀胱过度活动症', jp: '過活動膀胱' },
    drug: { kr: '방광 이완제', en: 'bladder-relaxing medicine', cn: '膀胱松弛药', jp: '膀胱弛緩薬' },
  },
  {
    diseaseCode: '13',
    gender: 'F',
    ageMin: 45,
    ageMax: 60,
    phase: '2',
    term: 3,
    reward: 450_000,
    name: { kr: '폐경기 안면홍조', en: 'menopausal hot flushes', cn: '更年期潮热', jp: '更年期のほてり' },
    drug: { kr: '비호르몬 치료제', en: 'non-hormonal medicine', cn: '非激素药物', jp: '非ホルモン治療薬' },
  },
  {
    diseaseCode: '09',
    gender: 'A',
    ageMin: 19,
    ageMax: 70,
    phase: '3',
    term: 12,
    reward: 700_000,
    name: { kr: '만성 B형 간염', en: 'chronic hepatitis B', cn: '慢性乙型肝炎', jp: '慢性B型肝炎' },
    drug: { kr: '경구 항바이러스제', en: 'oral antiviral', cn: '口服抗病毒药', jp: '経口抗ウイルス薬' },
  },
  {
    diseaseCode: '05',
    gender: 'A',
    ageMin: 19,
    ageMax: 75,
    phase: '2',
    term: 6,
    reward: 500_000,
    name: { kr: '궤양성 대장염', en: 'ulcerative colitis', cn: '溃疡性结肠炎', jp: '潰瘍性大腸炎' },
    drug: { kr: '경구 면역조절제', en: 'oral immune modulator', cn: '口服免疫调节剂', jp: '経口免疫調整薬' },
  },
  {
    diseaseCode: '12',
    gender: 'M',
    ageMin: 50,
    ageMax: 80,
    phase: '3',
    term: 3,
    reward: 350_000,
    name: { kr: '양성 전립선 비대증', en: 'enlarged prostate', cn: '良性前列腺增生', jp: '前立腺肥大症' },
    drug: { kr: '복합 정제', en: 'combination tablet', cn: '复方片剂', jp: '配合錠' },
  },
]

interface Cancer {
  cencerCd: string
  gender: 'A' | 'M' | 'F'
  name: L
}

const CANCERS: Cancer[] = [
  {
    cencerCd: '01',
    gender: 'A',
    name: {
      kr: '진행성 비소세포폐암',
      en: 'advanced non-small cell lung cancer',
      cn: '晚期非小细胞肺癌',
      jp: '進行非小細胞肺がん',
    },
  },
  {
    cencerCd: '02',
    gender: 'A',
    name: { kr: '전이성 위암', en: 'metastatic stomach cancer', cn: '转移性胃癌', jp: '転移性胃がん' },
  },
  {
    cencerCd: '03',
    gender: 'A',
    name: { kr: '전이성 대장암', en: 'metastatic bowel cancer', cn: '转移性结直肠癌', jp: '転移性大腸がん' },
  },
  {
    cencerCd: '04',
    gender: 'A',
    name: { kr: '간세포암', en: 'liver cancer (hepatocellular carcinoma)', cn: '肝细胞癌', jp: '肝細胞がん' },
  },
  {
    cencerCd: '05',
    gender: 'F',
    name: { kr: 'HER2 양성 유방암', en: 'HER2-positive breast cancer', cn: 'HER2阳性乳腺癌', jp: 'HER2陽性乳がん' },
  },
  {
    cencerCd: '07',
    gender: 'A',
    name: {
      kr: '국소 진행성 췌장암',
      en: 'locally advanced pancreatic cancer',
      cn: '局部晚期胰腺癌',
      jp: '局所進行膵がん',
    },
  },
  {
    cencerCd: '08',
    gender: 'M',
    name: { kr: '전이성 전립선암', en: 'metastatic prostate cancer', cn: '转移性前列腺癌', jp: '転移性前立腺がん' },
  },
  {
    cencerCd: '09',
    gender: 'A',
    name: { kr: '재발성 림프종', en: 'relapsed lymphoma', cn: '复发性淋巴瘤', jp: '再発リンパ腫' },
  },
]

const PHASE_NAME: Record<string, L> = {
  '1': { kr: '제1상', en: 'Phase 1', cn: 'I期', jp: '第I相' },
  '2': { kr: '제2상', en: 'Phase 2', cn: 'II期', jp: '第II相' },
  '3': { kr: '제3상', en: 'Phase 3', cn: 'III期', jp: '第III相' },
  BE: { kr: '생동성', en: 'Bioequivalence', cn: '生物等效性', jp: '生物学的同等性' },
}

const NONE: L = { kr: '해당 없음', en: 'Not applicable', cn: '不适用', jp: '該当なし' }

function drugCode(index: number) {
  return `MNH-${String(1001 + ((index * 37) % 8999)).padStart(4, '0')}`
}

function details(locale: Locale, visits: number, fasting: boolean): string {
  switch (locale) {
    case 'kr':
      return `<h3>참여 일정</h3><ul><li>사전 건강검진(스크리닝) 1회: 약 2~3시간 소요</li><li>본 시험 방문 ${visits}회</li><li>검진 결과는 1~2일 안에 전화로 알려 드립니다.</li></ul>${fasting ? '<p><strong>검진 전 10시간 이상 금식</strong>이 필요합니다.</p>' : ''}<p>참여 중 궁금한 점은 임상시험센터(${DEMO_IDENTITY.phone})로 문의해 주세요.</p>`
    case 'en':
      return `<h3>What taking part involves</h3><ul><li>One screening visit of about 2 to 3 hours</li><li>${visits} study visits</li><li>We call you with the screening results within 1 to 2 days.</li></ul>${fasting ? '<p><strong>Please fast for at least 10 hours</strong> before screening.</p>' : ''}<p>If you have any questions, call the Clinical Trials Center on ${DEMO_IDENTITY.phone}.</p>`
    case 'cn':
      return `<h3>参与日程</h3><ul><li>筛选体检1次：约需2～3小时</li><li>正式试验访视${visits}次</li><li>体检结果将在1～2天内电话通知。</li></ul>${fasting ? '<p><strong>体检前需空腹10小时以上。</strong></p>' : ''}<p>如有疑问，请致电临床试验中心（${DEMO_IDENTITY.phone}）。</p>`
    case 'jp':
      return `<h3>参加スケジュール</h3><ul><li>事前健康診断（スクリーニング）1回：約2～3時間</li><li>本試験の来院${visits}回</li><li>検査結果は1～2日以内にお電話でお知らせします。</li></ul>${fasting ? '<p><strong>健康診断の前は10時間以上の絶食</strong>が必要です。</p>' : ''}<p>ご不明な点は臨床試験センター（${DEMO_IDENTITY.phone}）までお問い合わせください。</p>`
  }
}

function textsFor(build: (locale: Locale) => Texts, locales: readonly Locale[]): NewStudy['texts'] {
  const texts: NewStudy['texts'] = { kr: build('kr') }
  for (const locale of locales) texts[locale] = build(locale)
  return texts
}

function attachments(index: number, code: string): NewStudy['files'] {
  if (index % 3 === 2) return []
  const files: NewStudy['files'] = [
    {
      fileName: `${code} 참여자 안내문.pdf`,
      contentType: 'application/pdf',
      content: makePdf([
        `Participant information - study ${code}`,
        'Myeongnyun University Hospital Clinical Trials Center',
        `Contact: ${DEMO_IDENTITY.phone} (weekdays 9:00 to 18:00)`,
        'This is a fictional document for demonstration.',
      ]),
    },
  ]
  if (index % 3 === 0) {
    files.push({
      fileName: `${code} 방문 일정표(요약).txt`,
      contentType: 'text/plain; charset=utf-8',
      content: makeText(
        `임상시험 ${code} 방문 일정표\n\n1. 사전 건강검진: 오전 8시 (금식)\n2. 입원: 검진 후 안내\n3. 퇴원 후 추적 방문: 1회\n\n문의: 임상시험센터 ${DEMO_IDENTITY.phone} (평일 9:00~18:00)\n`,
      ),
    })
  }
  return files
}

/** Dates by position, so the demo always has open, closing-soon, upcoming and closed notices. */
function period(index: number, today: string) {
  const shift = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
  const slot = index % 10
  let start: number
  let end: number
  let closed = false
  if (slot === 3)
    [start, end] = [-60, -5] // ended
  else if (slot === 7)
    [start, end, closed] = [-20, 30, true] // closed early by staff
  else if (slot === 1 || slot === 5)
    [start, end] = [-25, (index % 4) + 1] // closing within days
  else if (slot === 9 && index % 20 === 19)
    [start, end] = [7, 40] // not yet open
  else [start, end] = [-((index * 7) % 30) - 1, 20 + ((index * 11) % 45)]
  return {
    recruit_start: shift(start),
    recruit_end: shift(end),
    research_start: shift(end + 7),
    research_end: shift(end + 7 + 30 * (1 + (index % 3))),
    closed_yn: closed ? 'Y' : 'N',
  }
}

// Which locales a notice is translated into; a few stay Korean-only to show the fallback.
function localesOf(index: number): Locale[] {
  if (index % 17 === 4) return []
  if (index % 13 === 6) return ['en']
  return ['en', 'cn', 'jp']
}

/** The index-th demo notice (any index; the first 42 are all different). */
export function demoStudy(index: number, today: string): NewStudy {
  const code = drugCode(index)
  const professor = PROFESSORS[index % PROFESSORS.length] as L
  const kind = index % 7 < 3 ? 'healthy' : index % 7 < 6 ? 'patient' : 'cancer'
  // The position among notices of the same kind, so that neighbours differ.
  const week = Math.floor(index / 7)
  const ordinal = kind === 'healthy' ? week * 3 + (index % 7) : kind === 'patient' ? week * 3 + (index % 7) - 3 : week
  const common = {
    ...period(index, today),
    target_count: 10 + ((index * 13) % 31),
    view_count: (index * 29) % 400,
  }
  if (kind === 'healthy') {
    const design = HEALTHY_DESIGNS[ordinal % HEALTHY_DESIGNS.length] as Design
    const pop = POPULATIONS[Math.floor(ordinal / HEALTHY_DESIGNS.length) % POPULATIONS.length] as Population
    const bmi = index % 2 === 0
    return {
      study: {
        sbj_cond_cd: '01',
        disease_code: '01',
        cancer_code: null,
        apply_method: 'online',
        gender: pop.gender,
        age_min: pop.ageMin,
        age_max: pop.ageMax,
        smoker_allowed: pop.smoker,
        history_rule: 'none',
        term_months: design.term,
        bmi_min: bmi ? 18 : null,
        bmi_max: bmi ? 30 : null,
        height_min: null,
        height_max: null,
        weight_min: bmi ? null : pop.gender === 'F' ? 45 : 50,
        weight_max: null,
        reward_won: design.reward,
        phase: design.phase,
        ...common,
      },
      texts: textsFor(
        (l) => ({
          title:
            l === 'kr'
              ? `${pop.name.kr}${pop.particle} 대상으로 ${code}의 ${design.title.kr}을 평가하는 임상시험`
              : l === 'en'
                ? `A study of the ${design.title.en} of ${code} in ${pop.name.en}`
                : l === 'cn'
                  ? `评价${code}在${pop.name.cn}中${design.title.cn}的临床试验`
                  : `${pop.name.jp}を対象に${code}の${design.title.jp}を評価する臨床試験`,
          trial_type: design.type[l],
          volunteer_type: pop.name[l],
          target_disease: {
            kr: '해당 없음 (건강인)',
            en: 'None (healthy volunteers)',
            cn: '无（健康受试者）',
            jp: 'なし（健康成人）',
          }[l],
          medical_history: {
            kr: '최근 3개월 내 복용 중인 약이나 치료 중인 질환이 없는 분',
            en: 'No regular medicines and no ongoing treatment in the last 3 months',
            cn: '近3个月内未服用药物且无正在治疗的疾病',
            jp: '最近3か月以内に服用中の薬や治療中の病気がない方',
          }[l],
          professor: professor[l],
          trial_drug: `${code} ${{ kr: '정', en: 'tablet', cn: '片', jp: '錠' }[l]}`,
          target_patient: NONE[l],
          extra_info: {
            kr: '입원 기간 중 식사가 제공되며, 검진 참여자는 4시간 무료 주차가 가능합니다.',
            en: 'Meals are provided during the stay, and screening visitors park free for 4 hours.',
            cn: '住院期间提供餐食，参加筛选者可免费停车4小时。',
            jp: '入院中は食事が提供され、検診参加者は4時間無料で駐車できます。',
          }[l],
          details_html: details(l, 2 + (index % 3), true),
        }),
        localesOf(index),
      ),
      files: attachments(index, code),
    }
  }
  if (kind === 'patient') {
    const condition = CONDITIONS[ordinal % CONDITIONS.length] as Condition
    return {
      study: {
        sbj_cond_cd: '02',
        disease_code: condition.diseaseCode,
        cancer_code: null,
        apply_method: 'online',
        gender: condition.gender,
        age_min: condition.ageMin,
        age_max: condition.ageMax,
        smoker_allowed: index % 2 === 0 ? 'Y' : 'N',
        history_rule: 'yes',
        term_months: condition.term,
        bmi_min: null,
        bmi_max: index % 5 === 0 ? 35 : null,
        height_min: null,
        height_max: null,
        weight_min: null,
        weight_max: null,
        reward_won: condition.reward,
        phase: condition.phase,
        ...common,
      },
      texts: textsFor(
        (l) => ({
          title:
            l === 'kr'
              ? `${condition.name.kr} 환자를 대상으로 ${code}(${condition.drug.kr})의 유효성과 안전성을 평가하는 ${PHASE_NAME[condition.phase]?.kr ?? ''} 임상시험`
              : l === 'en'
                ? `${PHASE_NAME[condition.phase]?.en ?? ''} study of ${code}, ${/^[aeiou]/i.test(condition.drug.en) ? 'an' : 'a'} ${condition.drug.en}, for people with ${condition.name.en}`
                : l === 'cn'
                  ? `评价${code}（${condition.drug.cn}）对${condition.name.cn}患者有效性和安全性的${PHASE_NAME[condition.phase]?.cn ?? ''}临床试验`
                  : `${condition.name.jp}の患者さんを対象に${code}（${condition.drug.jp}）の有効性と安全性を評価する${PHASE_NAME[condition.phase]?.jp ?? ''}試験`,
          trial_type: { kr: '의약품 임상시험', en: 'Medicine trial', cn: '药物临床试验', jp: '医薬品の臨床試験' }[l],
          volunteer_type: {
            kr: `${condition.name.kr} 환자`,
            en: `People with ${condition.name.en}`,
            cn: `${condition.name.cn}患者`,
            jp: `${condition.name.jp}の患者さん`,
          }[l],
          target_disease: condition.name[l],
          medical_history: {
            kr: `${condition.name.kr} 진단을 받은 지 6개월 이상 된 분`,
            en: `Diagnosed with ${condition.name.en} at least 6 months ago`,
            cn: `确诊${condition.name.cn}6个月以上`,
            jp: `${condition.name.jp}と診断されて6か月以上の方`,
          }[l],
          professor: professor[l],
          trial_drug: `${code} (${condition.drug[l]})`,
          target_patient: {
            kr: `현재 치료 중인 ${condition.name.kr} 환자`,
            en: `People currently treated for ${condition.name.en}`,
            cn: `正在接受治疗的${condition.name.cn}患者`,
            jp: `現在治療中の${condition.name.jp}の患者さん`,
          }[l],
          extra_info: {
            kr: '방문 시 교통비가 지급됩니다.',
            en: 'Travel costs are paid at each visit.',
            cn: '每次访视均报销交通费。',
            jp: '来院ごとに交通費をお支払いします。',
          }[l],
          details_html: details(l, 4 + (index % 4), false),
        }),
        localesOf(index),
      ),
      files: attachments(index, code),
    }
  }
  const cancer = CANCERS[ordinal % CANCERS.length] as Cancer
  return {
    study: {
      sbj_cond_cd: '02',
      disease_code: '06',
      cancer_code: cancer.cencerCd,
      // Cancer studies take applications by phone only: eligibility needs the care team.
      apply_method: 'phone',
      gender: cancer.gender,
      age_min: 19,
      age_max: null,
      smoker_allowed: 'Y',
      history_rule: 'yes',
      term_months: 12,
      bmi_min: null,
      bmi_max: null,
      height_min: null,
      height_max: null,
      weight_min: null,
      weight_max: null,
      reward_won: null,
      phase: index % 2 === 0 ? '2' : '3',
      ...common,
    },
    texts: textsFor(
      (l) => ({
        title: {
          kr: `${cancer.name.kr} 환자를 대상으로 ${code} 병용요법의 효과를 평가하는 임상시험`,
          en: `Combination treatment with ${code} for ${cancer.name.en}`,
          cn: `评价${code}联合疗法治疗${cancer.name.cn}患者疗效的临床试验`,
          jp: `${cancer.name.jp}の患者さんを対象に${code}併用療法の効果を評価する臨床試験`,
        }[l],
        trial_type: {
          kr: '항암제 임상시험',
          en: 'Cancer medicine trial',
          cn: '抗肿瘤药物临床试验',
          jp: '抗がん剤の臨床試験',
        }[l],
        volunteer_type: {
          kr: `${cancer.name.kr} 환자`,
          en: `People with ${cancer.name.en}`,
          cn: `${cancer.name.cn}患者`,
          jp: `${cancer.name.jp}の患者さん`,
        }[l],
        target_disease: cancer.name[l],
        medical_history: {
          kr: '이전 항암치료 이력은 담당 의료진과 상담이 필요합니다.',
          en: 'Previous cancer treatment is discussed with the study team.',
          cn: '既往抗肿瘤治疗史需与研究团队沟通。',
          jp: '過去の抗がん治療歴は担当医療チームとご相談ください。',
        }[l],
        professor: (PROFESSORS[4] as L)[l],
        trial_drug: `${code} ${{ kr: '주사제', en: 'infusion', cn: '注射剂', jp: '注射剤' }[l]}`,
        target_patient: {
          kr: `조직검사로 확진된 ${cancer.name.kr} 환자`,
          en: `People with ${cancer.name.en} confirmed by biopsy`,
          cn: `经活检确诊的${cancer.name.cn}患者`,
          jp: `生検で確定診断された${cancer.name.jp}の患者さん`,
        }[l],
        extra_info: {
          kr: '암 임상시험은 전화로만 신청할 수 있습니다.',
          en: 'Cancer studies take applications by phone only.',
          cn: '癌症临床试验仅接受电话申请。',
          jp: 'がんの臨床試験はお電話でのみお申し込みいただけます。',
        }[l],
        details_html: `${details(l, 6, false)}<script>alert('never runs')</script>`,
      }),
      localesOf(index),
    ),
    files: attachments(index, code),
  }
}

/** How many notices a demo database gets. */
export const DEMO_STUDY_COUNT = 42
