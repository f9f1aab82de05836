import { useEffect, useRef } from 'react'

/** A ref to an element that takes focus when `condition` turns true, e.g. a result announced after a form. */
export function useFocusWhen<T extends HTMLElement>(condition: boolean) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (condition) ref.current?.focus()
  }, [condition])
  return ref
}
