// Async boundary: shared modules (React, the router, the store) are negotiated before any code
// that uses them runs. Only the standalone page starts here; the shell loads ./App directly.
import('./bootstrap.tsx').catch((error: unknown) => {
  console.error('[remote] failed to start', error)
})
