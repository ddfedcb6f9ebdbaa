import { z } from 'zod'
import { ACCOUNT_TYPES, POSITIONS, SKILL_LEVELS, SUBSCRIPTION_TIERS } from '@app/shared/domain/account.ts'
import accounts from './demo-accounts.json' with { type: 'json' }

// The list lives in JSON so Node scripts (scripts/welcome.mjs, the benchmark, browser tests) can read
// it without a TypeScript loader; this module gives the API a typed, checked view of the same file.
const DemoAccount = z.object({
  role: z.string(),
  email: z.email(),
  password: z.string().min(6),
  first_name: z.string(),
  last_name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  age: z.number().int().nullable(),
  parentEmail: z.email().nullable(),
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
  skill_level: z.enum(SKILL_LEVELS),
  position_preference: z.enum(POSITIONS),
})
export type DemoAccount = z.infer<typeof DemoAccount>

export const DEMO_ACCOUNTS: readonly DemoAccount[] = z.array(DemoAccount).parse(accounts)

export function demoAccount(email: string): DemoAccount {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email)
  if (!found) throw new Error(`no demo account ${email}`)
  return found
}
