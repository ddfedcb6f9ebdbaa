// The router every PitchPath package uses: a facade over react-router with only what we need.
// Module Federation shares modules whole (no tree-shaking), and all of react-router costs ~61 kB
// gzip on the first load; shared as this facade, each build tree-shakes react-router down to
// these exports, and the shell's copy is the page's one router (a singleton, like React).
// Import routing from here, never from 'react-router' (a test checks this).
export { BrowserRouter, Link, matchPath, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useParams } from 'react-router'
export type { Location } from 'react-router'
