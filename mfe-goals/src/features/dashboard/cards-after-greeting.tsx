import { type ReactNode, startTransition, useEffect, useState } from 'react'

/**
 * The dashboard's grid of cards, drawn once the greeting above it has been painted. The greeting is
 * the page's largest text (its Largest Contentful Paint); drawn in the same render as a dozen cards
 * it waited for all of them, about a second and a half on a phone (Lighthouse's 4× slowdown). The
 * cards' data is already being read (useDashboardData runs in the page), so they lose nothing. Until
 * the cards are drawn the grid holds a screen's height, so the footer below does not move into view
 * and out again (layout shift).
 */
export function CardsAfterGreeting({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // A frame callback runs before that frame is painted; the task it queues runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return (
    <div className="pp-dash__grid" data-pending={shown ? undefined : 'true'}>
      {shown ? children : null}
    </div>
  )
}
