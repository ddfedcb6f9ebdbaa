import type { MailConfig } from '../config.ts'
import type { Mail, Mailer } from './mail.ts'

type HttpConfig = Extract<MailConfig, { transport: 'http' }>

const TIMEOUT_MS = 10_000
const ATTEMPTS = 3

/**
 * A real provider: POST { from, to, subject, text } as JSON with a bearer token (the shape most
 * transactional mail APIs take, or a small relay in front of one).
 *
 * send() returns as soon as the mail is handed over, and delivery (with retries) runs in the
 * background. The reset route must answer the same, at the same speed, whether or not an account
 * exists; waiting on a provider only for real accounts would reveal which emails have one.
 */
export class HttpMailer implements Mailer {
  readonly transport = 'http' as const
  readonly #pending = new Set<Promise<void>>()
  constructor(private readonly config: HttpConfig, private readonly fetchImpl: typeof fetch = fetch) {}

  send(mail: Mail): Promise<void> {
    const delivery = this.#deliver(mail).catch((err) => console.error(`[mail] could not deliver "${mail.subject}" to ${mail.to}:`, err))
    this.#pending.add(delivery)
    delivery.finally(() => this.#pending.delete(delivery))
    return Promise.resolve()
  }

  deliver(mail: Mail): Promise<void> {
    return this.#deliver(mail)
  }

  /** Waits for deliveries in flight (on shutdown, and in tests). */
  async flush(): Promise<void> {
    await Promise.all([...this.#pending])
  }

  async #deliver(mail: Mail): Promise<void> {
    let lastError: unknown
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const res = await this.fetchImpl(this.config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${this.config.token}` },
          body: JSON.stringify({ from: this.config.from, to: mail.to, subject: mail.subject, text: mail.text }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
        if (res.ok) return
        lastError = new Error(`provider answered ${res.status}: ${(await res.text()).slice(0, 200)}`)
        if (res.status < 500 && res.status !== 429) break // our request is wrong; repeating it will not help
      } catch (err) {
        lastError = err
      }
      await new Promise((r) => setTimeout(r, 500 * attempt))
    }
    throw lastError
  }
}
