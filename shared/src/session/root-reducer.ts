import { combineSlices } from '@app/shared/redux/index.ts'
import { sessionSlice } from './session-slice.ts'
import { toastsSlice } from './toasts-slice.ts'

/**
 * Slices a remote adds later with `rootReducer.inject(slice)` declare themselves here by module
 * augmentation (`declare module '@app/shared/session/root-reducer.ts' { interface LazyLoadedSlices
 * { goals: GoalsState } }`), so RootState knows them without the shell importing any remote.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty here, filled by augmentation
export interface LazyLoadedSlices {}

/** The page's one root reducer: remotes inject into this instance (MF shares the module). */
export const rootReducer = combineSlices(sessionSlice, toastsSlice).withLazyLoadedSlices<LazyLoadedSlices>()
export type RootState = ReturnType<typeof rootReducer>
