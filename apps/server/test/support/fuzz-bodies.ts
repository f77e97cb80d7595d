/** Real values the valid bodies point at. */
export interface BodyValues {
  stationId: string;
  orderIds: string[];
  /** A booking date that is valid for the server's clock. */
  preferredDate: string;
  adminUsername: string;
  adminPassword: string;
}

/**
 * A valid body for each known write route, by "METHOD /path". The fuzzer mutates these (drops,
 * retypes and adds fields) so validation is probed field by field, and sends them unchanged now
 * and then so the success paths run under the same load. Routes not listed here still get
 * generic bodies built from every field name the shared schemas know.
 */
export function validBodies(v: BodyValues): Record<string, Record<string, unknown>> {
  const password = 'correct horse battery staple';
  const station = {
    callLetters: 'KFZZ',
    affiliate: 'ABC',
    market: 'Fuzz Falls',
    showName: 'Fuzz Morning',
    link: 'https://example.com/show',
    rate: 1500,
    state: 'TX',
    city: 'Fuzz Falls',
    contactName: 'Casey',
    contactEmail: 'casey@example.com',
    contactPhone: '+1 555 0100',
    contactTitle: 'Producer',
    mediaCompany: 'Fuzz Media',
  };
  const notification = {
    title: 'Holiday offer',
    message: 'Two segments for one price',
    type: 'offer',
    startDate: '2026-11-01',
    endDate: '2026-12-31',
    buttonText: 'Book now',
    buttonLink: 'https://example.com/offer',
    isActive: true,
  };
  return {
    'POST /api/orders': {
      agencyName: 'Fuzz Agency',
      clientName: 'Fuzz Client',
      contactName: 'Fuzz Contact',
      email: 'fuzz-requester@example.com',
      phone: '+1 555 010 2030',
      interviewTopic: 'Property-based testing',
      stationId: v.stationId,
      preferredDate: v.preferredDate,
      alternativeDate: null,
      notes: 'Fuzzed order',
    },
    'POST /api/orders/track-link': { email: 'fuzz-requester@example.com' },
    'POST /api/auth/register': {
      firstName: 'Fuzz',
      lastName: 'User',
      email: 'fuzz-new@example.com',
      password,
      confirmPassword: password,
      userType: 'agency',
      agencyName: 'Fuzz Agency',
    },
    'POST /api/auth/login': { email: 'fuzz-user@example.com', password },
    'POST /api/auth/forgot-password': { email: 'fuzz-user@example.com' },
    'POST /api/auth/reset-password': { token: 'A'.repeat(43), password, confirmPassword: password },
    'POST /api/chat/log': { query: 'stations in texas', resultsCount: 3 },
    'POST /api/chat/search-miss': { query: 'stations on the moon' },
    'POST /api/admin/login': { username: v.adminUsername, password: v.adminPassword },
    'POST /api/admin/stations': station,
    'PATCH /api/admin/stations/:id': { showName: 'Renamed show', rate: 2000 },
    'PATCH /api/admin/stations/:id/visibility': { isHidden: true },
    'PATCH /api/admin/orders/:id': {
      status: 'booking_completed',
      slot: { startsAt: '2026-12-15T09:30:00-06:00', format: 'in_studio', producerNote: 'Arrive early' },
    },
    'POST /api/admin/orders/bulk': { action: 'status', status: 'sent_to_station', ids: v.orderIds.slice(0, 3) },
    'POST /api/admin/notifications': notification,
    'PATCH /api/admin/notifications/:id': { isActive: false },
  };
}
