import type { SiteIdentity } from '@ctc/contract/site-content'

// The fictional demo center's identity (decision 0033): the only place its name, address and
// contacts live. `npm run seed:demo`, and the first start on a new embedded database, publish it
// when the site has no identity yet.

export const DEMO_IDENTITY: SiteIdentity = {
  name: {
    kr: '명륜대학교병원 임상시험센터',
    en: 'Myeongnyun University Hospital Clinical Trials Center',
    cn: '明伦大学医院临床试验中心',
    jp: '明倫大学病院 臨床試験センター',
  },
  shortName: {
    kr: '임상시험센터',
    en: 'Clinical Trials Center',
    cn: '临床试验中心',
    jp: '臨床試験センター',
  },
  address: {
    kr: '(03078) 서울특별시 종로구 창경궁로 185 명륜대학교병원 본관 3층 임상시험센터',
    en: 'Clinical Trials Center, 3rd floor, Main Building, Myeongnyun University Hospital, 185 Changgyeonggung-ro, Jongno-gu, Seoul 03078, Republic of Korea',
    cn: '（03078）韩国首尔特别市钟路区昌庆宫路185号 明伦大学医院本馆3层 临床试验中心',
    jp: '〒03078 大韓民国ソウル特別市鍾路区昌慶宮路185 明倫大学病院 本館3階 臨床試験センター',
  },
  phone: '02-741-4221',
  fax: '02-741-4229',
  email: 'ctc@mnuh.or.kr',
  hours: {
    kr: '평일 9:00~18:00',
    en: 'Weekdays 9:00 to 18:00',
    cn: '工作日 9:00～18:00',
    jp: '平日 9:00〜18:00',
  },
  latitude: 37.5796,
  longitude: 126.999,
  directions: {
    kr: "명륜대학교병원은 창경궁로 서쪽, 혜화동 로터리 남서쪽에 있습니다. 지하철 4호선 혜화역 4번 출구로 나와 혜화동 로터리 방향으로 걷다가 창경궁로로 들어서 남쪽으로 내려오면 오른쪽에 병원 본관이 보입니다. 창경궁은 병원 남쪽, 성균관대학교는 북서쪽에 있습니다.\n\n지하철\n· 4호선 혜화역 4번 출구로 나와 혜화동 로터리 방향으로 걸어서 약 7분\n· 1호선 종로5가역에서 마을버스 종로08번으로 갈아타고 '명륜대학교병원' 정류장 하차\n\n버스\n· 간선(파랑): 100, 102, 104, 106, 107, 108, 140, 143, 150, 151, 162, 171, 272, 301 — '혜화동로터리' 정류장 하차\n· 지선(초록): 1111, 2112, 7025 — '명륜3가.성대입구' 정류장 하차\n· 마을버스: 종로08 — '명륜대학교병원' 정류장 하차\n\n기차·공항\n· 서울역(KTX): 지하철 4호선 당고개·진접 방면을 타고 혜화역 하차 (약 20분)\n· 용산역(KTX): 지하철 1호선으로 동대문역까지 간 뒤 4호선으로 갈아타고 혜화역 하차 (약 35분)\n· 수서역(SRT): 지하철 3호선으로 충무로역까지 간 뒤 4호선으로 갈아타고 혜화역 하차 (약 50분)\n· 인천국제공항: 공항철도로 서울역까지 간 뒤 4호선으로 갈아타고 혜화역 하차 (약 80분), 또는 공항 리무진 6011번을 타고 혜화역 하차\n· 김포국제공항: 지하철 5호선으로 동대문역사문화공원역까지 간 뒤 4호선으로 갈아타고 혜화역 하차 (약 60분)\n\n고속버스\n· 서울고속버스터미널·센트럴시티: 지하철 3호선으로 충무로역까지 간 뒤 4호선으로 갈아타고 혜화역 하차 (약 40분)\n· 동서울종합터미널: 지하철 2호선 강변역에서 동대문역사문화공원역까지 간 뒤 4호선으로 갈아타고 혜화역 하차 (약 45분)\n\n자가용\n· 내비게이션에 '명륜대학교병원' 또는 '서울 종로구 창경궁로 185'를 입력하세요.\n· 본관 지하 주차장을 이용하시면 3층 센터까지 엘리베이터로 바로 오실 수 있습니다.\n· 스크리닝 검진을 받으시는 분은 4시간까지 무료로 주차하실 수 있습니다. 센터 접수처에서 주차권을 확인받으세요.\n· 입원하시는 분은 입원 기간 동안 주차 지원이 되지 않으니 대중교통을 이용해 주세요.",
    en: "The hospital stands on the west side of Changgyeonggung-ro, south-west of Hyehwa-dong Rotary. From Exit 4 of Hyehwa Station (subway line 4), walk towards the rotary, turn into Changgyeonggung-ro and head south: the Main Building is on your right. Changgyeonggung Palace lies to the south of the hospital and Sungkyunkwan University to the north-west.\n\nSubway\n· Line 4 to Hyehwa Station, Exit 4, then about 7 minutes on foot towards Hyehwa-dong Rotary\n· Line 1 to Jongno 5-ga Station, then village bus Jongno 08 to the 'Myeongnyun University Hospital' stop\n\nBus\n· Blue (trunk) buses 100, 102, 104, 106, 107, 108, 140, 143, 150, 151, 162, 171, 272 and 301: get off at 'Hyehwa-dong Rotary'\n· Green (branch) buses 1111, 2112 and 7025: get off at 'Myeongnyun 3-ga, Sungkyunkwan Univ. Entrance'\n· Village bus Jongno 08: get off at 'Myeongnyun University Hospital'\n\nTrain and airport\n· Seoul Station (KTX): subway line 4 towards Danggogae/Jinjeop to Hyehwa (about 20 minutes)\n· Yongsan Station (KTX): subway line 1 to Dongdaemun, then line 4 to Hyehwa (about 35 minutes)\n· Suseo Station (SRT): subway line 3 to Chungmuro, then line 4 to Hyehwa (about 50 minutes)\n· Incheon International Airport: AREX airport railroad to Seoul Station, then line 4 to Hyehwa (about 80 minutes); or airport limousine bus 6011 to Hyehwa Station\n· Gimpo International Airport: subway line 5 to Dongdaemun History & Culture Park, then line 4 to Hyehwa (about 60 minutes)\n\nExpress bus\n· Seoul Express Bus Terminal / Central City: subway line 3 to Chungmuro, then line 4 to Hyehwa (about 40 minutes)\n· Dong Seoul Bus Terminal: subway line 2 from Gangbyeon to Dongdaemun History & Culture Park, then line 4 to Hyehwa (about 45 minutes)\n\nCar\n· Enter 'Myeongnyun University Hospital' or '185 Changgyeonggung-ro, Jongno-gu, Seoul' in your navigation.\n· From the Main Building's underground car park, a lift takes you straight up to the center on the 3rd floor.\n· If you come for screening, you can park free of charge for up to 4 hours. Have your parking ticket validated at the center's reception.\n· Parking is not covered during a ward stay, so please come by public transport when you are admitted.",
    cn: '明伦大学医院位于昌庆宫路西侧、惠化洞环岛西南方向。从地铁4号线惠化站4号出口出来，向惠化洞环岛方向步行，转入昌庆宫路后向南走，医院本馆就在右手边。昌庆宫在医院南侧，成均馆大学在医院西北方向。\n\n地铁\n· 4号线惠化站4号出口，向惠化洞环岛方向步行约7分钟\n· 1号线钟路5街站换乘社区巴士钟路08路，在“明伦大学医院”站下车\n\n公交\n· 干线（蓝色）100、102、104、106、107、108、140、143、150、151、162、171、272、301路：在“惠化洞环岛”站下车\n· 支线（绿色）1111、2112、7025路：在“明伦3街·成均馆大学入口”站下车\n· 社区巴士钟路08路：在“明伦大学医院”站下车\n\n火车与机场\n· 首尔站（KTX）：乘地铁4号线往堂岭·榛接方向，在惠化站下车（约20分钟）\n· 龙山站（KTX）：乘地铁1号线到东大门站，换乘4号线在惠化站下车（约35分钟）\n· 水西站（SRT）：乘地铁3号线到忠武路站，换乘4号线在惠化站下车（约50分钟）\n· 仁川国际机场：乘机场铁路（AREX）到首尔站，换乘4号线在惠化站下车（约80分钟）；也可乘机场大巴6011路在惠化站下车\n· 金浦国际机场：乘地铁5号线到东大门历史文化公园站，换乘4号线在惠化站下车（约60分钟）\n\n长途大巴\n· 首尔高速巴士客运站·中央城客运站：乘地铁3号线到忠武路站，换乘4号线在惠化站下车（约40分钟）\n· 东首尔综合客运站：从地铁2号线江边站乘车到东大门历史文化公园站，换乘4号线在惠化站下车（约45分钟）\n\n自驾\n· 请在导航中输入“明伦大学医院”或“서울 종로구 창경궁로 185”。\n· 使用本馆地下停车场，可乘电梯直达3层的中心。\n· 参加筛查的人员可免费停车，最长4小时。请在中心接待处办理停车券确认。\n· 住院期间不提供停车优惠，入院时请乘坐公共交通。',
    jp: '明倫大学病院は昌慶宮路の西側、恵化洞ロータリーの南西にあります。地下鉄4号線恵化駅4番出口を出て恵化洞ロータリー方面へ歩き、昌慶宮路に入って南へ進むと、右手に病院本館が見えます。昌慶宮は病院の南、成均館大学は北西にあります。\n\n地下鉄\n· 4号線恵化駅4番出口から恵化洞ロータリー方面へ徒歩約7分\n· 1号線鍾路5街駅でマウルバス鍾路08番に乗り換え、「明倫大学病院」停留所で下車\n\nバス\n· 幹線（青）100、102、104、106、107、108、140、143、150、151、162、171、272、301番：「恵化洞ロータリー」停留所で下車\n· 支線（緑）1111、2112、7025番：「明倫3街・成均館大入口」停留所で下車\n· マウルバス鍾路08番：「明倫大学病院」停留所で下車\n\n鉄道・空港から\n· ソウル駅（KTX）：地下鉄4号線タンゴゲ・チンジョプ方面に乗り、恵化駅で下車（約20分）\n· 龍山駅（KTX）：地下鉄1号線で東大門駅へ行き、4号線に乗り換えて恵化駅で下車（約35分）\n· 水西駅（SRT）：地下鉄3号線で忠武路駅へ行き、4号線に乗り換えて恵化駅で下車（約50分）\n· 仁川国際空港：空港鉄道（AREX）でソウル駅へ行き、4号線に乗り換えて恵化駅で下車（約80分）。または空港リムジンバス6011番で恵化駅下車\n· 金浦国際空港：地下鉄5号線で東大門歴史文化公園駅へ行き、4号線に乗り換えて恵化駅で下車（約60分）\n\n高速バス\n· ソウル高速バスターミナル・セントラルシティ：地下鉄3号線で忠武路駅へ行き、4号線に乗り換えて恵化駅で下車（約40分）\n· 東ソウル総合ターミナル：地下鉄2号線江辺駅から東大門歴史文化公園駅へ行き、4号線に乗り換えて恵化駅で下車（約45分）\n\nお車\n· カーナビに「明倫大学病院」または「서울 종로구 창경궁로 185」と入力してください。\n· 本館地下駐車場をご利用いただくと、エレベーターで3階のセンターまで直接お越しいただけます。\n· スクリーニング検診を受ける方は、4時間まで無料で駐車できます。センター受付で駐車券の確認を受けてください。\n· 入院期間中の駐車料金の割引はありませんので、入院の際は公共交通機関をご利用ください。',
  },
  chatUrl: 'https://pf.kakao.com/_ctcvolunteer/chat',
  relatedSites: [
    {
      label: {
        kr: '한국임상시험참여포털',
        en: 'Korea Clinical Trials Participation Portal',
        cn: '韩国临床试验参与门户',
        jp: '韓国臨床試験参加ポータル',
      },
      url: 'https://www.koreaclinicaltrials.org',
    },
    {
      label: {
        kr: '의약품안전나라(식품의약품안전처)',
        en: 'Drug Safety Information (Ministry of Food and Drug Safety)',
        cn: '药品安全信息网（韩国食品医药品安全处）',
        jp: '医薬品安全情報（韓国食品医薬品安全処）',
      },
      url: 'https://nedrug.mfds.go.kr',
    },
    {
      label: {
        kr: '한국임상시험산업본부(KoNECT)',
        en: 'Korea National Enterprise for Clinical Trials (KoNECT)',
        cn: '韩国临床试验产业本部（KoNECT）',
        jp: '韓国臨床試験産業本部（KoNECT）',
      },
      url: 'https://www.konect.or.kr',
    },
    {
      label: {
        kr: '임상연구정보서비스(CRIS)',
        en: 'Clinical Research Information Service (CRIS)',
        cn: '临床研究信息服务（CRIS）',
        jp: '臨床研究情報サービス（CRIS）',
      },
      url: 'https://cris.nih.go.kr',
    },
    {
      label: {
        kr: '보건복지부',
        en: 'Ministry of Health and Welfare',
        cn: '韩国保健福祉部',
        jp: '韓国保健福祉部',
      },
      url: 'https://www.mohw.go.kr',
    },
  ],
  analyticsId: '',
  logoId: null,
}
