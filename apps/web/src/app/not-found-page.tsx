import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { pathTo } from '../config/paths'
import { useActiveLocale } from '../lib/use-active-locale'

export function NotFoundPage() {
  const { t } = useTranslation()
  const locale = useActiveLocale()
  return (
    <div className="prose">
      <p>{t('notFound.message')}</p>
      <p>
        <Link className="button button-primary" to={pathTo('main', locale)}>
          {t('notFound.home')}
        </Link>
      </p>
    </div>
  )
}
