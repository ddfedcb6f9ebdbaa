/**
 * The session package entry point. Everything imports the session through this one module
 * (`@app/shared/session/index.ts`): Module Federation shares it as one module, so the shell and
 * every remote get the same root reducer, slices and thunks instance.
 */
export { createAppStore, type AppDispatch, type AppStore } from './store.ts'
export { rootReducer, type LazyLoadedSlices, type RootState } from './root-reducer.ts'
export { useAppDispatch, useAppSelector, useAppStore } from './hooks.ts'
export {
  sessionEnded,
  selectSession,
  selectSessionStatus,
  selectUser,
  sessionSlice,
  userUpdated,
  type SessionState,
  type SessionStatus,
} from './session-slice.ts'
export { loadSession, signIn, signOut, signUp } from './session-thunks.ts'
export { selectToasts, toast, toastDismissed, toastShown, toastsSlice, type ToastsState } from './toasts-slice.ts'
export { pitchpathRuntime, reportModuleEvaluated, reportRuntime, type PitchpathRuntime } from './runtime-report.ts'
