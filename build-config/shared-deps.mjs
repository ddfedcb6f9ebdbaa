// The ONE list of modules every PitchPath build shares through Module Federation. The shell and all
// four remotes import it, so React, the router, the store libraries and the session store are
// downloaded and evaluated once per page (docs/features/platform.md).
// Changing an entry means rebuilding every package: a remote built with another list would bring
// its own copy and break the "one React, one store" rule.

/** Version of the workspace package `@app/shared`; it is symlinked, so MF cannot guess it reliably. */
export const SHARED_PACKAGE_VERSION = '0.1.0'

/**
 * The versions of the shared npm packages every build must bring. Checked when a remote is deployed
 * (platform/src/deploys/remote-contract.mjs refuses a build outside them) and for this repository's own
 * install (shared-deps.test.mjs), not in the browser: there the federation runtime only warns about
 * a mismatched singleton, and its semver matching was the largest part of the longest task on an
 * area page under Lighthouse's 4× CPU slowdown (about 60 ms of it).
 */
export const SINGLETON_RANGES = {
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  'react-dom/client': '^19.3.1',
  'react-redux': '^9.3.1',
}

/** No range given to the runtime: see SINGLETON_RANGES for where versions are checked instead. */
const singleton = { singleton: true, requiredVersion: false }

/** @type {Record<string, import('@module-federation/enhanced/rspack').moduleFederationPlugin.SharedConfig>} */
export const SHARED = {
  react: singleton,
  // Not 'react/jsx-runtime': sharing it saves under a kilobyte (each shared UI module carries a small
  // copy) but adds a file and a negotiation to every first load, and Lighthouse on / is no better.
  'react-dom': singleton,
  // createRoot lives here: without its own entry a standalone remote would bundle a second React DOM.
  'react-dom/client': singleton,
  // No 'react-router' entry: packages import it through @app/shared/routing (below), a facade that
  // each build tree-shakes; sharing the whole package would put ~61 kB gzip on every first load.
  'react-redux': singleton,
  // No '@reduxjs/toolkit' entry either, for the same reason: packages import it through
  // @app/shared/redux (a facade), which each build tree-shakes; the whole package is ~14 kB gzip.
  // @app/shared: only the parts that hold state or identity a page must have once are shared: the
  // session store, the router and Redux Toolkit facades, the API client (its second-factor prompt,
  // its error class for `instanceof`), the demo's in-browser backend, the zod schemas (so zod comes
  // from the shell, not in each remote's first route) and the theme stylesheet. Trailing slash: each
  // module under a folder is its own shared module, loaded when first used, evaluated once a page.
  // The pure rules and UI components (domain/, ui/) are bundled into each package instead: shared,
  // every one would cost a file, a negotiation in the federation runtime's first long task and its
  // tree-shaking; bundled, the shell's first load takes ten fewer files and fewer bytes, and each
  // remote's first route is smaller too. No version range: every package is built from this
  // repository's one shared/ at one version, so the range could never fail, and matching it would
  // be semver parsing at start-up under Lighthouse's 4× CPU slowdown.
  ...Object.fromEntries(
    ['session/', 'routing/', 'redux/', 'api-client/', 'demo/', 'schemas/', 'ui/theme.ts'].map((path) => [
      `@app/shared/${path}`,
      // packageName: without it the federation plugin asks Node to resolve the folder key itself
      // ('@app/shared/session/'), which Node warns about (DEP0155) and cannot resolve anyway.
      { ...singleton, version: SHARED_PACKAGE_VERSION, packageName: '@app/shared' },
    ]),
  ),
}
