/**
 * The user-facing texts that both sides show or compare (docs/product.md §5 and §8): the server
 * answers with these sentences and the browser shows or recognises them. A text only one package
 * shows stays in that package (the screens' copy lives in the design system).
 */

/** Field messages of the account forms (docs/product.md §5). */
export const FIELD_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be at most 254 characters',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  confirmRequired: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  currentPasswordRequired: 'Current password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameMax: 'First name must be at most 50 characters',
  lastNameMax: 'Last name must be at most 50 characters',
  phoneInvalid: 'Please enter a valid phone number',
  timezoneRequired: 'Please choose a time zone',
  timezoneUnknown: 'Unknown time zone',
  languageUnsupported: 'Unsupported language',
  notificationPreferences:
    'Notification preferences must have email, sms and marketing set to true or false',
  marketingConsent: 'Marketing consent must be true or false',
  /** Issue 33: no notification channel is on without its address. */
  smsNeedsPhone: 'Add a phone number to receive SMS notifications.',
} as const;

/** Sentences of the API's auth answers (docs/architecture.md, HTTP API). */
export const AUTH_ERRORS = {
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  invalidCredentials: 'Invalid email or password',
  accountDisabled: 'This account has been disabled. Please contact support.',
  emailTaken: 'Email already registered',
  resetInvalid: 'This reset link is invalid or has expired.',
  currentPasswordWrong: 'Current password is incorrect',
  passwordIncorrect: 'Password is incorrect',
  forbidden: 'You do not have permission to do this.',
} as const;

/** Sentences every API answer may carry whatever the call. */
export const API_ERRORS = {
  unexpected: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again.',
  invalidJson: 'The request body is not valid JSON',
  notAnObject: 'The request body must be a JSON object.',
  tooLarge: 'The request body is too large',
  userNotFound: 'User not found',
  enquiryNotFound: 'Enquiry not found',
  passkeyNotFound: 'Passkey not found',
} as const;

/** Sentences of the passkey calls (docs/product.md §8, biometric authentication). */
export const PASSKEY_ERRORS = {
  verificationFailed: 'Verification failed',
  alreadyRegistered: 'This passkey is already registered',
  ownAccountOnly: 'You can only set up a passkey for your own account',
  authenticationFailed: 'Authentication failed. Please try again.',
} as const;

/** The toasts and notices the browser shows after a call (docs/product.md §8). */
export const NOTICES = {
  loginFailed: 'Failed to login',
  registerFailed: 'Registration failed. Please try again.',
  registerSuccess: 'Welcome! Your account has been created successfully.',
  duplicateEmail: 'This email is already registered. Please try logging in instead.',
  resetFailed: 'Failed to send reset instructions.',
  resetUnknownEmail: 'No account found with this email address.',
  resetSent: 'Password reset instructions have been sent to your email. Please check your inbox.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  resetConfirmFailed: 'Failed to reset your password. Please try again.',
  networkError: 'Network error. Please check your connection.',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile',
  profileLoadFailed: 'Failed to load your profile',
  passwordChanged: 'Password changed successfully',
  accountDeleted: 'Your account has been deleted',
  exportFailed: 'Failed to download your data',
  passkeysLoadFailed: 'Failed to load your passkeys',
  passkeyRenamed: 'Passkey renamed',
  passkeyRemoved: 'Passkey removed',
  biometricSetupSuccess: 'Biometric authentication setup successfully!',
  biometricSetupFailed: 'Failed to setup biometric authentication',
  biometricSuccess: 'Biometric authentication successful',
  contactSent: 'Message sent successfully!',
  contactFailed: 'Failed to send message. Please try again.',
} as const;

/** 429 sentences; `{wait}` becomes "in N minutes" (docs/architecture.md, rate limits). */
export const RATE_LIMIT_MESSAGES = {
  loginIp: 'Too many sign-in attempts. Please try again {wait}.',
  loginFailuresAccount: 'Too many sign-in attempts. Please try again {wait}.',
  registerIp: 'Too many accounts have been created from this network. Please try again {wait}.',
  resetIp: 'Too many password reset requests. Please try again {wait}.',
  resetAccount: 'Too many password reset requests. Please try again {wait}.',
  contactIp: 'Too many messages sent. Please try again later.',
  sharedScheduleIp: 'Too many schedule views from this network. Please try again {wait}.',
} as const;
