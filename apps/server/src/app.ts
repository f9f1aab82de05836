import compress from '@fastify/compress'
import swagger from '@fastify/swagger'
import { STAFF_TOKEN_HEADER } from '@ctc/contract/staff-auth'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { DestinationStream } from 'pino'
import type { Config } from './config.js'
import { indexPlainApplicants } from './crypto/applicant-keys.js'
import { sealStoredPlainValues } from './crypto/data-keys.js'
import { reindexMemberLookups, sealPlainMembers } from './modules/members/members.repository.js'
import { createDatabase, type Db, refreshPlannerStatistics } from './db/database.js'
import { migrateToLatest } from './db/migrate.js'
import { seedReferenceData } from './db/seed/reference-data.js'
import { lazyRequestLogger } from './lib/request-logger.js'
import { compiledSerializerCompiler } from './lib/response-serializer.js'
import { mailPlugin } from './mail/mailer.js'
import { analyticsRoutes } from './modules/analytics/analytics.routes.js'
import { applicationsRoutes } from './modules/applications/applications.routes.js'
import { pendingApplicationsPurgePlugin } from './modules/applications/pending-purge.js'
import { authRoutes } from './modules/auth/auth.routes.js'
import { registerRoutes } from './modules/register/register.routes.js'
import { myPageRoutes } from './modules/my-page/my-page.routes.js'
import { alertsRoutes } from './modules/alerts/alerts.routes.js'
import { qnaRoutes } from './modules/qna/qna.routes.js'
import { consentsRoutes } from './modules/consents/consents.routes.js'
import { consentsConsoleRoutes } from './modules/consents/consents-console.routes.js'
import { privacyPolicyConsoleRoutes, privacyPolicyRoutes } from './modules/privacy-policy/privacy-policy.routes.js'
import { myDataRoutes } from './modules/my-data/my-data.routes.js'
import { authPlugin } from './plugins/auth.js'
import { changeFeedPlugin } from './plugins/change-feed.js'
import { type JobsOptions, jobsPlugin } from './plugins/jobs.js'
import { codesRoutes } from './modules/codes/codes.routes.js'
import { healthRoutes } from './modules/health/health.routes.js'
import { seoRoutes } from './modules/seo/seo.routes.js'
import { siteContentRoutes, siteIdentityPlugin } from './modules/site-content/site-content.routes.js'
import { SITE_TOPIC } from './modules/site-content/site-content.service.js'
import { siteAboutPlugin, siteAboutRoutes } from './modules/site-content/site-about.routes.js'
import { siteBannersPlugin, siteBannersRoutes } from './modules/site-content/site-banners.routes.js'
import { siteFaqPlugin, siteFaqRoutes } from './modules/site-content/site-faq.routes.js'
import { isNoticePath, noticePageHead } from './modules/seo/seo.service.js'
import { accessLogRoutes } from './modules/staff/access-log.routes.js'
import { staffAccountsRoutes } from './modules/staff/staff-accounts.routes.js'
import { staffAuthRoutes } from './modules/staff/staff-auth.routes.js'
import { staffGuardPlugin } from './modules/staff/staff-guard.js'
import { staffHomeRoutes } from './modules/staff/staff-home.routes.js'
import { noticesRoutes } from './modules/staff-notices/notices.routes.js'
import { applicantsRoutes } from './modules/staff-applicants/applicants.routes.js'
import { prescreenRoutes, staffPrescreenRoutes } from './modules/prescreen/prescreen.routes.js'
import { consoleSettingsRoutes } from './modules/staff/console-settings.js'
import { poolRoutes } from './modules/staff-pool/pool.routes.js'
import { dashboardRoutes } from './modules/staff-dashboard/dashboard.routes.js'
import { memberSupportRoutes } from './modules/staff/member-support.routes.js'
import { studiesRoutes } from './modules/studies/studies.routes.js'
import { visitBookingRoutes } from './modules/visits/visit-booking.routes.js'
import { visitsRoutes } from './modules/visits/visits.routes.js'
import { databasePlugin } from './plugins/database.js'
import { errorsPlugin } from './plugins/errors.js'
import { inputGuardPlugin } from './plugins/input-guard.js'
import { rateLimitPlugin } from './plugins/rate-limit.js'
import { securityHeadersPlugin } from './plugins/security-headers.js'
import { loadWebApp, webAppPlugin } from './plugins/web-app.js'
import { studyReadsPlugin } from './modules/studies/study-reads.js'
import { pageQueries } from './modules/pages/page-queries.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    /** The current time; tests pass their own clock. */
    now: () => Date
  }
}

export interface BuildOptions {
  now?: () => Date
  /** An open database; by default one is opened from the config. */
  db?: Db
  /** Where log lines go; standard output by default. */
  logStream?: DestinationStream
  /** The job worker's lease and poll times (tests shorten them). */
  jobs?: JobsOptions
}

// Query values that must never reach a log line (a reset link carries its token in the URL; a
// search of notices, a medical history typed in).
const SECRET_QUERY = /([?&](?:token|password|auth|sickText)=)[^&#]*/gi

function loggerOptions(config: Config, stream: DestinationStream | undefined): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers["x-auth-token"]',
        'req.headers["x-staff-token"]',
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip: string }) => ({
        method: request.method,
        url: request.url.replace(SECRET_QUERY, '$1[redacted]'),
        remoteAddress: request.ip,
      }),
    },
  }
}

