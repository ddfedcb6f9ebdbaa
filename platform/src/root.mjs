// @ts-check
import { resolve } from 'node:path'

/** The repository's root folder: where the packages' builds and the deploys folder are found. */
export const ROOT = resolve(import.meta.dirname, '..', '..')
