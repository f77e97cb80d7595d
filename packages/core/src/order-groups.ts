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

/** A readable list that stays short: 'KVUE, WFAA and KHOU', or 'KVUE, WFAA, KHOU and 12 more'. */
export function summarizeNames(names: readonly string[], shown = 3): string {
  if (names.length <= shown) return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** The rates of a multi-station request: the sum of the listed rates and how many stations have none listed. */
export function groupRateTotal(rates: readonly (number | null)[]): { total: number; unpriced: number } {
  return { total: rates.reduce<number>((sum, r) => sum + (r ?? 0), 0), unpriced: rates.filter((r) => r === null).length };
}
