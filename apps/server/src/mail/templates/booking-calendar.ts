import { createEvent } from 'ics';
import { SLOT_FORMAT_LABELS, type BookedSlot, type PublicStation } from '@app/core';
import type { MailAttachment } from '../../db/schema';

export interface BookingCalendarInput {
  order: { id: string; orderNumber: string; clientName: string; interviewTopic: string };
  slot: BookedSlot;
  station: PublicStation | null;
  /** Raised every time an updated calendar file is sent for the order. */
  sequence: number;
  publicUrl: string;
  /** A cancelled booking sends the same event with STATUS:CANCELLED. */
  cancelled?: boolean;
}

/**
 * RFC 5545 forbids a bare CR in a text value (the library escapes line feeds only); names and
 * topics may hold one, so every line break becomes a line feed.
 */
const icsText = (text: string) => text.replace(/\r\n?/g, '\n');

/** RFC 5545 3.1: a content line holds at most 75 octets before its line break. */
const MAX_LINE_OCTETS = 75;

/**
 * The file with every content line folded at 75 octets of UTF-8, never inside a character (RFC
 * 5545 3.1). The library folds at 75 characters, so a name or topic in accented letters or another
 * script made lines of up to three times that.
 */
function foldByOctets(ics: string): string {
  const encoder = new TextEncoder();
  const fold = (line: string): string => {
    const parts: string[] = [];
    let part = '';
    let octets = 0;
    // A continuation line starts with one space, which counts towards its 75 octets.
    let limit = MAX_LINE_OCTETS;
    for (const char of line) {
      const size = encoder.encode(char).length;
      if (octets + size > limit) {
        parts.push(part);
        part = '';
        octets = 0;
        limit = MAX_LINE_OCTETS - 1;
      }
      part += char;
      octets += size;
    }
    parts.push(part);
    return parts.join('\r\n ');
  };
  // Text values are escaped, so a line break followed by a space or tab is only ever a fold.
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(fold)
    .join('\r\n');
}

/** Segment length assumed for the calendar entry (stations confirm the exact running time). */
const SEGMENT_MINUTES = 30;

/**
 * The booked slot as an RFC 5545 calendar file (METHOD:PUBLISH) to attach to the requester's
 * email. The UID is the order's, so a later file with a higher SEQUENCE updates the same entry.
 */
export function bookingCalendar(input: BookingCalendarInput): MailAttachment {
  const { order, slot, station } = input;
  const host = new URL(input.publicUrl).hostname;
  const where = station ? `${station.callLetters} (${station.market})` : 'the station';
  const lines = [
    `Request ${order.orderNumber}: ${order.interviewTopic}`,
    `Format: ${SLOT_FORMAT_LABELS[slot.format]}`,
    ...(slot.callTime ? [`Call time: ${slot.callTime}`] : []),
    ...(slot.producerNote ? [`Producer note: ${slot.producerNote}`] : []),
  ];
  const { error, value } = createEvent({
    productId: 'spotlight-tv/booking',
    method: 'PUBLISH',
    uid: `${order.id}@${host}`,
    sequence: input.sequence,
    start: Date.parse(slot.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: SEGMENT_MINUTES },
    title: icsText(`TV interview: ${order.clientName} on ${station?.callLetters ?? 'the station'}`),
    description: icsText(lines.join('\n')),
    location: icsText(slot.format === 'remote' ? `Remote (${where})` : where),
    status: input.cancelled ? 'CANCELLED' : 'CONFIRMED',
  });
  // The library answers its validation failures as plain objects: made an Error, so the failure keeps its stack.
  if (error || !value) throw new Error(`calendar file could not be made: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
  return { filename: 'interview.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: foldByOctets(value) };
}
