import { CODE_VALUES, type CodeGroup, type CodeValue } from '@ctc/contract/codes'

/** A code's label: [Korean, English, Simplified Chinese, Japanese] */
type Labels = readonly [ko: string, en: string, zh: string, ja: string]

/** [code, Korean, English, Simplified Chinese, Japanese] */
type CodeEntry = readonly [code: string, ko: string, en: string, zh: string, ja: string]

const preferContact: Record<CodeValue<'preferContactCd1'>, Labels> = {
  '01': ['휴대전화 통화', 'Mobile phone call', '手机通话', '携帯電話への通話'],
  '02': ['문자 메시지', 'Text message (SMS)', '短信', 'ショートメッセージ（SMS）'],
  '03': ['이메일', 'E-mail', '电子邮件', 'メール'],
  '04': ['카카오톡', 'KakaoTalk', 'KakaoTalk', 'カカオトーク'],
  '05': ['기타 연락처 통화', 'Call to other contact number', '拨打其他联系电话', 'その他の連絡先への通話'],
}

/** The label of each code the contract lists (CODE_VALUES): a code without one does not compile. */
const LABELS: { [G in CodeGroup]: Record<CodeValue<G>, Labels> } = {
  joinPathCd: {
    '01': ['인터넷 검색', 'Internet search', '网络搜索', 'インターネット検索'],
    '02': ['병원 홈페이지', 'Hospital website', '医院官网', '病院のホームページ'],
    '03': [
      'SNS(인스타그램·블로그 등)',
      'Social media (Instagram, blogs, etc.)',
      '社交媒体（Instagram、博客等）',
      'SNS（Instagram・ブログなど）',
    ],
    '04': ['지인 소개', 'Referred by a friend or family member', '亲友介绍', '知人の紹介'],
    '05': ['원내 포스터·안내문', 'Poster or leaflet in the hospital', '院内海报或宣传单', '院内のポスター・案内文'],
    '06': ['신문·잡지 광고', 'Newspaper or magazine advertisement', '报纸或杂志广告', '新聞・雑誌の広告'],
    '07': ['의료진 권유', 'Recommended by my doctor', '医生推荐', '医師の勧め'],
    '99': ['기타', 'Other', '其他', 'その他'],
  },
  preferContactCd1: preferContact,
  preferContactCd2: preferContact,
  preferContactCd3: preferContact,
  preferContactCd4: preferContact,
  preferContactCd5: preferContact,
  langCd: {
    ko: ['한국어', 'Korean', '韩语', '韓国語'],
    en: ['영어', 'English', '英语', '英語'],
    zh: ['중국어', 'Chinese', '汉语', '中国語'],
    ja: ['일본어', 'Japanese', '日语', '日本語'],
    vi: ['베트남어', 'Vietnamese', '越南语', 'ベトナム語'],
    ru: ['러시아어', 'Russian', '俄语', 'ロシア語'],
    mn: ['몽골어', 'Mongolian', '蒙古语', 'モンゴル語'],
    '99': ['기타', 'Other', '其他', 'その他'],
  },
  sbjCondCd: {
    '01': ['건강인', 'Healthy volunteer', '健康受试者', '健康成人'],
    '02': ['환자', 'Patient', '患者', '患者'],
  },
  smokeYn: {
    N: ['비흡연자', 'Non-smoker', '不吸烟', '非喫煙者'],
    P: ['과거 흡연자', 'Ex-smoker', '已戒烟', '過去喫煙者'],
    Y: ['현재 흡연자', 'Current smoker', '目前吸烟', '現在喫煙者'],
  },
  sickCd: {
    '00': ['없음', 'None', '无', 'なし'],
    '01': ['고혈압', 'High blood pressure', '高血压', '高血圧'],
    '02': ['당뇨병', 'Diabetes', '糖尿病', '糖尿病'],
    '03': ['이상지질혈증', 'High cholesterol (dyslipidaemia)', '血脂异常', '脂質異常症'],
    '04': ['간질환', 'Liver disease', '肝脏疾病', '肝疾患'],
    '05': ['신장질환', 'Kidney disease', '肾脏疾病', '腎疾患'],
    '06': ['심장질환', 'Heart disease', '心脏疾病', '心疾患'],
    '07': ['천식·호흡기질환', 'Asthma or lung disease', '哮喘及呼吸系统疾病', '喘息・呼吸器疾患'],
    '08': ['갑상선질환', 'Thyroid disease', '甲状腺疾病', '甲状腺疾患'],
    '09': ['위장질환', 'Stomach or bowel disease', '胃肠疾病', '胃腸疾患'],
    '10': ['정신건강질환', 'Mental health condition', '精神心理疾病', '精神疾患'],
    '11': ['암', 'Cancer', '癌症', 'がん'],
    '99': ['기타', 'Other', '其他', 'その他'],
  },
  centerCd: {
    '01': ['임상시험센터 본관', 'Clinical Trials Center, main building', '临床试验中心本馆', '臨床試験センター本館'],
    '02': ['임상1상 병동', 'Phase 1 unit', 'I期临床试验病房', '第I相試験病棟'],
    '03': ['암병원 임상시험실', 'Cancer Hospital clinical trials office', '肿瘤医院临床试验室', 'がん病院臨床試験室'],
    '04': [
      '어린이병원 임상시험실',
      "Children's Hospital clinical trials office",
      '儿童医院临床试验室',
      'こども病院臨床試験室',
    ],
  },
  disasesCd: {
    '01': ['건강인 대상', 'Healthy volunteers', '健康受试者', '健康成人対象'],
    '02': ['심혈관질환', 'Heart and circulation', '心血管疾病', '循環器疾患'],
    '03': ['내분비·대사질환', 'Hormones and metabolism', '内分泌及代谢疾病', '内分泌・代謝疾患'],
    '04': ['호흡기질환', 'Lungs and breathing', '呼吸系统疾病', '呼吸器疾患'],
    '05': ['소화기질환', 'Digestive system', '消化系统疾病', '消化器疾患'],
    '06': ['암', 'Cancer', '癌症', 'がん'],
    '07': ['신경계질환', 'Brain and nerves', '神经系统疾病', '神経疾患'],
    '08': ['정신건강', 'Mental health', '精神心理健康', '精神疾患'],
    '09': ['감염질환', 'Infections', '感染性疾病', '感染症'],
    '10': ['근골격계질환', 'Bones, joints and muscles', '肌肉骨骼疾病', '筋骨格系疾患'],
    '11': ['피부질환', 'Skin', '皮肤疾病', '皮膚疾患'],
    '12': ['신장·비뇨기질환', 'Kidneys and urinary tract', '肾脏及泌尿系统疾病', '腎・泌尿器疾患'],
    '13': ['여성질환', "Women's health", '妇科疾病', '婦人科疾患'],
    '99': ['기타', 'Other', '其他', 'その他'],
  },
  cencerCd: {
    '01': ['폐암', 'Lung cancer', '肺癌', '肺がん'],
    '02': ['위암', 'Stomach cancer', '胃癌', '胃がん'],
    '03': ['대장암', 'Bowel (colorectal) cancer', '结直肠癌', '大腸がん'],
    '04': ['간암', 'Liver cancer', '肝癌', '肝がん'],
    '05': ['유방암', 'Breast cancer', '乳腺癌', '乳がん'],
    '06': ['갑상선암', 'Thyroid cancer', '甲状腺癌', '甲状腺がん'],
    '07': ['췌장암', 'Pancreatic cancer', '胰腺癌', '膵がん'],
    '08': ['전립선암', 'Prostate cancer', '前列腺癌', '前立腺がん'],
    '09': [
      '혈액암',
      'Blood cancer (leukaemia, lymphoma, myeloma)',
      '血液肿瘤（白血病、淋巴瘤、骨髓瘤）',
      '血液がん（白血病・リンパ腫・骨髄腫）',
    ],
    '99': ['기타 암', 'Other cancer', '其他癌症', 'その他のがん'],
  },
  sbjTyCd: {
    '01': ['직장인', 'Office worker', '上班族', '会社員'],
    '02': ['학생', 'Student', '学生', '学生'],
    '03': ['자영업', 'Self-employed', '个体经营者', '自営業'],
    '04': ['프리랜서', 'Freelancer', '自由职业者', 'フリーランス'],
    '05': ['주부', 'Homemaker', '家庭主妇/主夫', '主婦・主夫'],
    '06': ['구직 중', 'Looking for work', '求职中', '求職中'],
    '07': ['은퇴', 'Retired', '已退休', '退職'],
    '99': ['기타', 'Other', '其他', 'その他'],
  },
  entryMonth: {
    '1': ['1개월', '1 month', '1个月', '1か月'],
    '2': ['2개월', '2 months', '2个月', '2か月'],
    '3': ['3개월', '3 months', '3个月', '3か月'],
    '6': ['6개월', '6 months', '6个月', '6か月'],
    '12': ['12개월', '12 months', '12个月', '12か月'],
  },
}

/** Reference data for every code group, in the contract's display order. */
export const REFERENCE_CODES = Object.fromEntries(
  Object.entries(CODE_VALUES).map(([group, codes]) => {
    const labels = LABELS[group as CodeGroup] as Record<string, Labels>
    return [group, codes.map((code): CodeEntry => [code, ...labels[code]!])]
  }),
) as Record<CodeGroup, CodeEntry[]>
