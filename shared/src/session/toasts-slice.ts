import { createSlice, nanoid, type PayloadAction } from '@app/shared/redux/index.ts'
import { dismissToast, pushToast, type Toast, type ToastKind, toastDuration } from '@app/shared/domain/toast-queue.ts'

export type ToastsState = { items: Toast[] }
const initialState: ToastsState = { items: [] }

/**
 * Toasts (docs/features/platform.md): newest first, at most 20, each kind with its own display time. Reusing an id
 * replaces that toast, so a 'loading' toast can turn into 'success' in place.
 */
export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items = pushToast(state.items, action.payload)
      },
      prepare(kind: ToastKind, message: string, id?: string) {
        return { payload: { id: id ?? nanoid(), kind, message, createdAt: Date.now(), durationMs: toastDuration(kind) } }
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = dismissToast(state.items, action.payload)
    },
  },
  selectors: { selectToasts: (state) => state.items },
})

export const { toastShown, toastDismissed } = toastsSlice.actions
export const { selectToasts } = toastsSlice.selectors

/**
 * Shorthands for the common kinds.
 * @example dispatch(toast.success(AUTH_MESSAGES.welcomeBack))
 */
export const toast = {
  success: (message: string, id?: string) => toastShown('success', message, id),
  error: (message: string, id?: string) => toastShown('error', message, id),
  info: (message: string, id?: string) => toastShown('blank', message, id),
  loading: (message: string, id?: string) => toastShown('loading', message, id),
}
