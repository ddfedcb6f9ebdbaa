// Writes .gz and .br copies next to every emitted text asset, so the static server (sirv with
// gzip/brotli) serves compressed files without compressing on each request. Runs after emit and
// writes into the compiler's real output path, so `rspack build -o <dir>` (a redeploy) gets them too.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/
/** Below this size the compressed copy saves less than a packet; sirv serves the original. */
const MIN_BYTES = 512

export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outDir = compiler.outputPath
      const writes = []
      for (const asset of compilation.getAssets()) {
        if (!COMPRESSIBLE.test(asset.name)) continue
        const source = asset.source.buffer()
        if (source.length < MIN_BYTES) continue
        const file = join(outDir, asset.name)
        writes.push(
          mkdir(dirname(file), { recursive: true }).then(() =>
            Promise.all([
              writeFile(`${file}.gz`, gzipSync(source, { level: 9 })),
              writeFile(
                `${file}.br`,
                brotliCompressSync(source, {
                  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
                }),
              ),
            ]),
          ),
        )
      }
      await Promise.all(writes)
    })
  }
}
