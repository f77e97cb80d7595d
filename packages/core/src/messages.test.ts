import { describe, expect, it } from 'vitest';
import { MESSAGES, VERIFY_EMAIL_ERRORS, verifyEmailErrorText } from './messages';

describe('MESSAGES', () => {
  it('quotes the spec texts verbatim', () => {
    expect(MESSAGES.stationMissing).toBe('Error: Station information is missing. Please try selecting a station again.');
    expect(MESSAGES.ordersLoadFailed).toBe('Failed to load orders. Please try again.');
    expect(MESSAGES.trackLoadFailed).toBe('Failed to load requests. Please try again.');
    expect(MESSAGES.errorScreen).toBe("We encountered an unexpected error. This has been logged and we'll look into it.");
    expect(MESSAGES.noStations('Texas')).toBe('No TV stations found in Texas. Try a different search.');
    expect(MESSAGES.requestSubmitted).toBe('Request Submitted Successfully!');
    expect(MESSAGES.chatFailure).toBe("I'm having trouble searching right now. Please try again in a moment.");
    expect(MESSAGES.acceptTermsRequired).toBe('You must accept the Terms and Conditions to proceed');
    expect(MESSAGES.notFound).toBe('404 Page Not Found');
    expect(MESSAGES.paymentAfterConfirmation).toBe('Payment will be processed after confirmation.');
    expect(MESSAGES.stationVisibilityFailed).toBe('Failed to update station visibility');
    expect(MESSAGES.requestStatusFailed).toBe('Failed to update status');
  });

  it('builds the confirmations', () => {
    expect(MESSAGES.confirmDeleteStation('WFAA')).toBe('Are you sure you want to delete WFAA?');
    expect(MESSAGES.confirmStationVisibility('hide', 'WFAA')).toBe('Are you sure you want to hide WFAA?');
    expect(MESSAGES.confirmDeleteRequest('Acme')).toBe('Are you sure you want to delete the request for Acme?');
  });
});

describe('verify-email errors', () => {
  it('maps the codes', () => {
    expect(VERIFY_EMAIL_ERRORS).toEqual({
      invalid_token: 'The verification link is invalid.',
      invalid_or_expired: 'The verification link has expired or is invalid.',
      server_error: 'A server error occurred during verification.',
      sign_in_required: 'Please sign in to your account, then open the verification link again.',
      default: 'Verification failed',
    });
    for (const code of ['sign_in_required', 'invalid_token', 'invalid_or_expired', 'server_error'] as const) {
      expect(verifyEmailErrorText(code)).toBe(VERIFY_EMAIL_ERRORS[code]);
    }
    expect(verifyEmailErrorText('other')).toBe('Verification failed');
    expect(verifyEmailErrorText(null)).toBe('Verification failed');
    expect(verifyEmailErrorText('toString')).toBe('Verification failed');
  });
});
