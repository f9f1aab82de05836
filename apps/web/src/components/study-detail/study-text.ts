import type { TFunction } from 'i18next'

/** '19 to 45 years', 'from 65 years', 'up to 12 years' or 'any age'. */
export function ageRange(t: TFunction<'recruitment'>, min: number | null, max: number | null): string {
  if (min !== null && max !== null) return t('age.between', { min, max })
  if (min !== null) return t('age.from', { min })
  if (max !== null) return t('age.upTo', { max })
  return t('age.any')
}

/** A range of measures with its unit, either end open. */
export function boundsText(
  t: TFunction<'recruitment'>,
  min: number | null,
  max: number | null,
  unit: string,
): string | undefined {
  if (min !== null && max !== null) return t('bounds.between', { min, max, unit })
  if (min !== null) return t('bounds.from', { min, unit })
  if (max !== null) return t('bounds.upTo', { max, unit })
  return undefined
}
