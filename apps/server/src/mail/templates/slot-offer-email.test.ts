import { describe, expect, it } from 'vitest';
import { slotOfferEmail } from './slot-offer-email';

const order = { orderNumber: 'AB12CD34', clientName: 'Dr. Jane Smith', contactName: 'Pat', email: 'pat@example.test' };
const input = (userId: string | null, requestGroupId: string | null = null) =>
  slotOfferEmail({
    order: { ...order, userId, requestGroupId },
    station: { callLetters: 'KXAN', market: 'Austin' },
    kind: 'proposal',
    options: [{ startsAt: '2026-12-14T09:00:00-06:00', timeZone: 'America/Chicago', format: 'in_studio' }],
    note: null,
    publicUrl: 'https://tv.example',
    contactEmail: 'hello@tv.example',
  });

describe('slotOfferEmail: what the station proposes', () => {
  it("says the station proposes times, not that it cannot take the requester's dates: a proposed time may be one of them", () => {
    const mail = input(null);
    expect(mail.text).toContain('KXAN (Austin) proposes these times for the segment of Dr. Jane Smith.');
    expect(mail.text).not.toContain('cannot take');
  });
});

describe('slotOfferEmail: where the requester chooses a time', () => {
  it('sends an account holder to My Bookings', () => {
    const mail = input('user-1');
    expect(mail.text).toContain('Choose a time: https://tv.example/orders');
    expect(mail.html).toContain('href="https://tv.example/orders"');
  });

  it('sends a guest to the manage link of the receipt, not to a sign-in they cannot pass', () => {
    const mail = input(null);
    expect(mail.text).not.toContain('/orders');
    expect(mail.html).not.toContain('/orders');
    expect(mail.text).toContain('open the link in our email "We received your booking request AB12CD34"');
  });

  it("sends a guest who asked for several stations at once to that request's link in the one receipt they got", () => {
    const mail = input(null, 'group-1');
    expect(mail.text).not.toContain('/orders');
    expect(mail.text).not.toContain('"We received your booking request AB12CD34"');
    expect(mail.text).toContain(
      'open the "Cancel or change dates" link of request AB12CD34 in the confirmation we sent when you asked for several stations at once.',
    );
  });
});
