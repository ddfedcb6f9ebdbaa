import { useEffect, useRef, useState } from 'react'

/**
 * Whole seconds left of `seconds`, counted from when `runKey` last changed while `running`. Read from
 * the clock (not by counting ticks), so a busy or throttled tab never stretches the limit; calls
 * `onExpire` once when it reaches 0.
 */
export function useCountdown(seconds: number, running: boolean, runKey: string, onExpire: () => void): number {
  const [left, setLeft] = useState(seconds)
  const expire = useRef(onExpire)
  expire.current = onExpire

  useEffect(() => {
    if (!running) return
    const endsAt = Date.now() + seconds * 1000
    setLeft(seconds)
    let done = false
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
      setLeft(remaining)
      if (remaining === 0 && !done) {
        done = true
        clearInterval(timer)
        expire.current()
      }
    }
    const timer = setInterval(tick, 200)
    return () => clearInterval(timer)
  }, [seconds, running, runKey])

  return left
}

/** 125 → "2:05" */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
