// @ts-check
// The push services browsers subscribe with (Chrome and Edge through FCM, Firefox, Windows, Safari).
// The server posts to a subscription's endpoint, so only these hosts (and their subdomains) are
// taken in production: anything else would let a client make the server call an address of its
// choosing. Plain JavaScript so that `npm start` (Node, no compile step) can grant the API network
// access to exactly these hosts, and the API's rule (domain/push.ts) reads the same list.

export const PUSH_SERVICE_HOSTS = /** @type {const} */ ([
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
])
