import { describe, expect, it } from 'vitest'
import { type PageHead, withRenderedPage } from './web-app.js'

const INDEX = `<!doctype html>
<html lang="ko">
  <head>
    <title>임상시험센터</title>
    <script>var x = 1;</script>
  </head>
  <body>
    <div id="root"><p class="loading" role="status" lang="ko">로딩중입니다...</p></div>
    <noscript>JavaScript를 켜 주세요.</noscript>
  </body>
</html>`

const PAGE = {
  lang: 'en',
  head: '<title>FAQ | Center</title>\n<meta name="description" content="Questions">',
  assets: '<link rel="stylesheet" crossorigin href="/assets/faq.css">',
  html: '<main><h1>FAQ</h1></main>',
  state: '{"catalogs":{"faq":{"q":"\\u003c/script>"}}}',
}

describe('the document of a page the server rendered', () => {
  it('carries the page in its language, its head and assets, its content and its state, without the loading text', () => {
    const html = withRenderedPage(INDEX, PAGE, undefined)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<title>FAQ | Center</title>')
    expect(html).not.toContain('<title>임상시험센터</title>')
    expect(html).toContain('<meta name="description" content="Questions">')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/faq.css">')
    expect(html).toContain('<div id="root"><main><h1>FAQ</h1></main></div>')
    expect(html).toContain(`<script type="application/json" id="server-state">${PAGE.state}</script>`)
    expect(html).not.toContain('로딩중입니다')
    // The page is readable as it is: no 'turn JavaScript on'.
    expect(html).not.toContain('<noscript>')
    // The one inline script, allowed by its hash, is untouched.
    expect(html).toContain('<script>var x = 1;</script>')
  })

  it("uses a notice's own title and head instead of the page's, and keeps the screen's assets", () => {
    const notice: PageHead = {
      lang: 'en',
      title: 'A study | Center',
      head: '<script type="application/ld+json">{}</script>',
      noscript: '<article>summary</article>',
    }
    const html = withRenderedPage(INDEX, PAGE, notice)
    expect(html).toContain('<title>A study | Center</title>')
    expect(html).not.toContain('FAQ | Center')
    expect(html).toContain('<script type="application/ld+json">{}</script>')
    expect(html).toContain('/assets/faq.css')
    expect(html).not.toContain('<article>summary</article>')
  })

  it('takes replacement patterns in the page as text', () => {
    const html = withRenderedPage(INDEX, { ...PAGE, html: '<p>$& $1 $$</p>' }, undefined)
    expect(html).toContain('<div id="root"><p>$& $1 $$</p></div>')
  })
})
