/**
 * User-facing texts shared by the server and the browser. Texts quoted in the product spec are
 * copied verbatim: tests and screens compare them character for character.
 */
export const MESSAGES = {
  // Booking
  preferredDateRequired: 'Preferred date is required',
  preferredDateTooSoon: 'Interview must be scheduled at least 7 days in advance',
  preferredDateWeekend: 'Interviews are only available Monday through Friday',
  alternativeDateTooSoon: 'Alternative date must also be at least 7 days in advance',
  alternativeDateWeekend: 'Alternative date must be Monday through Friday',
  invalidDate: 'Please select a valid date',
  dateTooFar: 'Interview must be scheduled within the next 12 months',
  alternativeDateSame: 'Alternative date must differ from the preferred date',
  stationUnavailable: 'This station is not available on that date',
  // Requests for several stations at once
  stationsRequired: 'Choose at least one station',
  tooManyStations: 'A request can include at most 15 stations',
  repeatedStation: 'Each station can be requested only once',
  oneStationField: 'Send either stationId or stationIds, not both',
  stationMissingNamed: (id: string): string => `Station ${id} is not available. Please remove it from your request and try again.`,
  /** The same refusal as the request list shows it: the station named by its call letters. */
  stationMissingCalled: (callLetters: string): string => `${callLetters} is not available any more. Please remove it from your request and try again.`,
  clientNameRequired: 'Client name is required',
  contactNameRequired: 'Contact name is required',
  interviewTopicRequired: 'Interview topic is required',
  validEmailRequired: 'Valid email is required',
  agencyNameRequired: 'Agency name is required',
  acceptTermsRequired: 'You must accept the Terms and Conditions to proceed',
  invalidPhone: 'Please enter a valid phone number',
  paymentAfterConfirmation: 'Payment will be processed after confirmation.',
  bookingDialogTitle: 'Book Lifestyle Show Segment',

  // Specific messages
  stationMissing: 'Error: Station information is missing. Please try selecting a station again.',
  ordersLoadFailed: 'Failed to load orders. Please try again.',
  trackLoadFailed: 'Failed to load requests. Please try again.',
  errorScreen: "We encountered an unexpected error. This has been logged and we'll look into it.",
  noStations: (query: string): string => `No TV stations found in ${query}. Try a different search.`,
  requestSubmitted: 'Request Submitted Successfully!',
  chatFailure: "I'm having trouble searching right now. Please try again in a moment.",
  logoutFailed: 'Logout failed',
  tryAgain: 'Please try again.',
  resendFailed: 'Failed to send email',
  tryAgainLater: 'Please try again later.',
  loginFailed: 'Login failed',
  checkCredentials: 'Please check your credentials and try again.',
  registrationFailed: 'Registration failed',
  checkInformation: 'Please check your information and try again.',
  forgotFailed: 'Request failed',
  resetFailed: 'Reset failed',
  resetLinkInvalid: 'The reset link may be invalid or expired.',
  invalidCredentials: 'Invalid email or password',
  adminInvalidCredentials: 'Invalid username or password',
  adminLoginFailed: 'Login failed. Please try again.',
  forbiddenCharacters: 'Please remove control characters (such as NUL or text-direction overrides) from this field',
  passwordTooCommon: 'This password is too common. Choose a less common one.',
  currentPasswordWrong: 'Your current password is not correct',
  noPasswordYet: 'Your account signs in with Google and has no password yet. Use "Forgot password" on the sign-in page to set one.',
  passwordChanged: 'Password changed. Every other device was signed out.',
  changePasswordFailed: 'Password not changed',

  // Screens
  notFound: '404 Page Not Found',
  loading: 'Loading...',
  noStationsFound: 'No stations found',
  noRequestsFound: 'No requests found',
  somethingWentWrong: 'Something went wrong',
  connectionProblem: 'Connection Problem',
  noNotifications: 'No notifications created yet',
  noChatQueries: 'No chat queries yet',
  notProvided: 'Not provided',
  notSpecified: 'Not specified',
  noRate: 'No rate',
  rateTbd: 'TBD',
  contactForPricing: 'Contact for pricing',

  // Admin toasts
  stationAdded: 'Station added successfully',
  stationAddFailed: 'Failed to add station',
  stationUpdated: 'Station updated successfully',
  stationUpdateFailed: 'Failed to update station',
  stationDeleted: 'Station deleted successfully',
  stationDeleteFailed: 'Failed to delete station',
  stationVisibilityUpdated: 'Station visibility updated successfully',
  stationVisibilityFailed: 'Failed to update station visibility',
  requestDeleted: 'Request deleted successfully',
  requestDeleteFailed: 'Failed to delete request',
  requestStatusUpdated: 'Request status updated successfully',
  requestStatusFailed: 'Failed to update status',
  notificationCreated: 'Notification created successfully',
  notificationCreateFailed: 'Failed to create notification',
  notificationDeleted: 'Notification deleted successfully',
  notificationDeleteFailed: 'Failed to delete notification',

  // Confirmations
  confirmDeleteStation: (callLetters: string): string => `Are you sure you want to delete ${callLetters}?`,
  confirmStationVisibility: (action: 'show' | 'hide', callLetters: string): string => `Are you sure you want to ${action} ${callLetters}?`,
  confirmDeleteRequest: (clientName: string): string => `Are you sure you want to delete the request for ${clientName}?`,
} as const;

/** Verify-email error codes (the `?error=` of /verify-email) and their texts. */
export const VERIFY_EMAIL_ERRORS = {
  invalid_token: 'The verification link is invalid.',
  invalid_or_expired: 'The verification link has expired or is invalid.',
  server_error: 'A server error occurred during verification.',
  sign_in_required: 'Please sign in to your account, then open the verification link again.',
  default: 'Verification failed',
} as const;

export type VerifyEmailErrorCode = Exclude<keyof typeof VERIFY_EMAIL_ERRORS, 'default'>;

/** The text for a verify-email error code; unknown or missing codes give 'Verification failed'. */
export function verifyEmailErrorText(code: string | null | undefined): string {
  if (code === 'invalid_token' || code === 'invalid_or_expired' || code === 'server_error' || code === 'sign_in_required') {
    return VERIFY_EMAIL_ERRORS[code];
  }
  return VERIFY_EMAIL_ERRORS.default;
}
