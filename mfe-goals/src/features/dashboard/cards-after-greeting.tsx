import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useState } from 'react'

/**
 * The order the cards draw their content in, a group at a time (dashboard.css names the areas): the
 * first screen's on a phone first. A card not named draws at once. Until its group's turn a card
 * shows its loading placeholder, which has its content's height, so nothing moves on any layout.
 */
export const REVEAL_GROUPS: readonly (readonly string[])[] = [
  ['level', 'streak', 'check-in'],
  // Log Training before the plan: a plan session's Start fills the form and moves the focus into it.
  ['log'],
  ['plan'],
  ['recent', 'upcoming', 'weekly'],
  ['radar', 'activity', 'badges'],
]

const Revealed = createContext<(area: string) => boolean>(() => true)

/** Whether the card in `area` may draw its content yet (widget-card.tsx). */
export const useRevealed = (area: string): boolean => useContext(Revealed)(area)

/**
 * The dashboard's grid of cards, drawn once the greeting above it has been painted, their content a
 * group at a time. The greeting is the page's largest text (its Largest Contentful Paint); drawn in
 * the same render as a dozen cards it waited for all of them, about a second and a half on a phone
 * (Lighthouse's 4× slowdown). And a dozen cards' content put into the page at once is one long task
 * (React's commit, every card's effects, then style and layout): a group at a time, each after the
 * last was painted, the phone answers a tap in between (Total Blocking Time). The cards' data is
 * already being read (useDashboardData runs in the page), so they lose nothing. Until the cards are
 * drawn the grid holds a screen's height, so the footer below does not move into view and out again.
 */
export function CardsAfterGreeting({ children }: { children: ReactNode }) {
  // 0: nothing drawn yet; n: the grid and the first n groups' content.
  const [step, setStep] = useState(0)
  useEffect(() => {
    if (step > REVEAL_GROUPS.length - 1) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // A frame callback runs before that frame is painted; the task it queues runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setStep((n) => n + 1)))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [step])
  const revealed = useCallback(
    (area: string) => {
      const group = REVEAL_GROUPS.findIndex((areas) => areas.includes(area))
      return group < 0 || group < step
    },
    [step],
  )
  return (
    <div className="pp-dash__grid" data-pending={step > 0 ? undefined : 'true'}>
      {step > 0 ? <Revealed.Provider value={revealed}>{children}</Revealed.Provider> : null}
    </div>
  )
}
