/** Data rights (docs/features/account-and-security.md#data-rights): downloading and deleting an account, in plain words for families. */
export const ACCOUNT_DATA_MESSAGES = {
  confirmWithPassword: 'Enter your password to confirm',
  wrongPassword: 'That password is not right. Nothing was deleted.',
  deleted: 'Your account and everything in it have been deleted.',
  childDeleted: (name: string) => `${name}'s account and everything in it have been deleted.`,
  deleteFailed: 'Could not delete the account. Please try again.',
  exportFailed: 'Could not prepare the download. Please try again.',
  exportReady: 'Your download has started.',
  adminWithMembers: 'Remove the other members of your family before deleting your account.',
  onlyYoungChildren: 'A family administrator can download or delete only the account of a child under 13.',
  adminOnly: "Only the family administrator can download or delete a child's account.",
} as const
