// The booking the benches send to POST /api/orders (scripts/bench.mjs, scripts/bench-webhooks.mjs).

/** The first weekday at least 8 days ahead in the business time zone: a valid preferred date. */
export function bookingDate(timeZone = 'America/New_York') {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 8);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The POST /api/orders body for one station of `url`'s catalogue (one in Texas). */
export async function orderFor(url) {
  const stationId = (await (await fetch(`${url}/api/stations?state=TX`)).json())[0]?.id;
  if (!stationId) throw new Error(`no station in Texas at ${url}`);
  return {
    agencyName: 'Bench Agency',
    clientName: 'Bench Client',
    contactName: 'Bench Contact',
    email: 'bench@example.com',
    phone: '+1 555 010 2030',
    interviewTopic: 'Benchmarks',
    stationId,
    preferredDate: bookingDate(),
    alternativeDate: null,
    notes: 'Load test',
  };
}
