import { setupServer } from 'msw/node'
import { currentConsentsHandler } from './consents'
import { prescreenHandler } from './prescreen'
import { siteAboutHandler } from './site-about'
import { siteBannersHandler } from './site-banners'
import { siteFaqHandler } from './site-faq'
import { siteIdentityHandler, siteStatusHandler } from './site-identity'

/**
 * The API as tests see it: each test declares the endpoints it calls with
 * `server.use(http.get('/api/…', …))`; a call nobody declared fails the test. The consent texts of
 * sign-up, the center's identity, FAQ, about pages and (no) home banners and the console's set-up
 * status are there for every test, and notices ask no pre-screening questions unless a test says so.
 */
export const server = setupServer(
  currentConsentsHandler,
  siteIdentityHandler,
  siteStatusHandler,
  siteFaqHandler(),
  siteAboutHandler(),
  siteBannersHandler(),
  prescreenHandler(),
)
