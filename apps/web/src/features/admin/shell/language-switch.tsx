import styles from '../console.module.css'
import { useConsoleLocale } from './console-locale'

/** Switches the console between Korean and English; each choice is named in its own language. */
export function LanguageSwitch() {
  const { locale, setLocale } = useConsoleLocale()
  const other = locale === 'kr' ? 'en' : 'kr'
  return (
    <button
      type="button"
      className={styles.linkButton}
      lang={other === 'kr' ? 'ko' : 'en'}
      onClick={() => setLocale(other)}
    >
      {other === 'kr' ? '한국어' : 'English'}
    </button>
  )
}
