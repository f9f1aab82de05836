/**
 * Shown while a screen's code or texts load. The spec fixes it in Korean: it
 * can show before any catalog is loaded, so it does not go through i18n, and is
 * marked as Korean so that screen readers on other locales' pages read it right.
 */
export function Loading() {
  return (
    <p role="status" className="loading" lang="ko">
      로딩중입니다...
    </p>
  )
}
