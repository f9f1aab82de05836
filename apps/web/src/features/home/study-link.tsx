import type { Locale } from '@ctc/contract/locale-codes'
import type { StudyCard } from '@ctc/contract/studies'
import { Link } from 'react-router'
import { KoreanOnly } from '../../components/korean-only'
import { pathTo } from '../../config/paths'

/** A notice's title linking to its detail; a Korean-only notice is marked and read as Korean. */
export function StudyLink({ study, locale }: { study: StudyCard; locale: Locale }) {
  return (
    <span>
      <Link
        to={`${pathTo('recruitmentView', locale)}?studyId=${study.studyId}`}
        lang={study.fallbackLocale ? 'ko' : undefined}
      >
        {study.title}
      </Link>
      {study.fallbackLocale && <KoreanOnly />}
    </span>
  )
}
