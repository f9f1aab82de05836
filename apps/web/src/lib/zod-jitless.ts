// What the web build gets for `import … from 'zod'` (an alias in vite.config.ts): Zod itself, told
// before any schema exists not to compile parsers with `new Function`. The pages' CSP has no
// 'unsafe-eval', and even Zod's caught probe for it is a violation in every page that builds a schema.
import { config } from 'zod/v4'

config({ jitless: true })

export * from 'zod/v4'
export { default } from 'zod/v4'
