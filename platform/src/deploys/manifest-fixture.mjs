// @ts-check
// For the deploy's tests: a remote's mf-manifest.json that keeps the shell's contract
// (remote-contract.mjs), which each test then breaks or builds on.

/**
 * @param {string} federationName e.g. 'mfe_games'
 * @param {Record<string, unknown>} [over] fields to replace
 */
export const contractManifest = (federationName, over = {}) => ({
  name: federationName,
  metaData: { globalName: federationName, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [{ path: './App' }],
  shared: [
    { name: 'react', singleton: true, version: '19.3.1' },
    { name: 'react-dom', singleton: true, version: '19.3.1' },
    { name: 'react-redux', singleton: true, version: '9.3.1' },
    { name: '@app/shared/session/index.ts', singleton: true },
  ],
  ...over,
})
