/** The actor of an operator's change in an order's history. */
export const adminActor = (username: string): string => `admin:${username}`;
