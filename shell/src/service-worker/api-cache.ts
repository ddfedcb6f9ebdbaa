/// <reference lib="webworker" />
// The worker's side of the offline reads (rules and their reasons in api-reads.ts): network first,
// the last answer kept in the signed-in account's own cache, which is deleted on sign-out and when
// another account signs in on this browser (docs/features/platform.md "Installable and offline").
import type { RouteHandlerCallbackOptions } from 'serwist'
import { API_CACHE_PREFIX, apiCacheName, apiCacheUser, otherAccountsCaches, sessionUserId } from './api-reads.ts'

/** The account whose reads are kept; undefined until the worker has looked at its caches. */
let account: string | null | undefined

async function currentAccount(): Promise<string | null> {
  if (account === undefined) {
    const owners = (await caches.keys()).map(apiCacheUser).filter((owner): owner is string => owner !== null)
    // More than one account's cache cannot be told apart: keep none.
    account = owners.length === 1 ? (owners[0] ?? null) : null
    if (owners.length > 1) await forgetReads(null)
  }
  return account
}

/**
 * `userId` is signed in on this browser now (null: nobody). Every other account's reads are deleted
 * before anything else is kept, so a shared tablet never shows the previous child's data.
 */
export async function forgetReads(userId: string | null): Promise<void> {
  account = userId
  const names = await caches.keys()
  await Promise.all(otherAccountsCaches(names, userId).map((name) => caches.delete(name)))
}

/** Every account's reads: a sign-out, a sign-in or a second step is on its way. */
export const forgetAllReads = async () => {
  account = null
  const names = (await caches.keys()).filter((name) => name.startsWith(API_CACHE_PREFIX))
  await Promise.all(names.map((name) => caches.delete(name)))
}

async function keep(userId: string, request: Request, response: Response) {
  // Signed out or switched while the answer travelled: it belongs to nobody now.
  if (account !== userId) return
  await (await caches.open(apiCacheName(userId))).put(request, response)
}

async function lastAnswer(request: Request): Promise<Response | undefined> {
  const userId = await currentAccount()
  if (!userId) return undefined
  return (await caches.open(apiCacheName(userId))).match(request, { ignoreVary: true })
}

/** GET /api/auth/session: who is signed in decides whose reads are kept, and the answer is one of them. */
export async function handleSessionRead({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  let res: Response
  try {
    res = await fetch(request)
  } catch (error) {
    const last = await lastAnswer(request)
    if (last) return last
    throw error
  }
  if (res.ok) {
    const userId = sessionUserId(
      await res
        .clone()
        .json()
        .catch(() => null),
    )
    if (userId !== account) await forgetReads(userId)
    if (userId) await keep(userId, request, res.clone())
  }
  return res
}

/** One of the offline pages' reads: the server's answer (kept for this account), or offline the last one. */
export async function handleAccountRead({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  const userId = await currentAccount()
  let res: Response
  try {
    res = await fetch(request)
  } catch (error) {
    const last = await lastAnswer(request)
    if (last) return last
    throw error
  }
  if (res.ok && userId) await keep(userId, request, res.clone())
  return res
}
