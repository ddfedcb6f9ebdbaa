import { useEffect, useRef } from 'react'

/** Moves focus to the element (a heading with tabIndex -1) when it appears: a keyboard or screen-reader user lands on the new panel, not on a button that vanished. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => ref.current?.focus(), [])
  return ref
}
