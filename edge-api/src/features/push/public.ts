// What other areas, the app's wiring and the jobs may use from this area; nothing else here is imported from outside.
export { HttpPushSender, type PushMessage, type PushOutcome, type PushSender, type PushTarget } from './push-sender.ts'
export { forgetDevices, pushToUser } from './push-subscriptions.ts'
