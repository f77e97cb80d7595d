/**
 * A small first-party analytics module: events are kept in memory and announced as a DOM
 * CustomEvent, so a configured collector (or a test) can listen without any third-party script.
 */

export const ANALYTICS_EVENT = 'app:analytics';

export interface AnalyticsEvent {
  name: string;
  properties: Record<string, string | number | null>;
  /** ISO timestamp of when it happened. */
  at: string;
}

const MAX_EVENTS = 200;
const events: AnalyticsEvent[] = [];

/** Records an event and dispatches it on window as `app:analytics` with the event as detail. */
export function trackEvent(name: string, properties: AnalyticsEvent['properties'] = {}): AnalyticsEvent {
  const event: AnalyticsEvent = { name, properties, at: new Date().toISOString() };
  events.push(event);
  if (events.length > MAX_EVENTS) events.shift();
  if (typeof window !== 'undefined' && typeof CustomEvent !== 'undefined') {
    window.dispatchEvent(new CustomEvent<AnalyticsEvent>(ANALYTICS_EVENT, { detail: event }));
  }
  return event;
}

/** The analytics event 'request_submitted', with the station's market and rate (null when it has none). */
export function trackRequestSubmitted(station: { market: string; rate: number | null }): AnalyticsEvent {
  return trackEvent('request_submitted', { market: station.market, rate: station.rate });
}

/** The events recorded since the page loaded, oldest first. */
export function recordedEvents(): readonly AnalyticsEvent[] {
  return events;
}

/** Forgets the recorded events (tests). */
export function clearRecordedEvents(): void {
  events.length = 0;
}
