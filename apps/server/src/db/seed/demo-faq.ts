import type { SiteFaq } from '@ctc/contract/site-faq'
import { DEMO_IDENTITY } from './demo-identity.js'

// The demo center's FAQ, published by the demo seed (it was the locale catalogs' until the FAQ
// became content, issue 28). Answers are written as plain paragraphs, one per line, and become
// the rich text the console edits; {{phone}} and {{hours}} are the demo identity's.

type Texts = Record<'kr' | 'en' | 'cn' | 'jp', string>
interface PlainCategory {
  slug: string
  title: Texts
  entries: { question: Texts; answer: Texts }[]
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function answerHtml(text: string, locale: keyof Texts): string {
  const filled = text
    .replaceAll('{{phone}}', DEMO_IDENTITY.phone)
    .replaceAll('{{hours}}', DEMO_IDENTITY.hours[locale] || DEMO_IDENTITY.hours.kr)
  return filled
    .split('\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('')
}

const CATEGORIES: PlainCategory[] = [
  {
    slug: 'faq',
    title: {
      kr: '자주 묻는 질문',
      en: 'FAQ',
      cn: '常见问题',
      jp: 'よくあるご質問',
    },
    entries: [
      {
        question: {
          kr: '임상시험에 참여하려면 어떻게 해야 하나요?',
          en: 'How do I take part in a clinical trial?',
          cn: '怎样才能参加临床试验？',
          jp: '臨床試験に参加するにはどうすればよいですか？',
        },
        answer: {
          kr: "홈페이지의 '연구 정보 > 모집 공고'에서 모집 중인 연구를 확인한 뒤 회원 또는 비회원으로 온라인 신청하시거나, 임상시험센터({{phone}}, {{hours}})로 전화해 신청하실 수 있습니다.\n신청서를 검토한 뒤 참여 조건에 맞는 분께 연구 담당자가 전화로 연락드려 연구 내용을 설명하고 검진 일정을 잡아 드립니다.",
          en: "Find a study that is recruiting under 'Research Studies > Studies recruiting now' and apply online, as a member or without an account, or call the Clinical Trials Center on {{phone}} ({{hours}}).\nWe review every application. If you meet the study's requirements, a member of the study team will call you to explain the study and book your screening visit.",
          cn: '请在网站“研究信息 > 招募公告”中查看正在招募的研究，以会员或非会员身份在线报名；也可以致电临床试验中心（{{phone}}，{{hours}}）报名。\n我们会审核每一份报名表，符合条件的报名者将接到研究人员的电话，由研究人员介绍研究内容并预约筛选体检。',
          jp: 'ホームページの「研究情報 > 募集中の試験」で募集中の試験をご確認のうえ、会員または非会員としてオンラインでお申し込みいただくか、臨床試験センター（{{phone}}、{{hours}}）までお電話でお申し込みください。\nお申し込み内容を確認し、参加条件に合う方には試験担当者からお電話で試験内容をご説明し、事前検診の日程をご案内します。',
        },
      },
      {
        question: {
          kr: '누구나 참여할 수 있나요?',
          en: 'Who can take part?',
          cn: '谁都可以参加吗？',
          jp: '誰でも参加できますか？',
        },
        answer: {
          kr: '건강한 자원자를 모집하는 연구는 일반적으로 만 19세 이상 성인이면 지원할 수 있습니다. 다만 연구마다 나이, 성별, 체중, 흡연 여부, 병력 등 참여 조건이 다르므로 모집 공고의 조건을 꼭 확인해 주세요.\n환자를 모집하는 연구는 해당 질환을 진단받은 분이 대상입니다. 최종 참여 여부는 검진 결과와 연구 담당 의사의 판단에 따라 결정됩니다.',
          en: 'Studies in healthy volunteers are generally open to adults aged 19 or more. Each study has its own requirements for age, sex, weight, smoking, medical history and so on, so please check them in the recruitment notice.\nStudies in patients recruit people who have been diagnosed with the condition being studied. Whether you can take part is decided after screening, by the study doctor.',
          cn: '以健康志愿者为对象的研究，一般年满19周岁的成年人即可报名。但每项研究对年龄、性别、体重、是否吸烟、病史等都有各自的要求，请务必查看招募公告中的条件。\n以患者为对象的研究，招募已确诊相应疾病的人士。能否最终参加，将根据筛选体检结果由研究医生决定。',
          jp: '健康な方を対象とする試験は、原則として19歳以上の成人の方が応募できます。ただし、年齢、性別、体重、喫煙の有無、既往歴などの参加条件は試験ごとに異なりますので、募集要項を必ずご確認ください。\n患者さんを対象とする試験は、対象となる病気の診断を受けた方が対象です。最終的な参加の可否は、事前検診の結果をもとに試験担当医師が判断します。',
        },
      },
      {
        question: {
          kr: '여러 임상시험에 동시에 또는 연달아 참여할 수 있나요?',
          en: 'Can I take part in more than one trial at a time, or in one straight after another?',
          cn: '可以同时或接连参加多项临床试验吗？',
          jp: '複数の臨床試験に同時に、または続けて参加できますか？',
        },
        answer: {
          kr: '임상시험은 한 번에 하나만 참여할 수 있습니다. 이전 연구에서 투여한 약이 몸에서 완전히 빠져나가고 채혈로 줄어든 혈액이 회복될 수 있도록, 한 연구가 끝난 뒤 다음 연구에 참여하기까지 1~3개월의 휴식 기간이 필요합니다.\n정확한 휴식 기간은 연구마다 다르며 모집 공고와 설명 과정에서 안내해 드립니다. 다른 기관의 임상시험 참여 이력도 확인하므로 사실대로 알려 주셔야 합니다.',
          en: 'You can take part in only one study at a time. After a study ends you need a rest of 1 to 3 months before the next one, so that the previous study drug has fully left your body and your blood has recovered from the samples taken.\nThe exact rest period depends on the study and is given in the recruitment notice and when the study is explained to you. We check participation at other sites too, so please tell us truthfully.',
          cn: '每次只能参加一项临床试验。为了让上一项研究的药物完全排出体外、让因采血减少的血液得到恢复，一项研究结束后需要休息1至3个月才能参加下一项研究。\n具体的休息期因研究而异，会在招募公告和知情说明中告知。我们也会核查您在其他机构参加临床试验的记录，请如实告知。',
          jp: '参加できる臨床試験は一度に一つだけです。前の試験で投与された薬が体から完全に抜け、採血で減った血液が回復するよう、試験終了後、次の試験に参加するまで1〜3か月の休薬期間が必要です。\n正確な期間は試験によって異なり、募集要項や説明の際にお知らせします。他の医療機関での参加歴も確認しますので、正確にお知らせください。',
        },
      },
      {
        question: {
          kr: '회원가입을 하지 않아도 신청할 수 있나요?',
          en: 'Can I apply without creating an account?',
          cn: '不注册会员也可以报名吗？',
          jp: '会員登録をしなくても申し込めますか？',
        },
        answer: {
          kr: "네. 모집 공고에서 '비회원 신청'을 선택하면 회원가입 없이 신청할 수 있습니다.\n회원으로 가입하면 참여 신청서를 한 번만 작성해 두고 여러 연구에 간편하게 지원할 수 있으며, 마이페이지에서 지원 내역과 1:1 문의 답변을 확인할 수 있습니다.",
          en: "Yes. Choose 'Apply as a guest' on a recruitment notice and you can apply without signing up.\nAs a member you fill in your volunteer form once and can then apply to several studies in a few clicks, and you can follow your applications and the answers to your questions on My Page.",
          cn: '可以。在招募公告中选择“非会员报名”，无需注册即可报名。\n注册会员后，只需填写一次报名表，就能方便地报名多项研究，还可以在“我的页面”查看报名记录和一对一咨询的答复。',
          jp: 'はい。募集要項で「非会員で申し込む」を選べば、会員登録なしでお申し込みいただけます。\n会員登録をすると、参加申込書を一度作成しておくだけで複数の試験に簡単に応募でき、マイページで応募履歴や個別お問い合わせへの回答を確認できます。',
        },
      },
      {
        question: {
          kr: '참여하는 데 드는 비용이 있나요?',
          en: 'Does taking part cost anything?',
          cn: '参加临床试验需要支付费用吗？',
          jp: '参加に費用はかかりますか？',
        },
        answer: {
          kr: '없습니다. 연구에 필요한 검사와 진료, 시험약, 입원 중 식사는 모두 무료로 제공됩니다. 연구를 마치면 일정과 방문 횟수에 따라 정해진 사례비를 드립니다.',
          en: 'No. All tests, medical care, study medication and meals during your stay that the study requires are free of charge. When the study ends you receive a set reward based on its schedule and the number of visits.',
          cn: '不需要。研究所需的检查、诊疗、试验用药以及住院期间的餐食全部免费。研究结束后，我们会根据日程和访视次数支付规定的报酬。',
          jp: 'かかりません。試験に必要な検査、診察、治験薬、入院中のお食事はすべて無料です。試験終了後には、日程や来院回数に応じて定められた謝礼をお支払いします。',
        },
      },
      {
        question: {
          kr: '제 개인정보는 어떻게 보호되나요?',
          en: 'How is my personal information protected?',
          cn: '我的个人信息如何得到保护？',
          jp: '個人情報はどのように守られますか？',
        },
        answer: {
          kr: '수집한 개인정보는 임상시험 참여자 모집과 연구 진행에만 사용하며, 「개인정보 보호법」과 센터의 개인정보처리방침에 따라 안전하게 관리합니다.\n연구 자료에는 이름 대신 식별코드를 사용하므로 연구 결과가 발표되더라도 개인을 알아볼 수 없습니다.',
          en: "We use your personal information only to recruit volunteers and to run the study, and we protect it in line with Korea's Personal Information Protection Act and our privacy policy.\nStudy records identify you by a code rather than your name, so no one can be identified when the results are published.",
          cn: '我们收集的个人信息仅用于招募受试者和开展研究，并依照韩国《个人信息保护法》和本中心的个人信息处理方针妥善管理。\n研究资料中以识别编码代替姓名，即使研究结果公开发表，也无法识别出个人身份。',
          jp: 'お預かりした個人情報は、参加者の募集と試験の実施にのみ利用し、韓国の「個人情報保護法」と当センターの個人情報処理方針に従って適切に管理します。\n試験の記録には氏名の代わりに識別コードを用いるため、試験結果が公表されても個人が特定されることはありません。',
        },
      },
    ],
  },
  {
    slug: 'trial',
    title: {
      kr: '임상시험',
      en: 'Clinical trials',
      cn: '临床试验',
      jp: '臨床試験',
    },
    entries: [
      {
        question: {
          kr: '임상시험이란 무엇인가요?',
          en: 'What is a clinical trial?',
          cn: '什么是临床试验？',
          jp: '臨床試験とは何ですか？',
        },
        answer: {
          kr: '새로운 약이나 의료기기, 치료법이 사람에게 안전하고 효과가 있는지 확인하기 위해 사람을 대상으로 하는 연구입니다.\n모든 임상시험은 식품의약품안전처의 승인과 기관생명윤리위원회(IRB)의 심의를 받은 계획서에 따라서만 진행됩니다.',
          en: 'A clinical trial is research in people that tests whether a new medicine, medical device or treatment is safe and works.\nEvery trial follows a protocol approved by the Ministry of Food and Drug Safety and reviewed by an Institutional Review Board (IRB).',
          cn: '临床试验是以人为对象、验证新药、医疗器械或治疗方法是否安全有效的研究。\n所有临床试验都必须按照经韩国食品医药品安全处批准、并经机构伦理审查委员会（IRB）审查的方案进行。',
          jp: '新しい薬や医療機器、治療法が人にとって安全で効果があるかを確かめるため、人を対象に行う研究です。\nすべての臨床試験は、韓国食品医薬品安全処の承認と、施設の倫理審査委員会（IRB）の審査を受けた実施計画書に従ってのみ行われます。',
        },
      },
      {
        question: {
          kr: '임상시험은 안전한가요?',
          en: 'Are clinical trials safe?',
          cn: '临床试验安全吗？',
          jp: '臨床試験は安全ですか？',
        },
        answer: {
          kr: '시험약은 실험실 연구와 동물실험으로 안전성을 충분히 확인한 뒤에야 사람에게 투여합니다. 연구 기간 내내 연구 담당 의사와 간호사가 참여자의 상태를 살피고, 이상 반응이 나타나면 즉시 진료하며 필요하면 투약을 중단합니다.\n다만 예상하지 못한 부작용의 가능성을 완전히 없앨 수는 없기 때문에, 지금까지 알려진 위험은 동의하시기 전에 모두 설명해 드립니다.',
          en: 'A study drug is given to people only after laboratory and animal studies have shown enough evidence of its safety. Study doctors and nurses monitor you throughout the study, treat any adverse reaction straight away and stop the medication if needed.\nUnexpected side effects can never be ruled out completely, which is why every known risk is explained to you before you decide to take part.',
          cn: '试验用药只有在实验室研究和动物实验充分证实其安全性之后，才会用于人体。在整个研究期间，研究医生和护士会密切观察受试者的状况，一旦出现不良反应会立即处理，必要时停止用药。\n但由于无法完全排除出现意外副作用的可能，我们会在您同意参加之前，说明目前已知的全部风险。',
          jp: '治験薬は、実験室での研究と動物実験で安全性が十分に確認されてから人に投与されます。試験期間中は試験担当医師と看護師が参加者の状態を見守り、副作用が現れた場合はすぐに診療を行い、必要に応じて投薬を中止します。\nただし、予期しない副作用の可能性を完全になくすことはできないため、これまでに分かっているリスクはすべて、同意いただく前にご説明します。',
        },
      },
      {
        question: {
          kr: '기관생명윤리위원회(IRB)는 어떤 곳인가요?',
          en: 'What is an Institutional Review Board (IRB)?',
          cn: '机构伦理审查委员会（IRB）是什么？',
          jp: '倫理審査委員会（IRB）とはどのような組織ですか？',
        },
        answer: {
          kr: '의사, 약사, 법률 전문가, 윤리 전문가, 병원과 관계없는 일반인 위원 등으로 구성되어 참여자의 권리와 안전, 복지를 보호하는 독립된 위원회입니다.\nIRB는 연구를 시작하기 전에 계획서와 동의서를 심의하고, 연구가 진행되는 동안에도 계속 점검합니다. 참여자는 연구에 관한 불편이나 권리 침해를 IRB에 직접 알릴 수 있습니다.',
          en: 'An independent committee of doctors, pharmacists, lawyers, ethicists and lay members with no ties to the hospital, whose task is to protect the rights, safety and well-being of participants.\nThe IRB reviews the protocol and the consent form before a study starts and keeps checking it while it runs. Participants can raise any concern or complaint about a study with the IRB directly.',
          cn: 'IRB 是由医生、药师、法律专家、伦理专家以及与医院无关的社会人士等组成的独立委员会，负责保护受试者的权利、安全和福祉。\nIRB 在研究开始前审查研究方案和知情同意书，并在研究进行期间持续监督。受试者可以直接向 IRB 反映对研究的意见或权益受损的情况。',
          jp: '医師、薬剤師、法律の専門家、倫理の専門家、病院と利害関係のない一般の委員などで構成され、参加者の権利、安全、福祉を守る独立した委員会です。\nIRBは試験開始前に実施計画書と同意説明文書を審査し、試験の実施中も継続して確認します。参加者は、試験に関するご不満や権利の侵害についてIRBに直接申し出ることができます。',
        },
      },
      {
        question: {
          kr: '참여 동의는 어떻게 이루어지나요?',
          en: 'How does informed consent work?',
          cn: '知情同意是怎样进行的？',
          jp: '参加への同意（インフォームド・コンセント）はどのように行われますか？',
        },
        answer: {
          kr: '검사를 시작하기 전에 연구 담당자가 연구의 목적과 방법, 일정, 예상되는 위험과 이익, 보상, 개인정보 보호에 대해 동의서를 보며 설명해 드립니다.\n충분히 읽고 궁금한 점을 모두 질문하신 뒤, 스스로 참여를 결정하신 경우에만 서명합니다. 서명한 동의서 사본 한 부는 본인께 드립니다.',
          en: 'Before any test is done, a member of the study team goes through the consent form with you: the purpose and procedures of the study, its schedule, the expected risks and benefits, compensation and how your data is protected.\nYou sign only after you have read it, had all your questions answered and decided freely to take part. You keep a copy of the signed form.',
          cn: '在开始任何检查之前，研究人员会对照知情同意书，向您说明研究的目的、方法、日程、可能的风险与获益、补偿以及个人信息保护等内容。\n您可以充分阅读并提出所有疑问，只有在您自愿决定参加后才需签字。签字后的知情同意书副本将交给您本人保存。',
          jp: '検査を始める前に、試験担当者が同意説明文書に沿って、試験の目的と方法、日程、予想されるリスクと利益、補償、個人情報の保護についてご説明します。\n十分にお読みいただき、疑問点をすべて質問されたうえで、ご自身の意思で参加を決められた場合にのみ署名していただきます。署名した同意書の写しはご本人にお渡しします。',
        },
      },
      {
        question: {
          kr: '참여 도중에 그만둘 수 있나요?',
          en: 'Can I stop taking part once I have started?',
          cn: '参加后可以中途退出吗？',
          jp: '途中で参加をやめることはできますか？',
        },
        answer: {
          kr: '네. 언제든지 이유를 밝히지 않고 참여를 그만둘 수 있으며, 그로 인해 어떠한 불이익이나 진료상의 차별도 받지 않습니다.\n다만 안전을 위해 중단할 때 필요한 검사를 받으시도록 권해 드리며, 사례비는 참여하신 일정에 따라 정산해 드립니다.',
          en: 'Yes. You may withdraw at any time without giving a reason, and doing so will never affect your medical care or lead to any penalty.\nFor your safety we will suggest a few final checks when you stop, and you are paid for the part of the schedule you completed.',
          cn: '可以。您可以随时退出，无需说明理由，也不会因此受到任何不利对待或诊疗上的歧视。\n为了您的安全，退出时我们会建议您接受必要的检查；报酬将按您实际参加的日程结算。',
          jp: 'はい。いつでも理由を告げずに参加をやめることができ、それによって不利益を受けたり、診療で差別されたりすることは一切ありません。\nただし、安全のため、中止の際には必要な検査を受けていただくようお勧めします。謝礼は参加された日程に応じて精算します。',
        },
      },
      {
        question: {
          kr: '임상시험에는 어떤 단계가 있나요?',
          en: 'What are the phases of clinical trials?',
          cn: '临床试验分为哪些阶段？',
          jp: '臨床試験にはどのような段階がありますか？',
        },
        answer: {
          kr: '제1상은 주로 건강한 자원자를 대상으로 약의 안전성과, 약이 몸에 흡수되고 배출되는 과정을 확인합니다. 제2상은 적은 수의 환자에게서 효과와 적절한 용량을, 제3상은 많은 환자에게서 효과와 안전성을 확인합니다. 제4상은 허가 후 시판 중인 약을 대상으로 합니다.\n생물학적 동등성시험은 복제약이 원래의 약과 같은 방식으로 몸에 흡수되는지 비교하는 시험으로, 건강한 자원자가 참여합니다.',
          en: "Phase 1 studies, usually in healthy volunteers, look at a drug's safety and at how the body absorbs and eliminates it. Phase 2 studies test its effect and the right dose in a small number of patients, and phase 3 studies confirm its effect and safety in many patients. Phase 4 studies follow a drug after it has been approved.\nBioequivalence studies, in healthy volunteers, check that a generic medicine is absorbed in the same way as the original.",
          cn: 'I 期试验通常以健康志愿者为对象，考察药物的安全性以及药物在体内的吸收和排泄过程；II 期试验在少量患者中考察疗效和合适剂量；III 期试验在大量患者中确认疗效和安全性；IV 期试验针对获批上市后的药物。\n生物等效性试验比较仿制药与原研药在体内的吸收是否一致，由健康志愿者参加。',
          jp: '第1相試験では主に健康な方を対象に、薬の安全性と、薬が体に吸収され排出される過程を調べます。第2相試験では少数の患者さんで効果と適切な用量を、第3相試験では多くの患者さんで効果と安全性を確認します。第4相試験は承認後に販売されている薬を対象とします。\n生物学的同等性試験は、ジェネリック医薬品が元の薬と同じように体に吸収されるかを比べる試験で、健康な方が参加します。',
        },
      },
      {
        question: {
          kr: '가짜 약(위약)을 받게 될 수도 있나요?',
          en: 'Could I be given a placebo?',
          cn: '我有可能服用安慰剂吗？',
          jp: '偽薬（プラセボ）が当たることはありますか？',
        },
        answer: {
          kr: '연구에 따라 효과를 정확히 비교하기 위해 위약을 사용하는 경우가 있습니다. 어느 군에 배정될지는 무작위로 정해지며, 위약 사용 여부와 배정 확률은 동의서에 적혀 있어 참여 전에 미리 알 수 있습니다.',
          en: 'Some studies compare the study drug with a placebo (a dummy treatment) to measure its effect accurately. Which group you join is decided at random. The consent form says whether a placebo is used and what your chance of receiving it is, so you know before you agree.',
          cn: '有些研究为了准确比较疗效会使用安慰剂。分组由随机方式决定。是否使用安慰剂以及被分到安慰剂组的概率都写在知情同意书中，您在参加前即可了解。',
          jp: '試験によっては、効果を正確に比べるためにプラセボを使うことがあります。どのグループになるかは無作為に決まります。プラセボの使用の有無と割り当ての確率は同意説明文書に記載されているため、参加前に知ることができます。',
        },
      },
    ],
  },
  {
    slug: 'compensation',
    title: {
      kr: '보상',
      en: 'Compensation',
      cn: '补偿',
      jp: '補償',
    },
    entries: [
      {
        question: {
          kr: '사례비는 얼마인가요?',
          en: 'How much is the reward?',
          cn: '报酬是多少？',
          jp: '謝礼はいくらですか？',
        },
        answer: {
          kr: "사례비는 입원 기간, 외래 방문 횟수, 채혈 횟수 등에 따라 연구마다 다르며, 각 모집 공고의 '사례비' 항목과 동의서에 금액이 적혀 있습니다.",
          en: "The reward depends on the study: on the length of the hospital stay, the number of outpatient visits, the number of blood samples and so on. The amount is given under 'Reward' in each recruitment notice and in the consent form.",
          cn: '报酬因研究而异，取决于住院天数、门诊访视次数、采血次数等，具体金额写在各招募公告的“报酬”一项和知情同意书中。',
          jp: '謝礼は入院期間、外来の来院回数、採血の回数などによって試験ごとに異なります。金額は各募集要項の「謝礼」の欄と同意説明文書に記載しています。',
        },
      },
      {
        question: {
          kr: '사례비는 언제, 어떻게 받나요?',
          en: 'When and how is the reward paid?',
          cn: '报酬何时、以何种方式支付？',
          jp: '謝礼はいつ、どのように受け取れますか？',
        },
        answer: {
          kr: '연구가 끝난 뒤 3주 이내에 본인 명의 은행 계좌로 입금해 드립니다. 입금을 위해 본인 명의 통장 사본 한 부를 제출해 주셔야 하며, 보통 입원하거나 첫 방문하실 때 받습니다.',
          en: 'It is paid by bank transfer into an account in your own name within 3 weeks after the study ends. We need a copy of your bank passbook for the transfer; it is usually collected when you are admitted or at your first visit.',
          cn: '研究结束后3周内，通过银行转账汇入您本人名下的账户。转账需要您提交一份本人存折复印件，通常在入院或首次访视时收取。',
          jp: '試験終了後3週間以内に、ご本人名義の銀行口座へお振り込みします。振り込みのため、ご本人名義の通帳のコピーを1部ご提出いただきます。通常は入院時または初回来院時にお預かりします。',
        },
      },
      {
        question: {
          kr: '다른 사람 명의의 계좌로 받을 수 있나요?',
          en: "Can the reward be paid into someone else's account?",
          cn: '可以汇入他人名下的账户吗？',
          jp: '他人名義の口座で受け取れますか？',
        },
        answer: {
          kr: '받을 수 없습니다. 사례비는 참여자 본인에게 지급하는 것이 원칙이므로 본인 명의 계좌로만 입금합니다. 계좌를 바꾸려면 사례비 지급 전에 연구 담당자에게 새 통장 사본을 제출해 주세요.',
          en: 'No. The reward belongs to the participant, so it is paid only into an account in your own name. To change the account, give the study team a copy of the new passbook before the payment is made.',
          cn: '不可以。报酬原则上支付给受试者本人，因此只汇入本人名下的账户。如需更换账户，请在报酬支付前向研究人员提交新的存折复印件。',
          jp: '受け取れません。謝礼は参加者ご本人にお支払いするものですので、ご本人名義の口座にのみお振り込みします。口座を変更する場合は、お支払いの前に新しい通帳のコピーを試験担当者にご提出ください。',
        },
      },
      {
        question: {
          kr: '중간에 그만두면 사례비를 받을 수 있나요?',
          en: 'Am I paid if I stop before the end of the study?',
          cn: '中途退出还能获得报酬吗？',
          jp: '途中でやめた場合も謝礼は受け取れますか？',
        },
        answer: {
          kr: '네. 참여를 중단하신 경우에도 그때까지 참여하신 일정에 따라 정해진 기준으로 산정한 사례비를 드립니다. 산정 기준은 동의서에 적혀 있습니다.',
          en: 'Yes. If you withdraw, you are paid for the part of the schedule you completed, on the basis set out in the consent form.',
          cn: '可以。即使中途退出，也会按照您截至退出时实际参加的日程，依规定标准计算并支付报酬。计算标准写在知情同意书中。',
          jp: 'はい。参加を中止された場合も、それまでに参加された日程に応じて、定められた基準で算定した謝礼をお支払いします。算定基準は同意説明文書に記載しています。',
        },
      },
      {
        question: {
          kr: '부작용이 생기면 어떻게 되나요?',
          en: 'What happens if I have a side effect?',
          cn: '如果出现副作用怎么办？',
          jp: '副作用が出たらどうなりますか？',
        },
        answer: {
          kr: '연구 중이나 퇴원 후에 몸에 이상이 느껴지면 바로 연구 담당 의사나 임상시험센터({{phone}})에 알려 주세요. 필요한 진료와 치료를 즉시 받으실 수 있습니다.\n연구와 관련하여 생긴 건강상 피해로 판단되면 그 치료비는 참여자가 부담하지 않습니다.',
          en: 'If you feel unwell during the study or after you go home, tell the study doctor or the Clinical Trials Center ({{phone}}) straight away; you will receive the care and treatment you need at once.\nIf the harm is found to be related to the study, you do not pay for its treatment.',
          cn: '在研究期间或出院后如感到身体不适，请立即告知研究医生或临床试验中心（{{phone}}），您将马上得到必要的诊疗和治疗。\n经判断与研究相关的健康损害，其治疗费用无需受试者承担。',
          jp: '試験中や退院後に体の異常を感じたら、すぐに試験担当医師または臨床試験センター（{{phone}}）へご連絡ください。必要な診療と治療をすぐに受けていただけます。\n試験に関連して生じた健康被害と判断された場合、その治療費を参加者が負担することはありません。',
        },
      },
      {
        question: {
          kr: '피해 보상을 위한 보험에 가입되어 있나요?',
          en: 'Is there insurance in case I am harmed?',
          cn: '有没有为损害赔偿投保？',
          jp: '健康被害の補償のための保険に加入していますか？',
        },
        answer: {
          kr: '네. 모든 임상시험은 참여자에게 생길 수 있는 피해에 대비한 배상책임보험에 가입한 뒤 시작합니다. 연구와 관련해 생긴 피해는 동의서에 적힌 피해자 보상 규약에 따라 보상해 드립니다.',
          en: 'Yes. Every trial takes out liability insurance covering harm to participants before it starts. Study-related injury is compensated under the compensation terms written in the consent form.',
          cn: '有。所有临床试验在开始前都会投保责任保险，以应对受试者可能遭受的损害。与研究相关的损害将按照知情同意书中的受试者补偿规定给予补偿。',
          jp: 'はい。すべての臨床試験は、参加者に生じうる被害に備えた賠償責任保険に加入したうえで開始します。試験に関連して生じた被害は、同意説明文書に記載された補償規定に従って補償します。',
        },
      },
    ],
  },
  {
    slug: 'application',
    title: {
      kr: '지원',
      en: 'Applying',
      cn: '报名',
      jp: '応募',
    },
    entries: [
      {
        question: {
          kr: '온라인으로는 어떻게 신청하나요?',
          en: 'How do I apply online?',
          cn: '如何在线报名？',
          jp: 'オンラインではどのように申し込みますか？',
        },
        answer: {
          kr: "'연구 정보 > 모집 공고'에서 원하는 연구를 열고 '회원 신청' 또는 '비회원 신청'을 누릅니다. 개인정보 수집·이용과 민감정보 처리에 동의한 뒤 신청서를 작성해 제출하면 신청이 끝납니다.",
          en: "Open the study under 'Research Studies > Studies recruiting now' and select 'Apply as a member' or 'Apply as a guest'. Agree to the collection and use of your personal information and to the processing of sensitive (health) information, then fill in and submit the form.",
          cn: '在“研究信息 > 招募公告”中打开想参加的研究，点击“会员报名”或“非会员报名”。同意收集和使用个人信息以及处理敏感信息后，填写并提交报名表即可完成报名。',
          jp: '「研究情報 > 募集中の試験」で希望する試験を開き、「会員として申し込む」または「非会員で申し込む」を押します。個人情報の収集・利用と要配慮情報（健康情報）の取り扱いに同意したあと、申込書を記入して送信すれば完了です。',
        },
      },
      {
        question: {
          kr: '전화로도 신청할 수 있나요?',
          en: 'Can I apply by phone?',
          cn: '可以电话报名吗？',
          jp: '電話でも申し込めますか？',
        },
        answer: {
          kr: '네. 임상시험센터({{phone}})로 {{hours}}에 전화하시면 담당자가 신청을 도와드립니다. 암 환자를 대상으로 하는 연구는 전화로만 신청받습니다.',
          en: 'Yes. Call the Clinical Trials Center on {{phone}}, {{hours}}, and a coordinator will take your application. Studies in cancer patients accept applications by phone only.',
          cn: '可以。请在{{hours}} 致电临床试验中心（{{phone}}），工作人员会协助您报名。以癌症患者为对象的研究只接受电话报名。',
          jp: 'はい。{{hours}} に臨床試験センター（{{phone}}）までお電話いただければ、担当者がお申し込みをお手伝いします。がん患者さんを対象とする試験は、お電話でのみ受け付けています。',
        },
      },
      {
        question: {
          kr: '나이 제한이 있나요?',
          en: 'Is there an age limit?',
          cn: '有年龄限制吗？',
          jp: '年齢制限はありますか？',
        },
        answer: {
          kr: '일반적으로 만 19세 이상 성인이 참여할 수 있습니다. 연구에 따라 나이의 상한이나 다른 조건이 있을 수 있으니 모집 공고의 참여 조건을 확인해 주세요.',
          en: 'Adults aged 19 or more can generally take part. Some studies have an upper age limit or other requirements, so please check the eligibility section of the recruitment notice.',
          cn: '一般年满19周岁的成年人即可参加。部分研究设有年龄上限或其他条件，请查看招募公告中的参加条件。',
          jp: '原則として19歳以上の成人の方が参加できます。試験によっては年齢の上限やその他の条件がありますので、募集要項の参加条件をご確認ください。',
        },
      },
      {
        question: {
          kr: '신청한 뒤에는 어떻게 진행되나요?',
          en: 'What happens after I apply?',
          cn: '报名后会怎样进行？',
          jp: '申し込んだあとはどのように進みますか？',
        },
        answer: {
          kr: '담당자가 신청서를 검토한 뒤 참여 조건에 맞는 분께 전화로 연락드려 연구를 설명하고 검진 일정을 잡아 드립니다. 검진 결과가 적합하면 입원 또는 방문 일정을 안내해 드립니다.\n신청하셨더라도 조건에 맞지 않으면 연락을 드리지 못하거나 참여 대상에서 제외될 수 있는 점 양해 부탁드립니다.',
          en: 'A coordinator reviews your application. If you meet the requirements, we call you to explain the study and book a screening visit; if the screening results are suitable, we give you the dates of your stay or visits.\nPlease understand that if you do not meet the requirements we may not be able to call you, and that applicants may be withdrawn from selection at any stage.',
          cn: '工作人员审核报名表后，会致电符合条件的报名者，介绍研究并预约筛选体检。体检结果合格的，我们会告知住院或访视日程。\n如不符合条件，我们可能无法一一联系，报名者也可能在选拔过程中被排除，敬请谅解。',
          jp: '担当者が申込書を確認し、参加条件に合う方にお電話で試験をご説明して、事前検診の日程を決めます。検診の結果、参加可能となった方には入院または来院の日程をご案内します。\nなお、条件に合わない場合はご連絡できないことや、選考の過程で対象外となる場合があることをご了承ください。',
        },
      },
      {
        question: {
          kr: '신청서에서 최근 임상시험 참여와 복용한 약을 묻는 이유는 무엇인가요?',
          en: 'Why does the form ask about recent trials and medicines?',
          cn: '报名表为什么要询问近期参加临床试验和服药的情况？',
          jp: '申込書で最近の試験参加や服薬について尋ねるのはなぜですか？',
        },
        answer: {
          kr: '최근 6개월 이내에 다른 임상시험이나 생물학적 동등성시험에 참여하셨는지, 그리고 최근 30일 이내에 복용한 약과 건강기능식품이 있는지 여쭙니다.\n이전 약의 영향이 몸에 남아 있으면 참여자의 안전과 연구 결과 모두에 영향을 줄 수 있으므로 정확하게 적어 주세요.',
          en: 'We ask whether you have taken part in another clinical trial or bioequivalence study within the past 6 months, and which medicines and dietary supplements you have taken within the past 30 days.\nEffects of earlier medicines that remain in your body can affect both your safety and the study results, so please answer accurately.',
          cn: '我们会询问您最近6个月内是否参加过其他临床试验或生物等效性试验，以及最近30天内服用过的药物和保健食品。\n如果体内仍残留之前药物的影响，可能会同时影响您的安全和研究结果，请如实准确填写。',
          jp: '過去6か月以内に他の臨床試験や生物学的同等性試験に参加されたか、また過去30日以内に服用した薬や健康食品（サプリメント）があるかをお尋ねします。\n以前の薬の影響が体に残っていると、参加者の安全と試験結果の両方に影響するおそれがあるため、正確にご記入ください。',
        },
      },
      {
        question: {
          kr: '신청 내용을 고치거나 신청을 취소하고 싶어요.',
          en: 'How do I change or cancel my application?',
          cn: '想修改或取消报名怎么办？',
          jp: '申込内容を修正したい、または申し込みを取り消したいのですが。',
        },
        answer: {
          kr: "회원이라면 마이페이지의 '참여 신청서'에서 신청서를 수정하고 '지원 내역'에서 신청한 연구를 확인할 수 있습니다. 신청 취소나 비회원 신청 내용의 변경은 임상시험센터({{phone}})로 전화해 주세요.",
          en: "Members can edit their volunteer form under 'My volunteer form' on My Page and see the studies they applied to under 'My applications'. To cancel an application, or to change a guest application, please call the Clinical Trials Center on {{phone}}.",
          cn: '会员可以在“我的页面”的“报名表”中修改报名表，在“报名记录”中查看已报名的研究。取消报名或修改非会员报名内容，请致电临床试验中心（{{phone}}）。',
          jp: '会員の方は、マイページの「参加申込書」で申込書を修正し、「応募履歴」で応募した試験を確認できます。申し込みの取り消しや、非会員でのお申し込み内容の変更は、臨床試験センター（{{phone}}）までお電話ください。',
        },
      },
      {
        question: {
          kr: "'이미 지원한 모집 공고입니다'라는 메시지가 나와요.",
          en: "I see the message 'You have already applied for this recruitment'.",
          cn: '页面提示“您已报名该招募公告”。',
          jp: '「この募集にはすでに応募済みです」と表示されます。',
        },
        answer: {
          kr: "같은 연구에는 한 번만 신청할 수 있습니다. 이미 접수된 신청은 담당자가 검토 중이니 연락을 기다려 주시고, 마이페이지의 '지원 내역'에서 확인하실 수 있습니다.",
          en: "You can apply to each study only once. Your earlier application is being reviewed, so please wait for our call; members can check it under 'My applications' on My Page.",
          cn: '同一项研究只能报名一次。您之前的报名正在审核中，请耐心等待我们的联系；会员可以在“我的页面”的“报名记录”中查看。',
          jp: '同じ試験には一度しか申し込めません。すでに受け付けたお申し込みは担当者が確認中ですので、ご連絡をお待ちください。会員の方はマイページの「応募履歴」で確認できます。',
        },
      },
    ],
  },
  {
    slug: 'screening',
    title: {
      kr: '검진',
      en: 'Screening',
      cn: '筛选体检',
      jp: '事前検診',
    },
    entries: [
      {
        question: {
          kr: '검진은 무엇을 하나요?',
          en: 'What happens at screening?',
          cn: '筛选体检包括哪些内容？',
          jp: '事前検診では何をしますか？',
        },
        answer: {
          kr: '연구에 참여하시기 전에 건강 상태가 참여 조건에 맞는지 확인하는 검사입니다. 동의서 설명을 들은 뒤 문진, 키와 몸무게 측정, 혈압·맥박 등 활력징후 측정, 심전도, 혈액과 소변 검사 등을 받으십니다. 검사 항목은 연구마다 조금씩 다릅니다.',
          en: "Screening checks whether your health meets the study's requirements before you take part. After the consent form has been explained, you have an interview about your health, height and weight measurements, vital signs such as blood pressure and pulse, an ECG, and blood and urine tests. The exact tests vary from study to study.",
          cn: '筛选体检是在参加研究前确认您的健康状况是否符合参加条件的检查。听取知情同意说明后，将进行问诊、身高体重测量、血压和脉搏等生命体征测量、心电图以及血液和尿液检查等。具体项目因研究而略有不同。',
          jp: '試験に参加する前に、健康状態が参加条件に合っているかを確認する検査です。同意説明を受けたあと、問診、身長・体重の測定、血圧・脈拍などのバイタルサインの測定、心電図、血液検査と尿検査などを行います。検査項目は試験によって多少異なります。',
        },
      },
      {
        question: {
          kr: '검진 시간은 얼마나 걸리고, 결과는 언제 알 수 있나요?',
          en: 'How long does screening take, and when will I know the results?',
          cn: '体检需要多长时间？什么时候知道结果？',
          jp: '検診にはどのくらい時間がかかり、結果はいつ分かりますか？',
        },
        answer: {
          kr: '검진은 2~3시간 정도 걸리며, 결과는 1~2일 이내에 전화나 문자로 알려 드립니다.',
          en: 'Screening takes 2 to 3 hours, and we tell you the results by phone or text message within 1-2 days.',
          cn: '体检大约需要2至3小时，结果将在1-2天内通过电话或短信通知您。',
          jp: '検診は2〜3時間ほどかかり、結果は1〜2日以内にお電話またはショートメッセージでお知らせします。',
        },
      },
      {
        question: {
          kr: '검진 전에 준비할 것이 있나요?',
          en: 'How should I prepare for screening?',
          cn: '体检前需要做哪些准备？',
          jp: '検診の前に準備することはありますか？',
        },
        answer: {
          kr: '신분증을 꼭 가져오시고, 안내받은 시간부터 최소 8시간 이상 금식해 주세요(물은 드셔도 됩니다). 검진 전날에는 술과 무리한 운동을 삼가시고, 복용 중인 약이 있으면 이름을 적어 오시면 좋습니다.',
          en: 'Bring your ID card or passport and fast for at least 8 hours from the time you are given (water is fine). Avoid alcohol and strenuous exercise the day before, and if you take any medicines, bring a note of their names.',
          cn: '请务必携带身份证件，并从通知的时间起禁食至少8小时（可以喝水）。体检前一天请避免饮酒和剧烈运动；如正在服药，最好记下药名带来。',
          jp: '身分証明書を必ずお持ちください。また、ご案内した時刻から少なくとも8時間以上は絶食してください（水は飲んでもかまいません）。検診の前日は飲酒と激しい運動を控え、服用中の薬があれば薬の名前をメモしてお持ちください。',
        },
      },
      {
        question: {
          kr: '검진 일정을 바꾸거나 취소하려면 어떻게 하나요?',
          en: 'How do I change or cancel my screening appointment?',
          cn: '如何更改或取消体检预约？',
          jp: '検診の予約を変更・キャンセルするには？',
        },
        answer: {
          kr: '검진 예약은 적어도 하루 전까지 임상시험센터({{phone}}, {{hours}})로 전화해 변경하거나 취소해 주세요. 미리 알려 주시면 다른 지원자에게 기회를 드릴 수 있습니다.',
          en: 'Please call the Clinical Trials Center on {{phone}} ({{hours}}) at least one day ahead to change or cancel your appointment. Telling us early lets us offer the place to another volunteer.',
          cn: '请至少提前一天致电临床试验中心（{{phone}}，{{hours}}）更改或取消预约。提前告知可以让其他报名者获得机会。',
          jp: '少なくとも前日までに、臨床試験センター（{{phone}}、{{hours}}）へお電話で変更またはキャンセルをお知らせください。早めにご連絡いただくと、ほかの応募者の方に機会をお譲りできます。',
        },
      },
      {
        question: {
          kr: '문진에서는 어떤 것을 묻나요?',
          en: 'What will I be asked about my health?',
          cn: '问诊时会问哪些问题？',
          jp: '問診ではどのようなことを聞かれますか？',
        },
        answer: {
          kr: '최근 6개월 이내 임상시험 참여 여부, 최근 30일 이내 복용한 약과 건강기능식품, 흡연과 음주, 카페인 섭취, 과거 질환과 수술, 헌혈과 수혈, 알레르기 등을 여쭙니다. 정확한 답변은 참여자의 안전을 지키는 데 꼭 필요합니다.',
          en: 'We ask whether you have joined a clinical trial within the past 6 months, which medicines and dietary supplements you have taken within the past 30 days, and about smoking, alcohol, caffeine, past illnesses and operations, blood donation and transfusion, and allergies. Accurate answers are essential for your safety.',
          cn: '我们会询问您最近6个月内是否参加过临床试验，最近30天内服用过的药物和保健食品，以及吸烟、饮酒、咖啡因摄入、既往疾病和手术、献血和输血、过敏等情况。准确的回答对保障您的安全至关重要。',
          jp: '過去6か月以内の臨床試験への参加、過去30日以内に服用した薬や健康食品、喫煙と飲酒、カフェインの摂取、これまでの病気と手術、献血と輸血、アレルギーなどについてお伺いします。正確なご回答は参加者の安全を守るために欠かせません。',
        },
      },
      {
        question: {
          kr: '검진 때 주차할 수 있나요?',
          en: 'Can I park at the hospital when I come for screening?',
          cn: '来体检时可以停车吗？',
          jp: '検診のときに駐車できますか？',
        },
        answer: {
          kr: '네. 검진에 참여하시는 분은 병원 주차장을 4시간 동안 무료로 이용하실 수 있습니다. 검진 접수할 때 차량 번호를 알려 주세요.',
          en: "Yes. Screening participants park free of charge for 4 hours in the hospital car park. Give your car's registration number when you check in.",
          cn: '可以。参加体检的人士可免费使用医院停车场4小时。请在体检登记时告知车牌号。',
          jp: 'はい。事前検診を受ける方は、病院の駐車場を4時間無料でご利用いただけます。受付の際に車両ナンバーをお伝えください。',
        },
      },
      {
        question: {
          kr: '검진 결과 참여하지 못하게 되면 어떻게 되나요?',
          en: 'What if the screening shows I cannot take part?',
          cn: '体检后不能参加怎么办？',
          jp: '検診の結果、参加できなかった場合は？',
        },
        answer: {
          kr: '참여 조건에 맞지 않는다고 해서 건강에 문제가 있다는 뜻은 아닙니다. 다만 검사에서 치료가 필요한 이상 소견이 발견되면 알려 드리고 진료를 권해 드립니다. 다른 연구에는 다시 지원하실 수 있습니다.',
          en: "Not meeting a study's requirements does not mean that something is wrong with your health. If a test finds something that needs medical attention, we tell you and advise you to see a doctor. You are welcome to apply to other studies.",
          cn: '不符合参加条件并不代表您的健康有问题。但如果检查中发现需要治疗的异常，我们会告知您并建议就诊。您仍可以报名其他研究。',
          jp: '参加条件に合わないことは、健康に問題があるという意味ではありません。ただし、検査で治療が必要な異常が見つかった場合はお知らせし、受診をお勧めします。ほかの試験には改めて応募していただけます。',
        },
      },
    ],
  },
  {
    slug: 'hospitalization',
    title: {
      kr: '입원',
      en: 'Hospital stay',
      cn: '住院',
      jp: '入院',
    },
    entries: [
      {
        question: {
          kr: '입원실은 어떤가요?',
          en: 'What are the rooms like?',
          cn: '病房是什么样的？',
          jp: '病室はどのような様子ですか？',
        },
        answer: {
          kr: '임상시험센터 전용 병동에서 같은 성별의 참여자 4~6명이 한 병실을 함께 씁니다. 개인 침대와 사물함, 샤워실, 휴게 공간이 있으며 무선 인터넷(와이파이)을 이용할 수 있습니다.',
          en: 'The Clinical Trials Center has its own ward, where 4 to 6 participants of the same gender share a room. Each person has a bed and a locker, and there are showers, a lounge and Wi-Fi.',
          cn: '临床试验中心设有专用病房，4至6名同性别的受试者同住一间病房。每人有独立的床位和储物柜，另设淋浴间和休息区，并提供无线网络（Wi-Fi）。',
          jp: '臨床試験センター専用の病棟で、同性の参加者4〜6人が一つの病室を使います。一人ひとりにベッドとロッカーがあり、シャワー室と休憩スペースを備え、無線LAN（Wi-Fi）もご利用いただけます。',
        },
      },
      {
        question: {
          kr: '입원할 때 무엇을 챙겨 가야 하나요?',
          en: 'What should I bring when I am admitted?',
          cn: '住院时需要带什么？',
          jp: '入院のときは何を持っていけばよいですか？',
        },
        answer: {
          kr: '신분증, 본인 명의 통장 사본, 세면도구, 갈아입을 속옷, 휴대전화 충전기를 챙겨 주세요. 환자복과 수건은 병동에서 드립니다.\n복용 중인 약이나 건강기능식품, 음식물은 가져오실 수 없으니 꼭 필요한 약이 있다면 미리 연구 담당자와 상의해 주세요.',
          en: 'Bring your ID, a copy of your bank passbook, toiletries, a change of underwear and a phone charger. Patient clothing and towels are provided on the ward.\nMedicines, dietary supplements and food may not be brought in; if you need to take a medicine, talk to the study team beforehand.',
          cn: '请携带身份证件、本人存折复印件、洗漱用品、换洗内衣和手机充电器。病号服和毛巾由病房提供。\n药物、保健食品和食物不能带入病房；如确需服用某种药物，请事先与研究人员商量。',
          jp: '身分証明書、ご本人名義の通帳のコピー、洗面用具、着替えの下着、携帯電話の充電器をお持ちください。病衣とタオルは病棟でご用意します。\n薬や健康食品、食べ物は持ち込めません。どうしても必要な薬がある場合は、事前に試験担当者にご相談ください。',
        },
      },
      {
        question: {
          kr: '입원 중에는 어떻게 지내나요?',
          en: 'What is a day on the ward like?',
          cn: '住院期间怎样度过？',
          jp: '入院中はどのように過ごしますか？',
        },
        answer: {
          kr: '정해진 시간에 시험약을 복용하고 채혈, 활력징후 측정, 식사를 합니다. 그 밖의 시간에는 병동 안에서 자유롭게 쉬거나 책, 노트북, 휴대전화를 이용하실 수 있습니다.',
          en: 'At set times you take the study medication, give blood samples, have your vital signs checked and eat your meals. The rest of the time is yours to rest, read or use your laptop or phone on the ward.',
          cn: '在规定的时间服用试验用药、采血、测量生命体征和用餐。其余时间可以在病房内自由休息，看书或使用笔记本电脑、手机。',
          jp: '決められた時間に治験薬の服用、採血、バイタルサインの測定、食事を行います。それ以外の時間は病棟内で自由に休んだり、読書やノートパソコン、携帯電話を使ったりしてお過ごしいただけます。',
        },
      },
      {
        question: {
          kr: '식사는 어떻게 하나요?',
          en: 'What about meals?',
          cn: '餐食怎么安排？',
          jp: '食事はどうなりますか？',
        },
        answer: {
          kr: '연구 결과에 영향을 주지 않도록 병원이 정한 식단의 식사를 정해진 시간에 제공해 드립니다. 외부 음식과 음료, 카페인 음료, 술, 흡연은 입원 기간 동안 허용되지 않습니다.',
          en: 'So as not to affect the study results, the hospital serves set meals at set times. Food and drinks from outside, caffeinated drinks, alcohol and smoking are not allowed during your stay.',
          cn: '为避免影响研究结果，医院会在规定时间提供统一的餐食。住院期间不允许食用外部食物和饮料、饮用含咖啡因的饮品、饮酒和吸烟。',
          jp: '試験結果に影響しないよう、病院が定めた献立の食事を決まった時間にお出しします。入院期間中は、外部からの飲食物、カフェインを含む飲み物、飲酒、喫煙は認められていません。',
        },
      },
      {
        question: {
          kr: '외출이나 면회를 할 수 있나요?',
          en: 'Can I go out or have visitors?',
          cn: '可以外出或探视吗？',
          jp: '外出や面会はできますか？',
        },
        answer: {
          kr: '참여자의 안전과 연구 결과의 신뢰성을 위해 입원 기간 중 외출, 외박, 면회는 할 수 없습니다. 가족에게 급한 일이 생기면 병동 간호사에게 말씀해 주세요.',
          en: 'For your safety and the reliability of the results, going out, staying out overnight and visits are not allowed during the stay. If something urgent comes up in your family, please tell a ward nurse.',
          cn: '为了受试者的安全和研究结果的可靠性，住院期间不能外出、外宿，也不能探视。如家中有急事，请告知病房护士。',
          jp: '参加者の安全と試験結果の信頼性を守るため、入院期間中の外出、外泊、面会はできません。ご家族に急用ができた場合は、病棟の看護師にお申し出ください。',
        },
      },
      {
        question: {
          kr: '퇴원한 뒤에는 무엇을 지켜야 하나요?',
          en: 'What should I keep in mind after discharge?',
          cn: '出院后需要注意什么？',
          jp: '退院後に気をつけることはありますか？',
        },
        answer: {
          kr: '안내받은 날짜에 외래 방문을 빠짐없이 해 주시고, 연구 기간 중에는 다른 약을 드시기 전에 연구 담당자와 상의해 주세요.\n다음 임상시험은 연구 종료 후 1~3개월의 휴식 기간이 지난 뒤에 참여할 수 있으며, 사례비는 연구 종료 후 3주 이내에 입금됩니다.',
          en: 'Come to every follow-up visit on the dates you are given, and during the study talk to the study team before taking any other medicine.\nYou can join another trial after a rest of 1 to 3 months from the end of the study, and the reward is paid within 3 weeks after the study ends.',
          cn: '请按通知的日期按时参加门诊随访；研究期间如需服用其他药物，请先与研究人员商量。\n研究结束后休息1至3个月才可以参加下一项临床试验；报酬将在研究结束后3周内汇入。',
          jp: 'ご案内した日に必ず外来へお越しください。試験期間中にほかの薬を飲む場合は、事前に試験担当者にご相談ください。\n次の臨床試験には、試験終了から1〜3か月の休薬期間を置いてから参加できます。謝礼は試験終了後3週間以内にお振り込みします。',
        },
      },
    ],
  },
]

/** The demo FAQ, as the console would have saved it. */
export const DEMO_FAQ: SiteFaq = {
  categories: CATEGORIES.map((category) => ({
    ...category,
    entries: category.entries.map(({ question, answer }) => ({
      question,
      answer: {
        kr: answerHtml(answer.kr, 'kr'),
        en: answerHtml(answer.en, 'en'),
        cn: answerHtml(answer.cn, 'cn'),
        jp: answerHtml(answer.jp, 'jp'),
      },
    })),
  })),
}
