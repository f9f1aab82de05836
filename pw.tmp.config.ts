import base from './playwright.config'
export default { ...base, webServer: { ...(base.webServer as object), command: 'node /tmp/e2esrv-4320.js' } }
