import { describe, expect, it } from 'vitest';
import {
  errorStatusOf,
  errorToMessage,
  fieldErrorText,
  humanizeFieldName,
  isUnauthorizedError,
  serverMessageOf,
} from './errors';

const CONNECTION = {
  title: 'Connection problem',
  description: 'Please check your internet connection and try again.',
  retry: true,
};
const SIGN_IN = {
  title: 'Please sign in',
  description: 'You need to be signed in to access this feature.',
};
const CHECK = {
  title: 'Please check your information',
  description: 'Some required fields are missing or incorrect.',
};
const SERVER = {
  title: 'Something went wrong',
  description: 'Our servers are having trouble. Please try again in a moment.',
};
const SLOW = {
  title: 'Please slow down',
  description: "You're making requests too quickly. Please wait a moment and try again.",
};
const UNEXPECTED = {
  title: 'Something unexpected happened',
  description: 'Please try again. If the problem continues, contact support.',
};

describe('errorToMessage', () => {
  it.each([
    [new TypeError('Failed to fetch'), CONNECTION],
    [new Error('Network error'), CONNECTION],
    [new TypeError('NetworkError when attempting to fetch resource.'), CONNECTION],
    [new Error('401: {"message":"Not signed in"}'), SIGN_IN],
    [new Error('401: Unauthorized'), SIGN_IN],
    [new Error('Unauthorized'), SIGN_IN],
    [new Error('400: {"message":"Invalid input","fieldErrors":{"email":["Valid email is required"]}}'), CHECK],
    [new Error('validation failed'), CHECK],
    [new Error('500: {"message":"Internal Server Error"}'), SERVER],
    [new Error('Internal Server Error'), SERVER],
    [new Error('HTTP error! status: 500'), SERVER],
    [new Error('503: Service Unavailable'), SERVER],
    [new Error('429: {"message":"Too many attempts"}'), SLOW],
    [new Error('Too Many Requests'), SLOW],
    [new Error('404: {"message":"Not found"}'), UNEXPECTED],
    [new Error('something odd'), UNEXPECTED],
    [undefined, UNEXPECTED],
    [42, UNEXPECTED],
  ])('maps %s', (error, expected) => {
    expect(errorToMessage(error)).toEqual(expected);
  });

  it('trusts the status over words in the body', () => {
    expect(errorToMessage(new Error('403: {"message":"Unauthorized origin"}'))).toEqual(UNEXPECTED);
    expect(errorToMessage(new Error('429: {"message":"Retry in 500 seconds"}'))).toEqual(SLOW);
  });

  it('reads strings and plain objects', () => {
    expect(errorToMessage('Failed to fetch')).toEqual(CONNECTION);
    expect(errorToMessage({ message: '401: {}' })).toEqual(SIGN_IN);
    expect(errorToMessage({ status: 429 })).toEqual(SLOW);
  });

  it('returns a fresh object each time', () => {
    const a = errorToMessage(new Error('x'));
    a.title = 'changed';
    expect(errorToMessage(new Error('x')).title).toBe('Something unexpected happened');
  });
});

describe('errorStatusOf and isUnauthorizedError', () => {
  it('reads the status', () => {
    expect(errorStatusOf(new Error('409: {"message":"Exists"}'))).toBe(409);
    expect(errorStatusOf(new Error('HTTP error! status: 404'))).toBe(404);
    expect(errorStatusOf(new Error('boom'))).toBeUndefined();
  });
  it('detects sign-in errors', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Not signed in"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('403: {"message":"Unauthorized origin"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('500: oops'))).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });
});

describe('serverMessageOf', () => {
  it('extracts the message of a JSON error body', () => {
    expect(serverMessageOf(new Error('409: {"message":"An account with this email already exists"}'))).toBe(
      'An account with this email already exists',
    );
    expect(serverMessageOf(new Error('401: {"message":"Invalid email or password","code":"x"}'))).toBe(
      'Invalid email or password',
    );
  });
  it('gives undefined otherwise', () => {
    expect(serverMessageOf(new Error('500: Internal Server Error'))).toBeUndefined();
    expect(serverMessageOf(new Error('400: {"error":"x"}'))).toBeUndefined();
    expect(serverMessageOf(new Error('400: {"message":""}'))).toBeUndefined();
    expect(serverMessageOf(new Error('Failed to fetch'))).toBeUndefined();
    expect(serverMessageOf(undefined)).toBeUndefined();
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
    expect(fieldErrorText('notes', 'Notes must be at most 2,000 characters')).toBe(
      'Notes must be at most 2,000 characters',
    );
  });
  it('humanises field names', () => {
    expect(humanizeFieldName('clientName')).toBe('Client name');
    expect(humanizeFieldName('agencyName')).toBe('Agency name');
    expect(humanizeFieldName('email')).toBe('Email');
  });
});
