import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { agencyNameRequiredMessage, BOOKING_STEP_FIELDS, bookingFormSchema, createOrderInputSchema } from './order.schema';

// 03:30Z on Friday 6 March is still Thursday 5 March in New York: earliest date is 12 March.
const ctx = { timeZone: 'America/New_York', now: () => new Date('2026-03-06T03:30:00Z') };
const schema = createOrderInputSchema(ctx);

const valid = {
  agencyName: 'Bright PR',
  clientName: 'Dr. Jane Smith',
  contactName: 'Sam Lee',
  email: 'sam@example.com',
  phone: '(555) 123-4567',
  interviewTopic: 'Healthy holiday recipes',
  preferredDate: '2026-03-12',
  alternativeDate: '2026-03-16',
  notes: 'Prefers mornings',
  stationId: 'a6c1e2a0-0000-4000-8000-000000000001',
};

function fieldErrors(result: { success: boolean; error?: z.ZodError }) {
  expect(result.success).toBe(false);
  return z.flattenError(result.error as z.ZodError).fieldErrors as Record<string, string[] | undefined>;
}

describe('createOrderInputSchema', () => {
  it('accepts a complete order and strips unknown keys', () => {
    const result = schema.safeParse({ ...valid, acceptTerms: true, status: 'finished', userId: 'x' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual(valid);
  });

  it('trims strings, lower-cases the email and turns blank optionals into null', () => {
    const result = schema.parse({
      ...valid,
      agencyName: '   ',
      clientName: '  Jane  ',
      email: '  Sam@Example.COM ',
      phone: '',
      alternativeDate: '',
      notes: '  ',
    });
    expect(result).toMatchObject({
      agencyName: null,
      clientName: 'Jane',
      email: 'sam@example.com',
      phone: null,
      alternativeDate: null,
      notes: null,
    });
  });

  it('treats missing and null optionals as null', () => {
    const optional = ['agencyName', 'phone', 'alternativeDate', 'notes'];
    const required = Object.fromEntries(Object.entries(valid).filter(([k]) => !optional.includes(k)));
    expect(schema.parse(required)).toMatchObject({
      agencyName: null,
      phone: null,
      alternativeDate: null,
      notes: null,
    });
    expect(schema.parse({ ...valid, phone: null, alternativeDate: null }).phone).toBeNull();
  });

  it('gives every spec message on its field', () => {
    const errors = fieldErrors(schema.safeParse({}));
    expect(errors).toEqual({
      clientName: ['Client name is required'],
      contactName: ['Contact name is required'],
      email: ['Valid email is required'],
      interviewTopic: ['Interview topic is required'],
      preferredDate: ['Preferred date is required'],
      stationId: ['Error: Station information is missing. Please try selecting a station again.'],
    });
  });

  it('refuses blank required fields with the same messages', () => {
    const errors = fieldErrors(schema.safeParse({ ...valid, clientName: ' ', contactName: '', email: 'nope', interviewTopic: '\t', stationId: ' ' }));
    expect(errors.clientName).toEqual(['Client name is required']);
    expect(errors.contactName).toEqual(['Contact name is required']);
    expect(errors.email).toEqual(['Valid email is required']);
    expect(errors.interviewTopic).toEqual(['Interview topic is required']);
    expect(errors.stationId).toEqual(['Error: Station information is missing. Please try selecting a station again.']);
  });

  it('applies the booking date rules in the business time zone', () => {
    expect(fieldErrors(schema.safeParse({ ...valid, preferredDate: '2026-03-11' })).preferredDate).toEqual([
      'Interview must be scheduled at least 7 days in advance',
    ]);
    expect(fieldErrors(schema.safeParse({ ...valid, preferredDate: '2026-03-14' })).preferredDate).toEqual([
      'Interviews are only available Monday through Friday',
    ]);
    expect(fieldErrors(schema.safeParse({ ...valid, alternativeDate: '2026-03-10' })).alternativeDate).toEqual([
      'Alternative date must also be at least 7 days in advance',
    ]);
    expect(fieldErrors(schema.safeParse({ ...valid, alternativeDate: '2026-03-15' })).alternativeDate).toEqual([
      'Alternative date must be Monday through Friday',
    ]);
    expect(fieldErrors(schema.safeParse({ ...valid, preferredDate: '2026-02-31' })).preferredDate).toEqual(['Please select a valid date']);
    expect(fieldErrors(schema.safeParse({ ...valid, preferredDate: 20260312 })).preferredDate).toEqual(['Please select a valid date']);
  });

  it('reads the clock at each validation', () => {
    let now = new Date('2026-03-06T03:30:00Z');
    const live = createOrderInputSchema({ timeZone: 'America/New_York', now: () => now });
    expect(live.safeParse(valid).success).toBe(true);
    now = new Date('2026-03-06T12:00:00Z'); // now Friday 6 March: 12 March is too soon
    expect(fieldErrors(live.safeParse(valid)).preferredDate).toEqual(['Interview must be scheduled at least 7 days in advance']);
  });

  it('limits lengths with clear messages', () => {
    const long = (n: number) => 'x'.repeat(n);
    const errors = fieldErrors(
      schema.safeParse({
        ...valid,
        agencyName: long(201),
        clientName: long(201),
        contactName: long(201),
        interviewTopic: long(201),
        notes: long(2001),
        email: `${long(250)}@example.com`,
        phone: `1${'2'.repeat(40)}`,
      }),
    );
    expect(errors.agencyName).toEqual(['Agency name must be at most 200 characters']);
    expect(errors.clientName).toEqual(['Client name must be at most 200 characters']);
    expect(errors.contactName).toEqual(['Contact name must be at most 200 characters']);
    expect(errors.interviewTopic).toEqual(['Interview topic must be at most 200 characters']);
    expect(errors.notes).toEqual(['Notes must be at most 2,000 characters']);
    expect(errors.email).toEqual(['Valid email is required']);
    expect(errors.phone?.[0]).toBe('Phone number must be at most 40 characters');
    expect(schema.safeParse({ ...valid, notes: long(2000), clientName: long(200) }).success).toBe(true);
  });

  it('checks phone numbers loosely', () => {
    for (const phone of ['555-123-4567', '+1 (555) 123 4567', '555.123.4567 ext. 12', '+44 20 7946 0958']) {
      expect(schema.safeParse({ ...valid, phone }).success).toBe(true);
    }
    for (const phone of ['12345', 'call me', '555-CALL-NOW', '1'.repeat(20)]) {
      expect(fieldErrors(schema.safeParse({ ...valid, phone })).phone).toEqual(['Please enter a valid phone number']);
    }
  });
});

describe('bookingFormSchema', () => {
  const form = bookingFormSchema(ctx);

  it('requires the terms to be accepted', () => {
    expect(fieldErrors(form.safeParse({ ...valid, acceptTerms: false })).acceptTerms).toEqual(['You must accept the Terms and Conditions to proceed']);
    expect(fieldErrors(form.safeParse(valid)).acceptTerms).toEqual(['You must accept the Terms and Conditions to proceed']);
    expect(form.parse({ ...valid, acceptTerms: true }).acceptTerms).toBe(true);
  });

  it('needs an agency name only from agency users', () => {
    expect(form.safeParse({ ...valid, agencyName: '', acceptTerms: true }).success).toBe(true);
    const agencyForm = bookingFormSchema({ ...ctx, userType: 'agency' });
    expect(fieldErrors(agencyForm.safeParse({ ...valid, agencyName: ' ', acceptTerms: true })).agencyName).toEqual(['Agency name is required']);
    expect(agencyNameRequiredMessage).toBe('Agency name is required');
  });

  it('carries the order rules', () => {
    const errors = fieldErrors(form.safeParse({ acceptTerms: true, preferredDate: '2026-03-14' }));
    expect(errors.preferredDate).toEqual(['Interviews are only available Monday through Friday']);
    expect(errors.clientName).toEqual(['Client name is required']);
  });
});

describe('BOOKING_STEP_FIELDS', () => {
  it('lists the fields of each step', () => {
    expect(BOOKING_STEP_FIELDS.agency).toEqual([
      ['agencyName', 'contactName', 'email', 'phone'],
      ['clientName', 'interviewTopic'],
      ['preferredDate', 'alternativeDate', 'notes', 'acceptTerms'],
    ]);
    expect(BOOKING_STEP_FIELDS.individual[0]).toEqual(['contactName', 'email', 'phone']);
    expect(BOOKING_STEP_FIELDS.individual.slice(1)).toEqual(BOOKING_STEP_FIELDS.agency.slice(1));
  });

  it('names only fields of the form', () => {
    const keys = Object.keys(bookingFormSchema(ctx).shape);
    for (const step of [...BOOKING_STEP_FIELDS.agency, ...BOOKING_STEP_FIELDS.individual]) {
      for (const field of step) expect(keys).toContain(field);
    }
  });
});
