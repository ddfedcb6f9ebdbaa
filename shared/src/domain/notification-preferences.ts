export const NOTIFICATION_FREQUENCIES = ['daily', 'weekly', 'custom'] as const
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number]

export type NotificationPreferences = {
  enabled: boolean
  methods: { email: boolean; sms: boolean }
  frequency: NotificationFrequency
  triggers: { practiceReminders: boolean; communicationNotifications: boolean; milestoneReminders: boolean }
}

/** Defaults (docs/features/notifications.md): email on, sms off, weekly, all triggers on, enabled. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  enabled: true,
  methods: { email: true, sms: false },
  frequency: 'weekly',
  triggers: { practiceReminders: true, communicationNotifications: true, milestoneReminders: true },
}
