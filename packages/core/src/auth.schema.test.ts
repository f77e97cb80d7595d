import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminLoginSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  trackEmailFormSchema,
  trackEmailSchema,
} from './auth.schema';

function fieldErrors(result: { success: boolean; error?: z.ZodError }) {
  expect(result.success).toBe(false);
  return z.flattenError(result.error as z.ZodError).fieldErrors as Record<string, string[] | undefined>;
}

const registration = {
  email: ' Jane@Example.com ',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  firstName: ' Jane ',
  lastName: 'Doe',
};

describe('registerSchema', () => {
  it('accepts an individual, trimming and lower-casing, userType defaulting to individual', () => {
    expect(registerSchema.parse(registration)).toEqual({
      email: 'jane@example.com',
      password: 'correct horse',
      confirmPassword: 'correct horse',
      firstName: 'Jane',
      lastName: 'Doe',
      userType: 'individual',
      agencyName: null,
    });
  });

  it('gives the spec messages', () => {
    const errors = fieldErrors(registerSchema.safeParse({ email: 'bad', password: 'short', confirmPassword: '', firstName: ' ', lastName: '' }));
    expect(errors).toEqual({
      email: ['Please enter a valid email'],
      password: ['Password must be at least 8 characters'],
      confirmPassword: ['Please confirm your password'],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
  });

  it("says the passwords don't match on confirmPassword", () => {
    const errors = fieldErrors(registerSchema.safeParse({ ...registration, confirmPassword: 'correct horsE' }));
    expect(errors).toEqual({ confirmPassword: ["Passwords don't match"] });
  });

  it('reports cross-field rules alongside other field errors', () => {
    expect(
      fieldErrors(
        registerSchema.safeParse({
          ...registration,
          lastName: ' ',
          confirmPassword: 'different!',
          userType: 'agency',
          agencyName: '',
        }),
      ),
    ).toEqual({
      lastName: ['Last name is required'],
      confirmPassword: ["Passwords don't match"],
      agencyName: ['Agency name is required for agency accounts'],
    });
  });

  it('requires an agency name for agency accounts only', () => {
    expect(fieldErrors(registerSchema.safeParse({ ...registration, userType: 'agency', agencyName: '  ' }))).toEqual({
      agencyName: ['Agency name is required for agency accounts'],
    });
    expect(registerSchema.parse({ ...registration, userType: 'agency', agencyName: ' Bright PR ' }).agencyName).toBe('Bright PR');
    expect(registerSchema.safeParse({ ...registration, userType: 'admin' }).success).toBe(false);
  });

  it('keeps long and Unicode passwords whole, never trimmed', () => {
    const long = 'p'.repeat(1024);
    expect(registerSchema.parse({ ...registration, password: long, confirmPassword: long }).password).toBe(long);
    const unicode = ' пароль-密码-🔑 ';
    expect(registerSchema.parse({ ...registration, password: unicode, confirmPassword: unicode }).password).toBe(unicode);
    const tooLong = 'p'.repeat(1025);
    expect(registerSchema.safeParse({ ...registration, password: tooLong, confirmPassword: tooLong }).success).toBe(false);
  });
});

describe('loginSchema', () => {
  it('needs a valid email and a password', () => {
    expect(fieldErrors(loginSchema.safeParse({ email: 'x', password: '' }))).toEqual({
      email: ['Please enter a valid email'],
      password: ['Password is required'],
    });
    expect(fieldErrors(loginSchema.safeParse({}))).toEqual({
      email: ['Please enter a valid email'],
      password: ['Password is required'],
    });
    expect(loginSchema.parse({ email: 'A@B.co', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
  });
});

describe('forgotPasswordSchema', () => {
  it('needs a valid email', () => {
    expect(fieldErrors(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({
      email: ['Please enter a valid email'],
    });
    expect(forgotPasswordSchema.parse({ email: 'a@b.co' }).email).toBe('a@b.co');
  });
});

describe('resetPasswordSchema', () => {
  it('gives the spec messages', () => {
    expect(fieldErrors(resetPasswordSchema.safeParse({ token: '', password: 'short', confirmPassword: 'short' }))).toEqual({
      token: ['Reset token is required'],
      password: ['Password must be at least 8 characters'],
      confirmPassword: ['Password must be at least 8 characters'],
    });
    expect(fieldErrors(resetPasswordSchema.safeParse({ token: 't', password: 'longenough', confirmPassword: 'longenougH' }))).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
    expect(fieldErrors(resetPasswordSchema.safeParse({ token: ' ', password: 'longenough', confirmPassword: 'longenougH' }))).toEqual({
      token: ['Reset token is required'],
      confirmPassword: ["Passwords don't match"],
    });
    expect(resetPasswordSchema.parse({ token: 't', password: 'longenough', confirmPassword: 'longenough' })).toEqual({
      token: 't',
      password: 'longenough',
      confirmPassword: 'longenough',
    });
  });
});

describe('trackEmailSchema', () => {
  it('trims and checks the email', () => {
    expect(trackEmailSchema.parse({ email: '  Sam@Example.com ' })).toEqual({ email: 'sam@example.com' });
    expect(fieldErrors(trackEmailSchema.safeParse({ email: '   ' }))).toEqual({ email: ['Email is required'] });
    expect(fieldErrors(trackEmailSchema.safeParse({ email: 'sam@' }))).toEqual({
      email: ['Please enter a valid email'],
    });
  });
});

describe('trackEmailFormSchema', () => {
  it("is the same rule in the /track page's words", () => {
    expect(trackEmailFormSchema.parse({ email: '  Sam@Example.com ' })).toEqual({ email: 'sam@example.com' });
    expect(fieldErrors(trackEmailFormSchema.safeParse({ email: '   ' }))).toEqual({ email: ['Please enter your email address'] });
    expect(fieldErrors(trackEmailFormSchema.safeParse({ email: 'nope@' }))).toEqual({ email: ['Please enter a valid email address'] });
  });
});

describe('adminLoginSchema', () => {
  it('needs both fields', () => {
    expect(fieldErrors(adminLoginSchema.safeParse({ username: ' ', password: '' }))).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
    expect(adminLoginSchema.parse({ username: ' ops ', password: ' pw ' })).toEqual({
      username: 'ops',
      password: ' pw ',
    });
  });
});
