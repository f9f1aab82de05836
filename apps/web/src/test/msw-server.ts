import { setupServer } from 'msw/node'

/**
 * The API as tests see it: each test declares the endpoints it calls with
 * `server.use(http.get('/api/…', …))`; a call nobody declared fails the test.
 */
export const server = setupServer()
