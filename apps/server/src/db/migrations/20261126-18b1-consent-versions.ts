import { type Kysely, sql } from 'kysely'

// Versioned consents: every version of a consent text (privacy, sensitive data, alerts), with the
// date it takes effect and its exact words in the four locales; a member's consent names the
// version agreed to and, for an optional one, when it was withdrawn. The first versions are the
// texts the sign-up showed until now (version 2026-11-22) and the new, optional alerts consent.
// They take effect from the site's start (2026-01-01 in Korea), so that every member who
// signed up stands by them. The texts are written out here, not imported, so that this
// migration never changes.
const FIRST_TEXTS: {
  kind: string
  version: string
  effectiveAt: string
  locale: string
  title: string
  body: string
}[] = [
  {
    kind: 'privacy',
    version: '2026-11-22',
    effectiveAt: '2025-12-31T15:00:00.000Z',
    locale: 'kr',
    title: '개인정보 수집·이용 동의',
    body: '수집 목적: 회원 관리, 참여 가능한 임상시험 안내 및 연락\n수집 항목: 이메일(아이디), 비밀번호, 이름, 성별, 생년월일, 휴대전화, 기타 연락처, 주소, 국적/민족, 가입 경로, 선호 연락 방법, 직업, 참여 가능 기간\n보유 기간: 회원 탈퇴 시까지(탈퇴 즉시 파기)\n동의를 거부할 수 있으며, 거부하면 회원가입을 할 수 없습니다.',
  },
  {
    kind: 'privacy',
    version: '2026-11-22',
    effectiveAt: '2025-12-31T15:00:00.000Z',
    locale: 'en',
    title: 'Consent to the collection and use of personal information',
    body: 'Purpose: member management and contacting you about clinical trials you may join.\nItems collected: e-mail (ID), password, name, sex, date of birth, mobile phone, other contact number, address, nationality, how you heard about us, preferred contact methods, occupation, participation term.\nRetention: until you close your account; then deleted at once.\nYou may refuse; if you do, you cannot sign up.',
  },
  {
    kind: 'privacy',
    version: '2026-11-22',
    effectiveAt: '2025-12-31T15:00:00.000Z',
    locale: 'cn',
    title: '个人信息收集和使用同意',
    body: '目的：会员管理，以及就您可参加的临床试验与您联系。\n收集项目：电子邮箱（账号）、密码、姓名、性别、出生日期、手机号码、其他联系电话、地址、国籍/民族、了解途径、首选联系方式、职业、可参与期限。\n保存期限：至注销账号时为止（注销后立即删除）。\n您可以拒绝同意，但拒绝后将无法注册。',
  },
  {
    kind: 'privacy',
    version: '2026-11-22',
    effectiveAt: '2025-12-31T15:00:00.000Z',
    locale: 'jp',
    title: '個人情報の収集・利用への同意',
    body: '目的：会員管理、参加可能な臨床試験のご案内とご連絡\n収集項目：メールアドレス（ID）、パスワード、氏名、性別、生年月日、携帯電話、その他の連絡先、住所、国籍・民族、当センターを知ったきっかけ、希望する連絡方法、職業、参加可能な期間\n保有期間：退会まで（退会後ただちに削除）\n同意を拒否することができますが、その場合は会員登録ができません。',
  },
  {
    kind: 'sensitive',
    version: '2026-11-22',
    effectiveAt: '2025-12-31T15:00:00.000Z',
    locale: 'kr',
    title: '민감정보(건강정보) 수집·이용 동의',
    body: '수집 목적: 적합한 임상시험 안내, 안전한 참여 여부 확인\n수집 항목: 키, 몸무게, 흡연, 병력, 헌혈·수혈, 임상시험 참여 이력, 복용 약물, 알레르기, 수술, 건강기능식품, 음주, 카페인, 식이, 운동, 병원식·피임·주의사항 준수에 대한 답변\n보유 기간: 회원 탈퇴 시까지(탈퇴 즉시 파기)\n동의를 거부할 수 있으며, 거부하면 회원가입을 할 수 없습니다.',
  },
  {
    kind: 'sensitive',
    version: '2026-11-22',
    effectiveAt: '2025-12-31T15:00:00.000Z',
    locale: 'en',
    title: 'Consent to the collection and use of sensitive (health) information',
    body: 'Purpose: finding clinical trials that suit you and checking that it is safe for you to take part.\nItems collected: height, weight, smoking, medical history, blood donation and transfusion, past trial participation, medicines, allergies, operations, supplements, alcohol, caffeine, diet, exercise, and your answers on hospital meals, contraception and precautions.\nRetention: until you close your account; then deleted at once.\nYou may refuse; if you do, you cannot sign up.',
  },
  {
    kind: 'sensitive',
    version: '2026-11-22',
    effectiveAt: '2025-12-31T15:00:00.000Z',
    locale: 'cn',
    title: '敏感信息（健康信息）收集和使用同意',
    body: '目的：为您推荐合适的临床试验，并确认您能否安全参加。\n收集项目：身高、体重、吸烟、病史、献血和输血、临床试验参加经历、服用药物、过敏、手术、保健食品、饮酒、咖啡因、饮食、运动，以及关于医院餐、避孕和遵守注意事项的回答。\n保存期限：至注销账号时为止（注销后立即删除）。\n您可以拒绝同意，但拒绝后将无法注册。',
  },
  {
    kind: 'sensitive',
    version: '2026-11-22',
    effectiveAt: '2025-12-31T15:00:00.000Z',
    locale: 'jp',
    title: '要配慮個人情報（健康情報）の収集・利用への同意',
    body: '目的：適した臨床試験のご案内、安全に参加できるかの確認\n収集項目：身長、体重、喫煙、既往歴、献血・輸血、臨床試験への参加歴、服用中の薬、アレルギー、手術、健康食品、飲酒、カフェイン、食事、運動、病院食・避妊・注意事項の順守に関する回答\n保有期間：退会まで（退会後ただちに削除）\n同意を拒否することができますが、その場合は会員登録ができません。',
  },
  {
    kind: 'alerts',
    version: '2026-11-26',
    effectiveAt: '2025-12-31T15:00:00.000Z',
    locale: 'kr',
    title: '맞춤 임상시험 알림 수신 동의(선택)',
    body: '수집·이용 목적: 자원자 정보(성별, 나이, 키, 몸무게, 흡연, 병력 등)에 맞는 새 임상시험 모집 공고를 이메일로 안내\n이용 항목: 이메일, 자원자 정보, 언어 설정\n보유 기간: 동의를 철회하거나 회원 탈퇴할 때까지\n선택 항목이므로 동의하지 않아도 회원가입과 임상시험 지원에는 제한이 없으며, 마이페이지에서 언제든지 철회할 수 있습니다.',
  },
  {
    kind: 'alerts',
    version: '2026-11-26',
    effectiveAt: '2025-12-31T15:00:00.000Z',
    locale: 'en',
    title: 'Consent to e-mail alerts about matching trials (optional)',
    body: 'Purpose: e-mailing you new recruitment notices that match your volunteer profile (sex, age, height, weight, smoking, medical history and so on).\nItems used: e-mail address, volunteer profile, language setting.\nRetention: until you withdraw this consent or close your account.\nThis consent is optional: refusing it does not affect your membership or your applications, and you can withdraw it at any time on My Page.',
  },
  {
    kind: 'alerts',
    version: '2026-11-26',
    effectiveAt: '2025-12-31T15:00:00.000Z',
    locale: 'cn',
    title: '匹配临床试验邮件通知同意（可选）',
    body: '目的：通过电子邮件向您发送与您的志愿者资料（性别、年龄、身高、体重、吸烟、病史等）相符的新招募公告。\n使用项目：电子邮箱、志愿者资料、语言设置。\n保存期限：至您撤回同意或注销账号时为止。\n本项为可选项，不同意不影响注册会员和报名参加临床试验，您可以随时在“我的页面”中撤回。',
  },
  {
    kind: 'alerts',
    version: '2026-11-26',
    effectiveAt: '2025-12-31T15:00:00.000Z',
    locale: 'jp',
    title: '条件に合う臨床試験のメール通知への同意（任意）',
    body: '目的：ボランティア情報（性別、年齢、身長、体重、喫煙、既往歴など）に合う新しい募集のお知らせをメールでご案内するため\n利用項目：メールアドレス、ボランティア情報、言語設定\n保有期間：同意を撤回するか、退会するまで\n任意の項目のため、同意しなくても会員登録や臨床試験への応募に制限はありません。マイページからいつでも撤回できます。',
  },
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consent_versions')
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('version', 'varchar(20)', (col) => col.notNull())
    // From when members are asked to agree to this version (UTC ISO 8601).
    .addColumn('effective_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('published_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('consent_versions_pk', ['kind', 'version'])
    .execute()
  await db.schema
    .createTable('consent_texts')
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('version', 'varchar(20)', (col) => col.notNull())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('consent_texts_pk', ['kind', 'version', 'locale'])
    .addForeignKeyConstraint('consent_texts_version', ['kind', 'version'], 'consent_versions', ['kind', 'version'])
    .execute()
  await db.schema.alterTable('consents').addColumn('withdrawn_at', 'varchar(30)').execute()
  // One standing agreement per member, kind and version: agreeing twice at once records it once.
  await db.schema
    .createIndex('consents_standing')
    .on('consents')
    .columns(['member_id', 'kind', 'version'])
    .unique()
    .where(sql.ref('withdrawn_at'), 'is', null)
    .execute()

  const published = new Date().toISOString()
  const versions = new Map(FIRST_TEXTS.map((t) => [`${t.kind}:${t.version}`, t]))
  for (const t of versions.values())
    await sql`insert into consent_versions (kind, version, effective_at, published_at)
      values (${t.kind}, ${t.version}, ${t.effectiveAt}, ${published})`.execute(db)
  for (const t of FIRST_TEXTS)
    await sql`insert into consent_texts (kind, version, locale, title, body)
      values (${t.kind}, ${t.version}, ${t.locale}, ${t.title}, ${t.body})`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('consents_standing').execute()
  await db.schema.alterTable('consents').dropColumn('withdrawn_at').execute()
  await db.schema.dropTable('consent_texts').execute()
  await db.schema.dropTable('consent_versions').execute()
}
