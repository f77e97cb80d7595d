import { describe, expect, it } from 'vitest';
import { slotOfferEmail } from './slot-offer-email';

const mail = slotOfferEmail({
  order: { orderNumber: 'AB12CD34', clientName: 'Dr. Jane Smith', contactName: 'Pat', email: 'pat@example.test' },
  station: { callLetters: 'KXAN', market: 'Austin' },
  kind: 'proposal',
  options: [{ startsAt: '2026-12-14T09:00:00-06:00', timeZone: 'America/Chicago', format: 'in_studio' }],
  note: null,
  publicUrl: 'https://tv.example',
  contactEmail: 'hello@tv.example',
  manageToken: 'tok-1',
});

describe('slotOfferEmail: what the station proposes', () => {
  it("says the station proposes times, not that it cannot take the requester's dates: a proposed time may be one of them", () => {
    expect(mail.text).toContain('KXAN (Austin) proposes these times for the segment of Dr. Jane Smith.');
    expect(mail.text).not.toContain('cannot take');
  });
});

describe('slotOfferEmail: where the requester chooses a time', () => {
  it('links to the page of the request through its manage link, which needs no account', () => {
    expect(mail.text).toContain('Choose a time: https://tv.example/manage?token=tok-1');
    expect(mail.html).toContain('href="https://tv.example/manage?token=tok-1"');
    expect(mail.text).not.toContain('/orders');
    expect(mail.text).toContain('Keep this link to yourself: it opens the page of your request.');
  });
});
