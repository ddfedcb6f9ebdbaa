import { describe, expect, test } from 'vitest'
import { dismissToast, expiredToasts, MAX_TOASTS, pushToast, type Toast, type ToastKind, toastDuration } from './toast-queue.ts'

const toast = (id: string, kind: ToastKind = 'blank', createdAt = 0): Toast => ({
  id,
  kind,
  message: id,
  createdAt,
  durationMs: toastDuration(kind),
})

describe('toast queue', () => {
  test('protects behaviour: success toasts last 2 s, blank/error/custom 4 s, loading until dismissed', () => {
    expect(toastDuration('success')).toBe(2000)
    expect(['blank', 'error', 'custom'].map((k) => toastDuration(k as ToastKind))).toEqual([4000, 4000, 4000])
    expect(toastDuration('loading')).toBeNull()
  })

  test('protects behaviour: never more than 20 toasts, the oldest are dropped first', () => {
    let queue: Toast[] = []
    for (let i = 0; i < 25; i++) queue = pushToast(queue, toast(`t${i}`))
    expect(queue).toHaveLength(MAX_TOASTS)
    expect(queue[0]?.id).toBe('t24')
    expect(queue.map((t) => t.id)).not.toContain('t4')
    expect(queue.map((t) => t.id)).toContain('t5')
  })

  test('protects behaviour: pushing a toast with an existing id replaces it instead of duplicating', () => {
    const queue = pushToast(pushToast([], toast('save', 'loading')), toast('save', 'success'))
    expect(queue).toHaveLength(1)
    expect(queue[0]?.kind).toBe('success')
  })

  test('protects behaviour: expiry follows each kind, and loading toasts only leave when dismissed', () => {
    const queue = [toast('ok', 'success', 0), toast('err', 'error', 0), toast('wait', 'loading', 0)]
    expect(expiredToasts(queue, 1999)).toEqual([])
    expect(expiredToasts(queue, 2000)).toEqual(['ok'])
    expect(expiredToasts(queue, 60_000)).toEqual(['ok', 'err'])
    expect(dismissToast(queue, 'wait').map((t) => t.id)).toEqual(['ok', 'err'])
  })
})
