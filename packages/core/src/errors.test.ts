import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorStatusOf,
  errorToMessage,
  fieldErrorsOf,
  fieldErrorText,
  humanizeFieldName,
  isConnectionError,
  isUnauthorizedError,
  serverMessageOf,
} from './errors';

const CONNECTION = { title: 'Connection problem', description: 'Please check your internet connection and try again.', retry: true };
const SIGN_IN = { title: 'Please sign in', description: 'You need to be signed in to access this feature.' };
const CHECK = { title: 'Please check your information', description: 'Some required fields are missing or incorrect.' };
const SERVER = { title: 'Something went wrong', description: 'Our servers are having trouble. Please try again in a moment.' };
const SLOW = { title: 'Please slow down', description: "You're making requests too quickly. Please wait a moment and try again." };
const UNEXPECTED = { title: 'Something unexpected happened', description: 'Please try again. If the problem continues, contact support.' };

const api = (status: number, body?: { message: string; code?: string; fieldErrors?: Record<string, string[]> }) => new ApiError(status, body, '');

describe('errorToMessage', () => {
  it.each([
    [new TypeError('Failed to fetch'), CONNECTION],
    [new Error('Network error'), CONNECTION],
    [new TypeError('NetworkError when attempting to fetch resource.'), CONNECTION],
    [new TypeError('Load failed'), CONNECTION],
    [api(401, { message: 'Not signed in' }), SIGN_IN],
    [api(401), SIGN_IN],
    [api(400, { message: 'Invalid input', fieldErrors: { email: ['Valid email is required'] } }), CHECK],
    [api(422), CHECK],
    [api(500, { message: 'Internal Server Error' }), SERVER],
    [api(503), SERVER],
    [api(429, { message: 'Too many attempts' }), SLOW],
    [api(404, { message: 'Not found' }), UNEXPECTED],
    [new Error('something odd'), UNEXPECTED],
    [undefined, UNEXPECTED],
    [42, UNEXPECTED],
  ])('maps %s', (error, expected) => {
    expect(errorToMessage(error)).toEqual(expected);
  });

  it('reads the status, never the words of the message', () => {
    expect(errorToMessage(api(403, { message: 'Unauthorized origin' }))).toEqual(UNEXPECTED);
    expect(errorToMessage(api(429, { message: 'Retry in 500 seconds' }))).toEqual(SLOW);
    expect(errorToMessage(api(400, { message: 'Network error in the reading' }))).toEqual(CHECK);
    expect(errorToMessage(new Error('401: {"message":"Not signed in"}'))).toEqual(UNEXPECTED);
    expect(errorToMessage(new Error('Internal Server Error'))).toEqual(UNEXPECTED);
  });

  it('reads strings and plain objects with a status', () => {
    expect(errorToMessage('Failed to fetch')).toEqual(CONNECTION);
    expect(errorToMessage({ status: 429 })).toEqual(SLOW);
  });

  it('returns a fresh object each time', () => {
    const a = errorToMessage(new Error('x'));
    a.title = 'changed';
    expect(errorToMessage(new Error('x')).title).toBe('Something unexpected happened');
  });
});

describe('errorStatusOf, isUnauthorizedError and isConnectionError', () => {
  it('reads the status the error carries', () => {
    expect(errorStatusOf(api(409, { message: 'Exists' }))).toBe(409);
    expect(errorStatusOf(new Error('409: {"message":"Exists"}'))).toBeUndefined();
    expect(errorStatusOf(new Error('boom'))).toBeUndefined();
  });
  it('detects sign-in errors by status only', () => {
    expect(isUnauthorizedError(api(401, { message: 'Not signed in' }))).toBe(true);
    expect(isUnauthorizedError(api(403, { message: 'Unauthorized origin' }))).toBe(false);
    expect(isUnauthorizedError(new Error('Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(api(500))).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });
  it('never takes an answer from the server for a connection problem', () => {
    expect(isConnectionError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectionError(api(502, { message: 'Network error upstream' }))).toBe(false);
  });
});

describe('ApiError, serverMessageOf and fieldErrorsOf', () => {
  it('carries the server message, code and field errors as data', () => {
    const err = api(409, { message: 'An account with this email already exists', code: 'email_taken', fieldErrors: { email: ['Taken'] } });
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toBe('An account with this email already exists');
    expect(serverMessageOf(err)).toBe('An account with this email already exists');
    expect(err.code).toBe('email_taken');
    expect(fieldErrorsOf(err)).toEqual({ email: ['Taken'] });
  });
  it('reads the JSON body of a response, or falls back to the status text', async () => {
    const json = await ApiError.fromResponse(Response.json({ message: 'Invalid email or password', code: 'x' }, { status: 401 }));
    expect(json).toMatchObject({ status: 401, code: 'x', serverMessage: 'Invalid email or password' });
    const html = await ApiError.fromResponse(new Response('<h1>oops</h1>', { status: 500, statusText: 'Internal Server Error' }));
    expect(html).toMatchObject({ status: 500, message: 'Internal Server Error', serverMessage: undefined });
  });
  it('gives undefined for other errors and empty messages', () => {
    expect(serverMessageOf(api(400, { message: '' }))).toBeUndefined();
    expect(serverMessageOf(new Error('409: {"message":"Exists"}'))).toBeUndefined();
    expect(serverMessageOf(new Error('Failed to fetch'))).toBeUndefined();
    expect(serverMessageOf(undefined)).toBeUndefined();
    expect(fieldErrorsOf(new Error('x'))).toBeUndefined();
  });
});

describe('fieldErrorText', () => {
  it('turns "required" messages into "{Field} is required"', () => {
    expect(fieldErrorText('clientName', 'Required')).toBe('Client name is required');
    expect(fieldErrorText('contactName', 'Contact name is required')).toBe('Contact name is required');
    expect(fieldErrorText('preferredDate', 'Preferred date is required')).toBe('Preferred date is required');
    expect(fieldErrorText('interview_topic', 'This field is required')).toBe('Interview topic is required');
  });
  it('rewrites email, phone and date messages', () => {
    expect(fieldErrorText('email', 'Invalid email')).toBe('Please enter a valid email address');
    expect(fieldErrorText('phone', 'Bad phone format')).toBe('Please enter a valid phone number');
    expect(fieldErrorText('preferredDate', 'Invalid date')).toBe('Please select a valid date');
  });
  it('leaves other messages alone', () => {
    expect(fieldErrorText('notes', 'Notes must be at most 2,000 characters')).toBe('Notes must be at most 2,000 characters');
  });
  it('humanises field names', () => {
    expect(humanizeFieldName('clientName')).toBe('Client name');
    expect(humanizeFieldName('agencyName')).toBe('Agency name');
    expect(humanizeFieldName('email')).toBe('Email');
  });
});
