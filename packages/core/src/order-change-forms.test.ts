import { describe, expect, it } from 'vitest';
import { cancelFormSchema, finishFormSchema, ORDER_CHANGE_FORM_MESSAGES, orderNoteSchema, slotFormSchema } from './order-change-forms';

describe('slotFormSchema', () => {
  it('turns a wall-clock start in the station zone into ISO 8601 with that offset', () => {
    expect(slotFormSchema.parse({ startsAt: '2026-12-15T09:30', timeZone: 'America/Chicago', format: 'remote', callTime: '', producerNote: ' ' })).toEqual({
      startsAt: '2026-12-15T09:30:00-06:00',
      timeZone: 'America/Chicago',
      format: 'remote',
      callTime: null,
      producerNote: null,
    });
  });
  it('refuses an empty start, an unknown zone and a bad call time, naming the field', () => {
    const r = slotFormSchema.safeParse({ startsAt: '', timeZone: 'Mars/Olympus', format: 'in_studio', callTime: '9am', producerNote: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['callTime', 'startsAt', 'timeZone']);
  });
});

describe('finishFormSchema', () => {
  const now = new Date('2026-12-15T18:00:00Z');
  it('accepts an air time up to now and an https clip', () => {
    expect(finishFormSchema('America/Chicago', now).parse({ airedAt: '2026-12-15T09:40', clipUrl: 'https://station.example/clip' })).toEqual({
      airedAt: '2026-12-15T09:40:00-06:00',
      clipUrl: 'https://station.example/clip',
    });
    expect(finishFormSchema('America/Chicago', now).parse({ airedAt: '', clipUrl: '' })).toEqual({});
  });
  it('refuses an air time after now and a clip that is not https', () => {
    const future = finishFormSchema('America/Chicago', now).safeParse({ airedAt: '2026-12-15T12:01', clipUrl: '' });
    expect(future.error?.issues[0]?.message).toBe(ORDER_CHANGE_FORM_MESSAGES.airedInFuture);
    const http = finishFormSchema('America/Chicago', now).safeParse({ airedAt: '', clipUrl: 'http://station.example/clip' });
    expect(http.error?.issues[0]?.message).toBe('Clip link must be an https:// address');
  });
});

describe('cancelFormSchema', () => {
  it('keeps a reason and drops an empty one', () => {
    expect(cancelFormSchema.parse({ reason: ' The show was dropped ' })).toEqual({ reason: 'The show was dropped' });
    expect(cancelFormSchema.parse({ reason: '' })).toEqual({ reason: null });
  });
});

describe('orderNoteSchema', () => {
  it("keeps a note trimmed, and refuses a blank or too long one in the server's words", () => {
    expect(orderNoteSchema.parse({ text: '  Called the producer  ' })).toEqual({ text: 'Called the producer' });
    expect(orderNoteSchema.safeParse({ text: '   ' }).error?.issues[0]?.message).toBe('Note is required');
    expect(orderNoteSchema.safeParse({ text: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe('Note must be at most 2,000 characters');
  });
});
