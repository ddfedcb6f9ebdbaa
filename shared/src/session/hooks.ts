import { useDispatch, useSelector, useStore } from 'react-redux'
import type { RootState } from './root-reducer.ts'
import type { AppDispatch, AppStore } from './store.ts'

/** Typed hooks: the only ones components use (the untyped react-redux hooks are not). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
export const useAppStore = useStore.withTypes<AppStore>()
