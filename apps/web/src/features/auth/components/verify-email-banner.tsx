/** Banner for signed-in users whose email is not verified: arrives with the accounts feature. */
export function VerifyEmailBanner() {
  return null;
}
