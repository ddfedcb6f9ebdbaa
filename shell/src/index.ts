// Async boundary: Module Federation must negotiate the shared modules (React, the router, the
// store...) before any code that uses them runs, so everything starts from a dynamic import.
import('./bootstrap.tsx').catch((error: unknown) => {
  console.error('[shell] failed to start', error)
})
