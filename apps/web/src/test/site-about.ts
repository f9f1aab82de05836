import type { PublishedAbout } from '@ctc/contract/site-about'
import { http, HttpResponse } from 'msw'

// Published about pages for tests (not the demo seed's).

const body = (kr: string, en = '', cn = '', jp = '') => ({ kr, en, cn, jp })

export const TEST_ABOUT: PublishedAbout = {
  versionId: 3,
  introduce: body(
    '<p><strong>센터를 소개합니다.</strong></p><h2>인사말</h2><p>찾아 주셔서 감사합니다.</p>',
    '<p><strong>About the center.</strong></p><h2>Welcome</h2><p>Thank you for visiting.</p>',
    '<p><strong>中心简介。</strong></p><h2>致辞</h2><p>感谢您的访问。</p>',
    '<p><strong>センターのご紹介です。</strong></p><h2>ごあいさつ</h2><p>ご覧いただきありがとうございます。</p>',
  ),
  meaning: body(
    '<h2>임상시험이란</h2><p>새로운 약을 확인하는 연구입니다.</p>',
    '<h2>What a trial is</h2><p>A study.</p>',
  ),
  process: body(
    '<h2>참여 절차</h2><ol><li><strong>모집 공고 확인</strong><br />공고를 찾습니다.</li><li><strong>참여비 지급</strong><br />21일 이내에 드립니다.</li></ol>',
    '<h2>How to take part</h2><ol><li><strong>Find a notice</strong></li><li><strong>Get paid</strong><br />Within 21 days.</li></ol>',
  ),
  subjectGuide: body('<h2>스크리닝 검진 안내</h2><ul><li>신분증을 가져오세요.</li></ul>'),
  appGuide: body('<h2>앱에서 할 수 있는 일</h2><ul><li>일정 확인</li></ul>'),
}

export const siteAboutHandler = (about: PublishedAbout | null = TEST_ABOUT) =>
  http.get('/api/site/about', () => HttpResponse.json({ about }))
