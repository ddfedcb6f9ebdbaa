import { createSlice, type PayloadAction } from '@app/shared/redux/index.ts'
import type { User } from '@app/shared/schemas/user.ts'
import { loadSession, signIn, signOut, signUp } from './session-thunks.ts'

/** A finite set, not booleans: the guard waits on 'loading' and decides on the other two. */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut'
export type SessionState = { status: SessionStatus; user: User | null }

const initialState: SessionState = { status: 'loading', user: null }

function becameSignedIn(state: SessionState, user: User) {
  state.status = 'signedIn'
  state.user = user
}
function becameSignedOut(state: SessionState) {
  state.status = 'signedOut'
  state.user = null
}

/** Who is signed in on this page. Owned by whoever created the store (the shell, or a standalone remote). */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The server sent a newer copy of the user (profile saved, plan changed...). */
    userUpdated(state, action: PayloadAction<User>) {
      becameSignedIn(state, action.payload)
    },
    /** The server already ended this session (account deleted, signed out everywhere). */
    sessionEnded: becameSignedOut,
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadSession.fulfilled, (state, { payload }) => (payload ? becameSignedIn(state, payload) : becameSignedOut(state)))
      // The API did not answer: public pages still work signed out, rather than a spinner forever.
      .addCase(loadSession.rejected, becameSignedOut)
      .addCase(signIn.fulfilled, (state, { payload }) => becameSignedIn(state, payload))
      .addCase(signUp.fulfilled, (state, { payload }) => becameSignedIn(state, payload))
      // Whatever the server answered, this page no longer acts for the user.
      .addCase(signOut.fulfilled, becameSignedOut)
      .addCase(signOut.rejected, becameSignedOut)
  },
  selectors: {
    selectSession: (state) => state,
    selectSessionStatus: (state) => state.status,
    selectUser: (state) => state.user,
  },
})

export const { userUpdated, sessionEnded } = sessionSlice.actions
export const { selectSession, selectSessionStatus, selectUser } = sessionSlice.selectors