// A hop count trusts that many proxies nearest to the server.
const hopsWithin = (hops: number) => (_address: string, hop: number) => hop < hops

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: typeof config.trustProxy === 'number' ? hopsWithin(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    childLoggerFactory: lazyRequestLogger,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(compiledSerializerCompiler)
  app.decorate('config', config)
  app.decorate('now', options.now ?? (() => new Date()))

  const db = options.db ?? createDatabase(config.database, (err) => app.log.warn({ err }, 'database connection lost'))
  await migrateToLatest(db)
  await refreshPlannerStatistics(db)
  await seedReferenceData(db)
  if (config.appSecret) {
    const sealed =
      (await sealPlainMembers(db, config.appSecret, new Date())) +
      (await indexPlainApplicants(db, config.appSecret)) +
      (await sealStoredPlainValues(db, config.appSecret, new Date()))
    if (sealed > 0) app.log.info({ sealed }, 'personal data stored before encryption is now encrypted')
    // After sealing: members indexed by older lookup rules get the current ones (nobody unfindable).
    const reindexed = await reindexMemberLookups(db, config.appSecret)
    if (reindexed > 0) app.log.info({ reindexed }, 'member lookup indexes recomputed by the current rules')
  }
  const webApp = await loadWebApp(config.webDistDir, config)

  // External and cross-cutting plugins first, then the modules, in one explicit list.
  await app.register(databasePlugin, { db, dialect: config.database.dialect })
  await app.register(errorsPlugin)
  // Brotli or gzip for text answers (HTML, JSON) above 1 KB, once for the whole app. Answers that
  // already carry a Content-Encoding (precompressed assets, cached ready bytes) pass untouched.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(inputGuardPlugin)
  await app.register(changeFeedPlugin)
  await app.register(rateLimitPlugin)
  await app.register(securityHeadersPlugin, {
    inlineScriptHashes: webApp?.inlineScriptHashes ?? [],
    analyticsGaId: config.analyticsGaId,
    https: config.publicUrl.startsWith('https://'),
  })
  await app.register(swagger, {
    openapi: {
      info: { title: 'Clinical Trials Center volunteer API', version: '1.0.0' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
          staffToken: { type: 'apiKey', in: 'header', name: STAFF_TOKEN_HEADER },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(authPlugin)
  await app.register(staffGuardPlugin)
  await app.register(mailPlugin)
  // After the mailer, so that a stop lets started mail go out before the transport closes.
  await app.register(jobsPlugin, options.jobs ?? {})

  await app.register(healthRoutes)
  await app.register(codesRoutes)
  await app.register(analyticsRoutes)
  await app.register(authRoutes)
  await app.register(registerRoutes)
  await app.register(consentsRoutes)
  await app.register(privacyPolicyRoutes)
  await app.register(myDataRoutes)
  await app.register(siteIdentityPlugin)
  await app.register(siteContentRoutes)
  await app.register(siteFaqPlugin)
  await app.register(siteFaqRoutes)
  await app.register(siteAboutPlugin)
  await app.register(siteAboutRoutes)
  await app.register(siteBannersPlugin)
  await app.register(siteBannersRoutes)
  await app.register(seoRoutes)
  await app.register(studyReadsPlugin)
  await app.register(studiesRoutes)
  await app.register(applicationsRoutes)
  await app.register(prescreenRoutes)
  await app.register(pendingApplicationsPurgePlugin)
  await app.register(myPageRoutes)
  await app.register(alertsRoutes)
  await app.register(qnaRoutes)
  await app.register(staffAuthRoutes)
  await app.register(staffAccountsRoutes)
  await app.register(accessLogRoutes)
  await app.register(memberSupportRoutes)
  await app.register(staffHomeRoutes)
  await app.register(noticesRoutes)
  await app.register(applicantsRoutes)
  await app.register(staffPrescreenRoutes)
  await app.register(consoleSettingsRoutes)
  await app.register(poolRoutes)
  await app.register(dashboardRoutes)
  await app.register(privacyPolicyConsoleRoutes)
  await app.register(consentsConsoleRoutes)
  await app.register(visitsRoutes)
  await app.register(visitBookingRoutes)

  // The map of every call is for development, not for whoever asks in production.
  if (config.apiDocs) app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger())
  await app.register(webAppPlugin, {
    webApp,
    pageHead: noticePageHead(db, config.publicUrl, app.now, () => app.siteIdentity.current()),
    pageQueries: (request) => pageQueries(app, request.ip),
    // A rendered page shows notices and the center's identity: kept until either changes.
    generation: () => pairGenerations(app.changes.generation('notices'), app.changes.generation(SITE_TOPIC)),
    countsViews: isNoticePath,
  })
  return app
}

/** One number for two generations, different whenever either is (Cantor's pairing); at once when both are. */
function pairGenerations(a: number | Promise<number>, b: number | Promise<number>): number | Promise<number> {
  const pair = (x: number, y: number) => ((x + y) * (x + y + 1)) / 2 + y
  if (typeof a === 'number' && typeof b === 'number') return pair(a, b)
  return Promise.all([a, b]).then(([x, y]) => pair(x, y))
}
