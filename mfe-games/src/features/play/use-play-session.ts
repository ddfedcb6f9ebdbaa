import { useCallback, useRef, useState } from 'react'
import { gamesApi } from '@app/shared/api-client/games.ts'
import { GAME_MESSAGES } from '@app/shared/domain/messages/games.ts'
import type { AnswerRequest, Feedback, FinishPlayRequest, FinishPlayResponse, Play, StartPlayRequest } from '@app/shared/schemas/games.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'

export type PlayPhase = 'idle' | 'loading' | 'failed' | 'playing' | 'results'

export type PlaySession = {
  phase: PlayPhase
  play: Play | null
  /** The item on screen. */
  index: number
  /** The server's feedback per item, by index; null until answered. */
  feedback: (Feedback | null)[]
  /** An answer or the next item is on its way to or from the server. */
  answering: boolean
  answerError: string | null
  saving: boolean
  saveError: string | null
  /** The saved result; null while playing, when signed out, or when saving failed. */
  finished: FinishPlayResponse | null
}

const IDLE: PlaySession = {
  phase: 'idle',
  play: null,
  index: 0,
  feedback: [],
  answering: false,
  answerError: null,
  saving: false,
  saveError: null,
  finished: null,
}

/**
 * One play of a game, start to results. The server picks the items, serves them one at a time (it
 * times each answer from serving its item, so this hook sends no times) and judges every answer;
 * this hook only carries what it answered. Signed out (play id null) the practice items all come at
 * once and answers are checked without being stored, and finishing shows the results without
 * saving. Guards stop a double click or a timer firing mid-request from sending an item twice or
 * finishing twice.
 */
export function usePlaySession() {
  const dispatch = useAppDispatch()
  const [session, setSession] = useState<PlaySession>(IDLE)
  const current = useRef(session)
  current.current = session
  const busy = useRef(false)

  const update = (patch: Partial<PlaySession>) => setSession((s) => ({ ...s, ...patch }))

  const start = useCallback(async (request: StartPlayRequest) => {
    setSession({ ...IDLE, phase: 'loading' })
    try {
      const play = await gamesApi.start(request)
      setSession({ ...IDLE, phase: 'playing', play, feedback: new Array<Feedback | null>(play.item_count).fill(null) })
    } catch {
      setSession({ ...IDLE, phase: 'failed' })
    }
  }, [])

  /**
   * Picks up a stored play after a reload, as the server recorded it (docs/features/games.md): the
   * answered items keep their feedback and the item on screen is the first unanswered one. When every
   * served item is answered the next one is asked for, as the Next button would. Returns the 1-based
   * item the player is back at, or null when that could not be loaded.
   */
  const resume = useCallback(async (found: Play, answered: Feedback[]) => {
    setSession({ ...IDLE, phase: 'loading' })
    let play = found
    const served = () => play.scenarios.length + play.questions.length
    try {
      if (answered.length >= served() && served() < play.item_count && play.id) play = await gamesApi.next(play.id)
    } catch {
      setSession({ ...IDLE, phase: 'failed' })
      return null
    }
    const feedback = new Array<Feedback | null>(play.item_count).fill(null).map((_, i) => answered[i] ?? null)
    const index = Math.min(answered.length, served() - 1)
    setSession({ ...IDLE, phase: 'playing', play, index, feedback })
    return index + 1
  }, [])

  /** Sends the answer to the item on screen (choice null: time ran out). */
  const answer = useCallback(async (choice: AnswerRequest['choice']) => {
    const { play, index, feedback } = current.current
    if (!play || busy.current || feedback[index]) return
    const item = play.scenarios[index] ?? play.questions[index]
    if (!item) return
    busy.current = true
    update({ answering: true, answerError: null })
    const request = { item_id: item.id, choice }
    try {
      const result = play.id
        ? await gamesApi.answer(play.id, request)
        : await gamesApi.practiceAnswer({ ...request, game_id: play.game_id })
      setSession((s) => (s.play === play ? { ...s, answering: false, feedback: s.feedback.map((f, i) => (i === index ? result : f)) } : s))
    } catch {
      update({ answering: false, answerError: GAME_MESSAGES.answerFailed })
    } finally {
      busy.current = false
    }
  }, [])

  /** On to the next item; a stored play asks the server to serve it (its clock starts then). */
  const next = useCallback(async () => {
    const { play, index, feedback } = current.current
    if (!play || busy.current || !feedback[index]) return
    const served = play.scenarios.length + play.questions.length
    if (!play.id || index + 1 < served) return setSession((s) => ({ ...s, index: s.index + 1, answerError: null }))
    busy.current = true
    update({ answering: true, answerError: null })
    try {
      const nextPlay = await gamesApi.next(play.id)
      setSession((s) => (s.play === play ? { ...s, play: nextPlay, index: s.index + 1, answering: false } : s))
    } catch {
      update({ answering: false, answerError: GAME_MESSAGES.nextFailed })
    } finally {
      busy.current = false
    }
  }, [])

  /** Scores and saves the play on the server (Reaction Master passes its reported score). */
  const finish = useCallback(
    async (body: FinishPlayRequest = {}) => {
      const { play, phase, saving } = current.current
      if (!play || saving || (phase === 'results' && current.current.finished)) return
      if (!play.id) return update({ phase: 'results' })
      update({ phase: 'results', saving: true, saveError: null })
      try {
        const finished = await gamesApi.finish(play.id, body)
        update({ saving: false, finished })
        dispatch(toast.success(GAME_MESSAGES.complete(finished.result.score, finished.result.max_score), `game-${play.id}`))
      } catch {
        update({ saving: false, saveError: GAME_MESSAGES.saveFailed })
        dispatch(toast.error(GAME_MESSAGES.saveFailed, `game-${play.id}`))
      }
    },
    [dispatch],
  )

  const reset = useCallback(() => setSession(IDLE), [])

  return { session, start, resume, answer, next, finish, reset }
}
