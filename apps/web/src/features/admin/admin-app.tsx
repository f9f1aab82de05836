import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { changeLocale } from '../../lib/i18n'
import { type ConsoleLocale, readConsoleLocale, storeConsoleLocale } from '../../lib/staff-session'
import { ConsoleLocaleContext } from './shell/console-locale'
import { ConsoleLoading } from './shell/console-status'

/** The staff console at `/admin/...`: Korean or English, whatever the public site shows; its screens below. */
export function AdminApp() {
  const [locale, setLocale] = useState<ConsoleLocale>(readConsoleLocale)
  const { i18n } = useTranslation()
  const ready = i18n.language === (locale === 'kr' ? 'ko' : 'en')

  useEffect(() => {
    storeConsoleLocale(locale)
    void changeLocale(locale)
  }, [locale])

  if (!ready) return <ConsoleLoading />
  return (
    <ConsoleLocaleContext value={{ locale, setLocale }}>
      <Suspense fallback={<ConsoleLoading />}>
        <Outlet />
      </Suspense>
    </ConsoleLocaleContext>
  )
}
