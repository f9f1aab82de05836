import type { Locale } from '@ctc/contract/locale-codes'
import type { StudyCard } from '@ctc/contract/studies'
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { KoreanOnly } from '../../components/korean-only'
import { pathTo } from '../../config/paths'
import { formatDate } from '../../lib/dates'
import styles from './home-page.module.css'

const ROTATE_MS = 6000
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(callback: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', callback)
  return () => query.removeEventListener('change', callback)
}

function useReducedMotion(): boolean {
  // Rendered on the server as still: no rotation starts before the browser has said.
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  )
}

/**
 * The most viewed notices, after the WAI-ARIA carousel pattern: it turns by
 * itself only until the visitor pauses it, focuses or points into it, and never
 * for people who ask for reduced motion; previous and next are plain buttons.
 */
export function MostViewedCarousel({ studies, locale }: { studies: StudyCard[]; locale: Locale }) {
  const { t } = useTranslation('home')
  const id = useId()
  const reducedMotion = useReducedMotion()
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [holding, setHolding] = useState(false)
  const count = studies.length
  const rotating = count > 1 && !paused && !holding && !reducedMotion

  // Rotation holds while keyboard focus or the pointer is inside (WCAG 2.2.2).
  const regionRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const region = regionRef.current
    if (!region) return
    const hold = () => setHolding(true)
    const release = () => setHolding(false)
    const focusOut = (event: FocusEvent) => {
      if (!region.contains(event.relatedTarget as Node | null)) release()
    }
    region.addEventListener('focusin', hold)
    region.addEventListener('focusout', focusOut)
    region.addEventListener('mouseenter', hold)
    region.addEventListener('mouseleave', release)
    return () => {
      region.removeEventListener('focusin', hold)
      region.removeEventListener('focusout', focusOut)
      region.removeEventListener('mouseenter', hold)
      region.removeEventListener('mouseleave', release)
    }
  }, [count])

  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), ROTATE_MS)
    return () => window.clearInterval(timer)
  }, [rotating, count])

  if (count === 0) return <p className={styles.empty}>{t('slide.empty')}</p>
  const current = Math.min(index, count - 1)
  const move = (step: number) => setIndex((current + step + count) % count)

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('slide.carousel')}
      aria-label={t('slide.title')}
      ref={regionRef}
    >
      <div className={styles.carouselControls}>
        {count > 1 && !reducedMotion && (
          <button type="button" className={styles.control} onClick={() => setPaused((value) => !value)}>
            {paused ? t('slide.play') : t('slide.pause')}
          </button>
        )}
        {count > 1 && (
          <>
            <button type="button" className={styles.control} aria-controls={`${id}-slides`} onClick={() => move(-1)}>
              {t('slide.previous')}
            </button>
            <button type="button" className={styles.control} aria-controls={`${id}-slides`} onClick={() => move(1)}>
              {t('slide.next')}
            </button>
          </>
        )}
      </div>
      <div id={`${id}-slides`} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {studies.map((study, position) => (
          <div
            key={study.studyId}
            role="group"
            aria-roledescription={t('slide.slide')}
            aria-label={t('slide.position', { current: position + 1, total: count })}
            className={styles.slide}
            hidden={position !== current}
          >
            <p className={styles.slideKind}>{t(`condition.${study.sbjCondCd}`)}</p>
            <h3 className={styles.slideTitle} lang={study.fallbackLocale ? 'ko' : undefined}>
              {study.title}
            </h3>
            {study.fallbackLocale && <KoreanOnly />}
            <p className={styles.slideMeta}>
              {t('slide.period', {
                from: formatDate(locale, study.recruitStart),
                to: formatDate(locale, study.recruitEnd),
              })}
            </p>
            <p>
              <Link
                className="button button-primary"
                to={`${pathTo('recruitmentView', locale)}?studyId=${study.studyId}`}
                aria-label={t('slide.detailOf', { title: study.title })}
              >
                {t('slide.detail')}
              </Link>
            </p>
          </div>
        ))}
      </div>
      <p className={styles.slideDots} aria-hidden="true">
        {studies.map((study, position) => (
          <span key={study.studyId} className={position === current ? styles.dotActive : styles.dot} />
        ))}
      </p>
    </section>
  )
}
