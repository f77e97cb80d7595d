// Requests for several stations at once are one request to the people who sent them: the views
// that list orders show the orders sharing a requestGroupId together.

/** Orders in their given order, those of one multi-station request gathered where the first of them stands. */
export function groupOrders<T extends { id: string; requestGroupId?: string | null | undefined }>(orders: readonly T[]): { key: string; orders: T[] }[] {
  const groups: { key: string; orders: T[] }[] = [];
  const byGroup = new Map<string, { key: string; orders: T[] }>();
  for (const order of orders) {
    const groupId = order.requestGroupId;
    const existing = groupId ? byGroup.get(groupId) : undefined;
    if (existing) {
      existing.orders.push(order);
      continue;
    }
    const group = { key: groupId ?? order.id, orders: [order] };
    if (groupId) byGroup.set(groupId, group);
    groups.push(group);
  }
  return groups;
}
