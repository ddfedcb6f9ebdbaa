// The ONE list of modules every PitchPath build shares through Module Federation. The shell and all
// four remotes import it, so React, the router, the store libraries and the session store are
// downloaded and evaluated once per page (architecture.md "Front end"; docs ADR on singletons).
// Changing an entry means rebuilding every package: a remote built with another list would bring
// its own copy and break the "one React, one store" rule.

/** Version of the workspace package `@app/shared`; it is symlinked, so MF cannot guess it reliably. */
export const SHARED_PACKAGE_VERSION = '0.1.0'

/** @type {Record<string, import('@module-federation/enhanced/rspack').moduleFederationPlugin.SharedConfig>} */
export const SHARED = {
  react: { singleton: true, requiredVersion: '^19.3.1' },
  // Not 'react/jsx-runtime': shared, it saved 0.8 kB (each shared UI module carries a ~0.3 kB copy)
  // but added a file and a negotiation to every first load, and Lighthouse on / was no better.
  'react-dom': { singleton: true, requiredVersion: '^19.3.1' },
  // createRoot lives here: without its own entry a standalone remote would bundle a second React DOM.
  'react-dom/client': { singleton: true, requiredVersion: '^19.3.1' },
  // No 'react-router' entry: packages import it through @app/shared/routing (below), a facade that
  // each build tree-shakes; sharing the whole package would put ~61 kB gzip on every first load.
  'react-redux': { singleton: true, requiredVersion: '^9.3.1' },
  // No '@reduxjs/toolkit' entry either, for the same reason: packages import it through
  // @app/shared/redux (a facade), which each build tree-shakes; the whole package is ~14 kB gzip.
  // Trailing slash: every subpath (`@app/shared/session/index.ts`, ...) is its own shared module, so
  // a page loads only the parts of shared/ it uses, each evaluated once. No version range: every
  // package is built from this repository's one shared/ at one version, so the range could never
  // fail, and matching it for each of the ~60 modules at start-up was ~60 ms of the first long task
  // under Lighthouse's 4× CPU slowdown (semver parsing in the federation runtime).
  '@app/shared/': { singleton: true, version: SHARED_PACKAGE_VERSION, requiredVersion: false },
}
