import { describe, expect, it } from 'vitest';
import { groupOrders, groupRateTotal, summarizeNames } from './order-groups';

describe('groupOrders', () => {
  it('gathers the orders of one request where the first of them stands, and leaves single orders alone', () => {
    const orders = [
      { id: 'a', requestGroupId: 'g1' },
      { id: 'b', requestGroupId: null },
      { id: 'c', requestGroupId: 'g1' },
      { id: 'd', requestGroupId: 'g2' },
    ];
    expect(groupOrders(orders).map((g) => [g.key, g.orders.map((o) => o.id)])).toEqual([
      ['g1', ['a', 'c']],
      ['b', ['b']],
      ['g2', ['d']],
    ]);
  });
});

describe('summarizeNames and groupRateTotal', () => {
  it('lists up to three names, then says how many more', () => {
    expect(summarizeNames(['KVUE'])).toBe('KVUE');
    expect(summarizeNames(['KVUE', 'WFAA', 'KHOU'])).toBe('KVUE, WFAA and KHOU');
    expect(summarizeNames(['KVUE', 'WFAA', 'KHOU', 'KPRC', 'KTRK'])).toBe('KVUE, WFAA, KHOU and 2 more');
  });
  it('adds the listed rates and counts the stations without one', () => {
    expect(groupRateTotal([1500, null, 2500])).toEqual({ total: 4000, unpriced: 1 });
  });
});
