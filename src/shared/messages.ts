// The original description's error catalogue, to the letter. Both sides use these constants.
export const MESSAGES = {
  signInFailed: 'Failed to sign in. Please check your credentials.',
  signUpFailed: 'Failed to create an account.',
  signUpPasswordMismatch: 'Passwords do not match.',
  resetFailed: 'Failed to reset password. Please try again.',
  resetSent: 'Check your email for further instructions.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  billsLoadFailed: 'Failed to load bill receipts. Please try again later.',
  changePasswordMismatch: 'Passwords do not match',
  changePasswordFailed: 'Failed to update password',
  changePasswordDone: 'Password updated successfully',
  pendingApproval:
    'Registration Pending: Your registration is currently under review. Please wait for admin approval before signing in.',
} as const;
