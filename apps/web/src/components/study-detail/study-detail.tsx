import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale-codes'
import type { StudyDetail, StudyFile } from '@ctc/contract/studies'
import { onlineApplicationRefusal } from '@ctc/contract/study-rules'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { pathTo } from '../../config/paths'
import { formatDate } from '../../lib/dates'
import { useCenterContact } from '../../lib/site-identity'
import { formatFileSize, formatMonths, formatNumber } from '../../lib/study-format'
import { DaysLeft } from '../days-left'
import badges from './study-badges.module.css'
import styles from './study-detail.module.css'
import { ageRange, boundsText } from './study-text'

/**
 * A notice as its public page shows it: state, how to apply, every field, details, files.
 * The public detail page and the staff console's preview both draw it; `locale` is the
 * language of the notice's page (the preview may show another than the console's).
 */
export function StudyDetailView({
  study,
  fileList,
  locale,
  fileHref,
  ownApplication,
  children,
}: {
  study: StudyDetail
  fileList: StudyFile[]
  locale: Locale
  /** Where a file downloads from; without it the files are listed by name only. */
  fileHref?: (fileId: number) => string
  /** The logged-in member's own application to the notice, said instead of the ways to apply. */
  ownApplication?: ReactNode
  /** Shown below the notice (a way back). */
  children?: ReactNode
}) {
  const { t } = useTranslation('recruitment', { lng: LANGUAGE_TAGS[locale] })
  return (
    <article className={styles.page} aria-labelledby="study-title">
      <header className={styles.viewHeader}>
        <p className={badges.badges}>
          <span className={`${badges.badge} ${badges[`status_${study.status}`]}`}>{t(`status.${study.status}`)}</span>
          <span className={badges.badge}>{t(`condition.${study.sbjCondCd}`)}</span>
          {study.status === 'open' && study.daysLeft !== null && (
            <DaysLeft
              days={study.daysLeft}
              text={study.daysLeft === 0 ? t('daysLeftToday') : t('daysLeft', { days: study.daysLeft })}
            />
          )}
        </p>
        <h2 id="study-title" className={styles.viewTitle} lang={study.fallbackLocale ? 'ko' : undefined}>
          {study.title}
        </h2>
        {study.fallbackLocale && <p className={badges.fallback}>{t('fallback')}</p>}
      </header>
      <ApplyBox study={study} locale={locale} t={t} ownApplication={ownApplication} />
      <StudyFields study={study} locale={locale} t={t} />
      {study.detailsHtml && (
        <section aria-labelledby="study-details" className={styles.section}>
          <h3 id="study-details">{t('fields.details')}</h3>
          <div
            className={`prose ${styles.details}`}
            lang={study.fallbackLocale ? 'ko' : undefined}
            // Sanitized by the server when the notice was written (allow-listed tags, no scripts or handlers).
            dangerouslySetInnerHTML={{ __html: study.detailsHtml }}
          />
        </section>
      )}
      <section aria-labelledby="study-files" className={styles.section}>
        <h3 id="study-files">{t('fields.files')}</h3>
        {fileList.length === 0 ? (
          <p>{t('view.noFiles')}</p>
        ) : (
          <FileList files={fileList} locale={locale} t={t} fileHref={fileHref} />
        )}
      </section>
      {children}
    </article>
  )
}

type RecruitmentT = TFunction<'recruitment'>

function ApplyBox({
  study,
  locale,
  t,
  ownApplication,
}: {
  study: StudyDetail
  locale: Locale
  t: RecruitmentT
  ownApplication: ReactNode
}) {
  let body: ReactNode
  const refusal = onlineApplicationRefusal(study)
  const contact = useCenterContact(locale)
  if (ownApplication) {
    body = ownApplication
  } else if (refusal === 'RECRUITMENT_CLOSED') {
    body = <p className={styles.closedNotice}>{t('view.closed')}</p>
  } else if (refusal === 'RECRUITMENT_NOT_STARTED') {
    body = <p>{t('view.upcoming', { date: formatDate(locale, study.recruitStart) })}</p>
  } else if (refusal === 'PHONE_APPLICATION_ONLY') {
    body = (
      <>
        <p>{t('view.phoneOnly')}</p>
        {contact && (
          <p className={styles.phoneLine}>
            <a href={contact.phoneHref}>{contact.phone}</a> <span lang={contact.hours.lang}>{contact.hours.text}</span>
          </p>
        )}
      </>
    )
  } else {
    const query = `?studyId=${study.studyId}`
    body = (
      <p className={styles.applyButtons}>
        <Link className="button button-primary" to={`${pathTo('recruitmentWriteMember', locale)}${query}`}>
          {t('view.applyMember')}
        </Link>
        <Link className="button" to={`${pathTo('recruitmentWrite', locale)}${query}`}>
          {t('view.applyGuest')}
        </Link>
      </p>
    )
  }
  return (
    <section className={styles.applyBox} aria-labelledby="study-apply">
      <h3 id="study-apply">{t('view.howToApply')}</h3>
      {body}
    </section>
  )
}

