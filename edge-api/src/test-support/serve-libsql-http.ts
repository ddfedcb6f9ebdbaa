// Runs the local libSQL-protocol server (libsql-http-server.ts) as a process: `deno run -A
// serve-libsql-http.ts <file> <port>`. Used by npm run bench for the "primary over HTTP" figures.
import { startLibsqlHttpServer } from './libsql-http-server.ts'

const [file, port] = Deno.args
if (!file || !port) throw new Error('usage: serve-libsql-http.ts <file> <port>')
const server = startLibsqlHttpServer(file, Number(port))
console.log(`[libsql-http] ${server.url} serving ${file}`)
