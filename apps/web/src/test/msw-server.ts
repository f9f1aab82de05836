import { setupServer } from 'msw/node'
import { currentConsentsHandler } from './consents'
import { prescreenHandler } from './prescreen'
import { siteFaqHandler } from './site-faq'
import { siteIdentityHandler } from './site-identity'

/**
 * The API as tests see it: each test declares the endpoints it calls with
 * `server.use(http.get('/api/…', …))`; a call nobody declared fails the test. The consent texts of
 * sign-up, the center's identity and its FAQ are there for every test, and notices ask no pre-screening
 * questions unless a test says so.
 */
export const server = setupServer(currentConsentsHandler, siteIdentityHandler, siteFaqHandler(), prescreenHandler())
