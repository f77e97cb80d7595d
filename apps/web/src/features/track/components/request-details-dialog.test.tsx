import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { requestNumberOf, StatusBadge } from './request-details-dialog';

describe('tracker helpers', () => {
  it('shows the order number, or the last 8 characters of the id for old data', () => {
    expect(requestNumberOf({ id: 'a6c1e2a0-0000-4000-8000-00000000abcd', orderNumber: 'K7M2Q9XD' })).toBe('K7M2Q9XD');
    expect(requestNumberOf({ id: 'a6c1e2a0-0000-4000-8000-00000000abcd', orderNumber: '' })).toBe('0000ABCD');
  });

  it('colours customer statuses: pending yellow, confirmed green, completed blue, cancelled red, others grey', () => {
    const cases: [string, string, string][] = [
      ['pending', 'bg-yellow-100', 'pending'],
      ['confirmed', 'bg-green-100', 'confirmed'],
      ['completed', 'bg-blue-100', 'completed'],
      ['cancelled', 'bg-red-100', 'cancelled'],
      ['on_hold', 'bg-gray-100', 'on hold'],
    ];
    for (const [status, colour, label] of cases) {
      const html = renderToStaticMarkup(<StatusBadge status={status} />);
      expect(html).toContain(colour);
      expect(html).toContain(`>${label}<`);
    }
  });
});
