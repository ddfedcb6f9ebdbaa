// Scripts of another origin load CORS-enabled (every server sends Access-Control-Allow-Origin), so an
// error thrown in a remote's code reaches the shell's error listener with its message and file instead
// of muted as "Script error." (shell/src/remotes/error-reports.ts). Only scripts: Rspack's
// `output.crossOriginLoading` would do it for stylesheets too, and Chromium refuses a CORS stylesheet
// that the service worker answers from its cache, so the areas would lose their styles offline.
import { rspack } from '@rspack/core'

export class CorsScriptsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('CorsScriptsPlugin', (compilation) => {
      rspack.RuntimePlugin.getCompilationHooks(compilation).createScript.tap(
        'CorsScriptsPlugin',
        (code) => `${code}\nif (script.src.indexOf(window.location.origin + '/') !== 0) script.crossOrigin = 'anonymous';`,
      )
    })
  }
}
