import type { DatabaseConfig } from '../config.ts'
import type { Database } from './client.ts'

/**
 * Opens the database the configuration names. Each kind lives in its own module, loaded only when
 * chosen: the file and replica kinds load native code (libSQL, Turso sync), which a host without
 * native code or disk (Deno Deploy) must never load; the remote kind is fetch-only.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'file') {
    return (await import('./file-database.ts')).openFileDatabase(config.file, { backgroundCheckpoint: config.checkpoint === 'background' })
  }
  if (config.kind === 'replica') return (await import('./replica/replicated-database.ts')).openReplicatedDatabase(config)
  return (await import('./remote-database.ts')).openRemoteDatabase(config)
}
