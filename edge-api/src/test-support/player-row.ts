/** A player's `users` row for tests that write the table directly: a 14-year-old on Free, email from the id. */
export function playerRow(id: string, at = Date.parse('2026-11-22T12:00:00Z')): never {
  return {
    id,
    email: `${id}@example.com`,
    passwordHash: 'x',
    firstName: 'Maya',
    lastName: 'Lopez',
    accountType: 'player',
    age: 14,
    ageGroup: '13-15',
    skillLevel: 'beginner',
    positionPreference: 'versatile',
    trainingAvailability: 'medium',
    subscriptionTier: 'free',
    subscriptionStatus: 'active',
    notificationPreferences: { enabled: true, methods: {}, triggers: {} },
    createdAt: at,
    updatedAt: at,
  } as never
}
