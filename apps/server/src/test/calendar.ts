import ICAL from 'ical.js';

/** The fields of a one-event calendar file the tests check, read with a real iCalendar parser. */
export interface ParsedCalendar {
  method: string | null;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  status: string | null;
  summary: string;
  description: string;
}

/** Parses an RFC 5545 calendar holding one VEVENT (ical.js); throws when it is not one. */
export function parseCalendar(text: string): ParsedCalendar {
  const jcal: unknown = ICAL.parse(text);
  if (!Array.isArray(jcal)) throw new Error('not one calendar');
  const calendar = new ICAL.Component(jcal);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the calendar');
  const event = new ICAL.Event(vevent);
  // METHOD and STATUS are text properties: anything else is no answer.
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    method: str(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    status: str(vevent.getFirstPropertyValue('status')),
    summary: event.summary,
    description: event.description,
  };
}
