import { ApiError } from '@app/api-client';
import { MESSAGES, summarizeNames, type BookingFormData, type OrderRequestBody, type PublicStation } from '@app/core';

/** The request body of a booking: one station, or the request list's several (one order each). */
export function bookingBody(
  { acceptTerms: _terms, stationId: _one, ...fields }: BookingFormData,
  station: PublicStation,
  stations: readonly PublicStation[],
): OrderRequestBody {
  return stations.length > 1 ? { ...fields, stationIds: stations.map((s) => s.id) } : { ...fields, stationId: station.id };
}

/** The success toast's text: the request number, or the numbers of a request for several stations. */
export function bookingSubmittedDescription(numbers: readonly string[], stations: readonly PublicStation[]): string {
  return numbers.length > 1
    ? `Your request for ${numbers.length} stations (${summarizeNames(stations.map((s) => s.callLetters))}) has been emailed to the Spotlight TV booking team. They'll reply with confirmation and next steps within 24 hours (M-F). Your request numbers are ${summarizeNames(numbers)}; every one is in your confirmation email.`
    : `Your request has been emailed to the Spotlight TV booking team. They'll reply with confirmation and next steps within 24 hours (M-F). Your request number is ${numbers[0] ?? ''}.`;
}

/**
 * A station the server refused as missing: its title for the toast and, in a request for several
 * stations, which one it was (the server names it by id; the visitor knows it by its call letters).
 * Undefined when the error is not a missing station.
 */
export function refusedStation(err: unknown, stations: readonly PublicStation[]): { title: string; gone: PublicStation | undefined } | undefined {
  if (!(err instanceof ApiError) || err.code !== 'station_missing') return undefined;
  const gone = stations.length > 1 ? stations.find((s) => err.serverMessage?.includes(s.id)) : undefined;
  return { gone, title: gone ? MESSAGES.stationMissingCalled(gone.callLetters) : (err.serverMessage ?? MESSAGES.stationMissing) };
}
