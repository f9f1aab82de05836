import { setupServer } from 'msw/node'
import { currentConsentsHandler } from './consents'

/**
 * The API as tests see it: each test declares the endpoints it calls with
 * `server.use(http.get('/api/…', …))`; a call nobody declared fails the test. The consent texts of
 * sign-up are there for every test.
 */
export const server = setupServer(currentConsentsHandler)