function StudyFields({ study, locale, t }: { study: StudyDetail; locale: Locale; t: RecruitmentT }) {
  const dash = t('notSpecified')
  // The notice's own texts are Korean when it has none in the page's language: say so to screen readers.
  const own = (text: string) => (text && study.fallbackLocale ? <span lang="ko">{text}</span> : text || dash)
  const period = (from: string | null, to: string | null) =>
    from && to ? t('period', { from: formatDate(locale, from), to: formatDate(locale, to) }) : dash
  // Each bound named, so that 'BMI 18.5–25 kg/m²' is not left to be guessed from its unit.
  const measures = (
    [
      ['height', boundsText(t, study.heightMin, study.heightMax, 'cm')],
      ['weight', boundsText(t, study.weightMin, study.weightMax, 'kg')],
      ['bmi', boundsText(t, study.bmiMin, study.bmiMax, 'kg/m²')],
    ] as const
  ).flatMap(([name, bounds]) => (bounds ? [`${t(`measures.${name}`)} ${bounds}`] : []))
  const rows: [string, ReactNode][] = [
    [t('fields.applyMethod'), t(`applyMethod.${study.applyMethod}`)],
    [t('fields.gender'), t(`gender.${study.gender}`)],
    [t('fields.age'), ageRange(t, study.ageMin, study.ageMax)],
    [t('fields.classification'), t(`condition.${study.sbjCondCd}`)],
    [t('fields.trialType'), own(study.trialType)],
    [t('fields.term'), study.termMonths === null ? dash : formatMonths(locale, study.termMonths)],
    [t('fields.volunteerType'), own(study.volunteerType)],
    [t('fields.smoker'), study.smokerAllowed ? t('smokerRule.allowed') : t('smokerRule.notAllowed')],
    [t('fields.body'), measures.length > 0 ? measures.join(' · ') : t('bounds.none')],
    [t('fields.cancer'), study.cencerName ?? dash],
    [t('fields.disease'), study.targetDisease ? own(study.targetDisease) : (study.disasesName ?? dash)],
    [t('fields.history'), study.medicalHistory ? own(study.medicalHistory) : t(`historyRule.${study.historyRule}`)],
    [
      t('fields.reward'),
      study.rewardWon === null ? t('noReward') : t('won', { amount: formatNumber(locale, study.rewardWon) }),
    ],
    [t('fields.recruitPeriod'), period(study.recruitStart, study.recruitEnd)],
    [t('fields.researchPeriod'), period(study.researchStart, study.researchEnd)],
    [t('fields.professor'), own(study.professor)],
    [t('fields.phase'), study.phase ? t(`phase.${study.phase}`, { defaultValue: study.phase }) : dash],
    [t('fields.trialDrug'), own(study.trialDrug)],
    [t('fields.targetPatient'), own(study.targetPatient)],
    [t('fields.extraInfo'), own(study.extraInfo)],
  ]
  return (
    <section aria-labelledby="study-summary" className={styles.section}>
      <h3 id="study-summary">{t('view.summary')}</h3>
      <dl className={styles.fieldList}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fieldRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function FileList({
  files,
  locale,
  t,
  fileHref,
}: {
  files: StudyFile[]
  locale: Locale
  t: RecruitmentT
  fileHref?: (fileId: number) => string
}) {
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.fileId}>
          {fileHref ? (
            <a href={fileHref(file.fileId)} download={file.fileName}>
              {file.fileName}
            </a>
          ) : (
            file.fileName
          )}{' '}
          <span className={styles.fileMeta}>({t('view.fileSize', { size: formatFileSize(locale, file.size) })})</span>
        </li>
      ))}
    </ul>
  )
}
