import { describe, expect, it } from 'vitest';
import { LIFECYCLE_MESSAGES } from './lifecycle';
import { ORDER_CHANGE_FORM_MESSAGES, slotFormSchema } from './order-change-forms';
import {
  acceptAnswerSchema,
  airedAnswerSchema,
  airedFormSchema,
  chooseSlotFormSchema,
  PRODUCER_MESSAGES,
  proposeAnswerSchema,
  proposeFormSchema,
} from './producer';

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe("the producer's accept form (the operator's slot form with the station's zone)", () => {
  const typed = { startsAt: '2026-12-15T09:30', timeZone: 'America/Chicago', format: 'remote', callTime: '08:45', producerNote: ' Bring notes ' } as const;
  it('sends the body the server takes, the start in the station zone with its offset', () => {
    const slot = slotFormSchema.parse(typed);
    expect(slot).toEqual({
      startsAt: '2026-12-15T09:30:00-06:00',
      timeZone: 'America/Chicago',
      format: 'remote',
      callTime: '08:45',
      producerNote: 'Bring notes',
    });
    expect(acceptAnswerSchema.parse({ slot })).toEqual({ slot });
  });
  it('gives the same wall time a different instant in another zone, and the summer offset across the change', () => {
    expect(slotFormSchema.parse({ ...typed, timeZone: 'America/Los_Angeles' }).startsAt).toBe('2026-12-15T09:30:00-08:00');
    expect(slotFormSchema.parse({ ...typed, timeZone: 'America/New_York', startsAt: '2026-03-07T09:30' }).startsAt).toBe('2026-03-07T09:30:00-05:00');
    expect(slotFormSchema.parse({ ...typed, timeZone: 'America/New_York', startsAt: '2026-03-09T09:30' }).startsAt).toBe('2026-03-09T09:30:00-04:00');
  });
  it("refuses what the server's slot rule refuses: a start before 1970 cannot go into a calendar file", () => {
    expect(issues(slotFormSchema.safeParse({ ...typed, startsAt: '1969-12-31T09:30' }))).toEqual([['startsAt', LIFECYCLE_MESSAGES.startsAtInvalid]]);
    expect(issues(slotFormSchema.safeParse({ ...typed, startsAt: '' }))).toEqual([['startsAt', ORDER_CHANGE_FORM_MESSAGES.startsAtRequired]]);
  });
});

describe('proposeFormSchema', () => {
  it('turns each typed time into ISO with the offset of its own date, then checks it as the server does', () => {
    const body = proposeFormSchema('America/New_York').parse({
      options: [
        { startsAt: '2026-10-30T10:00', format: 'in_studio' },
        { startsAt: '2026-11-02T14:15', format: 'remote' },
      ],
      note: '  ',
    });
    expect(body).toEqual({
      options: [
        { startsAt: '2026-10-30T10:00:00-04:00', format: 'in_studio' },
        { startsAt: '2026-11-02T14:15:00-05:00', format: 'remote' },
      ],
      note: null,
    });
    expect(proposeAnswerSchema.parse(body)).toEqual(body);
  });
  it('names the field of a missing time, and refuses more than three times with the server message', () => {
    const schema = proposeFormSchema('Asia/Kolkata');
    expect(
      issues(
        schema.safeParse({
          options: [
            { startsAt: '2026-12-15T09:30', format: 'remote' },
            { startsAt: '', format: 'remote' },
          ],
          note: '',
        }),
      ),
    ).toEqual([['options.1.startsAt', PRODUCER_MESSAGES.timeRequired]]);
    const four = Array.from({ length: 4 }, () => ({ startsAt: '2026-12-15T09:30', format: 'remote' as const }));
    expect(issues(schema.safeParse({ options: four, note: '' }))).toEqual([['options', PRODUCER_MESSAGES.optionsCount]]);
    expect(schema.parse({ options: [{ startsAt: '2026-12-15T09:30', format: 'remote' }], note: 'Mornings' }).options[0]?.startsAt).toBe(
      '2026-12-15T09:30:00+05:30',
    );
  });
});

describe('airedFormSchema', () => {
  it('sends when it aired in the station zone, and the clip only when one is given', () => {
    const sydney = airedFormSchema('Australia/Sydney');
    const withClip = sydney.parse({ airedAt: '2026-01-15T07:05', clipUrl: ' https://clips.example/a ' });
    expect(withClip).toEqual({ airedAt: '2026-01-15T07:05:00+11:00', clipUrl: 'https://clips.example/a' });
    expect(airedAnswerSchema.parse(withClip)).toEqual(withClip);
    expect(JSON.stringify(sydney.parse({ airedAt: '2026-07-15T07:05', clipUrl: '' }))).toBe('{"airedAt":"2026-07-15T07:05:00+10:00"}');
  });
  it("refuses a blank time and a clip that is not https, each at its field, in the server's words for the clip", () => {
    expect(issues(airedFormSchema('America/Chicago').safeParse({ airedAt: '', clipUrl: 'http://clips.example/a' }))).toEqual([
      ['airedAt', PRODUCER_MESSAGES.timeRequired],
      ['clipUrl', LIFECYCLE_MESSAGES.clipUrlHttps],
    ]);
  });
});

describe('chooseSlotFormSchema', () => {
  it('turns the picked radio into the index the server takes; nothing picked is refused', () => {
    expect(chooseSlotFormSchema.parse({ index: '2' })).toEqual({ index: 2 });
    expect(issues(chooseSlotFormSchema.safeParse({ index: null }))).toEqual([['index', PRODUCER_MESSAGES.choiceInvalid]]);
    expect(issues(chooseSlotFormSchema.safeParse({ index: '3' }))).toEqual([['index', PRODUCER_MESSAGES.choiceInvalid]]);
  });
});
