// Redux Toolkit as every PitchPath package uses it: a facade with only what we need, like routing/.
// Module Federation shares a package whole (no tree-shaking), and all of Redux Toolkit is ~14 kB gzip
// on every first load; shared as this facade (an @app/shared module, so still one copy a page), each
// build keeps only these exports. Import Redux Toolkit from here, never directly (a test checks this).
export { combineSlices, configureStore, createAsyncThunk, createSlice, nanoid } from '@reduxjs/toolkit'
export type { PayloadAction } from '@reduxjs/toolkit'
