import { configureStore } from '@app/shared/redux/index.ts'
import { rootReducer } from './root-reducer.ts'
import { pitchpathRuntime, reportModuleEvaluated } from './runtime-report.ts'

// Counted so a test can prove Module Federation evaluated this module once for the whole page.
reportModuleEvaluated('@app/shared/session')

/**
 * Creates the page's one store. Only the shell's bootstrap and a remote's standalone bootstrap call
 * it; a federated remote uses the shell's store through react-redux's shared context.
 * @example const store = createAppStore(); store.dispatch(loadSession())
 */
export function createAppStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  pitchpathRuntime().stores += 1
  return configureStore({ reducer: rootReducer, preloadedState })
}

export type AppStore = ReturnType<typeof createAppStore>
export type AppDispatch = AppStore['dispatch']
