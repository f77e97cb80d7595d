import { describe, expect, it } from 'vitest';
import { groupOrders } from './order-groups';

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
