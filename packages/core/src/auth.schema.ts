import { z } from 'zod';
import { emailText, optionalText, requiredText, safeText } from './fields';

export const PASSWORD_MIN_LENGTH = 8;
// Long enough for any passphrase, short enough that hashing it stays cheap. Never truncated.
export const PASSWORD_MAX_LENGTH = 1024;

export const USER_TYPES = ['individual', 'agency'] as const;
export type UserType = (typeof USER_TYPES)[number];

const AUTH_EMAIL_MESSAGE = 'Please enter a valid email';
const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';
const PASSWORD_TOO_LONG = 'Password must be at most 1,024 characters';
const PASSWORDS_DONT_MATCH = "Passwords don't match";

// Passwords are never trimmed: spaces are part of them.
function newPassword(tooShort: string) {
  return safeText(z.string({ error: tooShort }).min(PASSWORD_MIN_LENGTH, { error: tooShort }).max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG }));
}

function requiredPassword(message: string) {
  return z.string({ error: message }).min(1, { error: message }).max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG });
}

const registerObject = z.object({
  email: emailText(AUTH_EMAIL_MESSAGE),
  password: newPassword(PASSWORD_TOO_SHORT),
  confirmPassword: requiredPassword('Please confirm your password'),
  firstName: requiredText('First name is required', 100, 'First name'),
  lastName: requiredText('Last name is required', 100, 'Last name'),
  userType: z.enum(USER_TYPES, { error: 'Please choose an account type' }).default('individual'),
  agencyName: optionalText(200, 'Agency name'),
});

// `when` runs a cross-field rule as soon as its own fields are valid, so the message shows even
// while another field (a blank last name, say) is still wrong.
const registerPasswords = registerObject.pick({ password: true, confirmPassword: true });
const registerAgency = registerObject.pick({ userType: true, agencyName: true });

/** Sign-up: agency accounts need an agency name; passwords must match. */
export const registerSchema = registerObject
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORDS_DONT_MATCH,
    when: (payload) => registerPasswords.safeParse(payload.value).success,
  })
  .refine((v) => v.userType !== 'agency' || v.agencyName !== null, {
    path: ['agencyName'],
    error: 'Agency name is required for agency accounts',
    when: (payload) => registerAgency.safeParse(payload.value).success,
  });
export type RegisterInput = z.output<typeof registerSchema>;
export type RegisterFormValues = z.input<typeof registerSchema>;

/** Password sign-in: a valid email and a password. */
export const loginSchema = z.object({
  email: emailText(AUTH_EMAIL_MESSAGE),
  password: requiredPassword('Password is required'),
});
export type LoginInput = z.output<typeof loginSchema>;

/** Forgot-password request. */
export const forgotPasswordSchema = z.object({
  email: emailText(AUTH_EMAIL_MESSAGE),
});
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

const resetObject = z.object({
  token: requiredText('Reset token is required', 512, 'Reset token'),
  password: newPassword(PASSWORD_TOO_SHORT),
  confirmPassword: newPassword(PASSWORD_TOO_SHORT),
});

/** The rule "both new passwords are equal" on an object with password and confirmPassword. */
const bothPasswordsEqual = <T extends z.ZodObject<{ password: z.ZodString; confirmPassword: z.ZodString }>>(object: T) => {
  const passwords = object.pick({ password: true, confirmPassword: true });
  return object.refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORDS_DONT_MATCH,
    when: (payload) => passwords.safeParse(payload.value).success,
  });
};

/** Reset with the emailed token: the new password twice, matching. */
export const resetPasswordSchema = bothPasswordsEqual(resetObject);
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
export type ResetPasswordFormValues = z.input<typeof resetPasswordSchema>;

const changeObject = z.object({
  currentPassword: requiredPassword('Current password is required'),
  password: newPassword(PASSWORD_TOO_SHORT),
  confirmPassword: requiredPassword('Please confirm your password'),
});

/** A signed-in user's new password: the current one, the new one twice. */
export const changePasswordSchema = bothPasswordsEqual(changeObject);
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
export type ChangePasswordFormValues = z.input<typeof changePasswordSchema>;

/** The tracker's one field: a non-blank, trimmed, lower-cased, valid email. */
const trackEmailObject = (required: string, invalid: string) =>
  z.object({ email: z.string({ error: required }).trim().min(1, { error: required }).pipe(emailText(invalid)) });

/** POST /api/orders/track-link and GET /api/orders/by-email. */
export const trackEmailSchema = trackEmailObject('Email is required', AUTH_EMAIL_MESSAGE);
export type TrackEmailInput = z.output<typeof trackEmailSchema>;

/** The /track page's form: the same rule, in the page's own words. */
export const trackEmailFormSchema = trackEmailObject('Please enter your email address', 'Please enter a valid email address');
export type TrackEmailFormValues = z.input<typeof trackEmailFormSchema>;

/** The operators' sign-in. */
export const adminLoginSchema = z.object({
  username: requiredText('Username is required', 100, 'Username'),
  password: requiredPassword('Password is required'),
});
export type AdminLoginInput = z.output<typeof adminLoginSchema>;
