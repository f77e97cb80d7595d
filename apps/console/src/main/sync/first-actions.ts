// How long each order waited for its first operator action, kept in the replica as rows arrive,
// for the Analytics tab's median. Reading it from the events instead (the earliest admin status,
// slot or proof of airing of every order, each event's JSON parsed) took 110 to 280 ms at 50,000
// orders with 100,000 events, on every read of the tab, and the tab reads again on every push;
// kept here by triggers, the median is two short reads of an index. The rule is the server's
// (its order_first_actions triggers): only an admin's 'status', 'slot' or 'aired' event counts.

const IS_FIRST_ACTION = (event: 'NEW' | 'OLD' | 'e') =>
  `json_extract(${event}.json, '$.actor') LIKE 'admin:%' AND json_extract(${event}.json, '$.kind') IN ('status', 'slot', 'aired')`;

/** Milliseconds from an order's creation to an event's time (both ISO texts); null if either is not a time. */
const delay = (at: string, createdAt: string) => `CAST(round((unixepoch(${at}, 'subsec') - unixepoch(${createdAt}, 'subsec')) * 1000) AS INTEGER)`;

/** Works out afresh the delay of the orders `which` selects, from the events the replica holds. */
const delaysOf = (which: string) => `
  INSERT OR REPLACE INTO first_actions (order_id, ms)
  SELECT o.id, ${delay("min(json_extract(e.json, '$.at'))", 'o.created_at')} AS ms
  FROM orders o JOIN order_events e ON e.order_id = o.id
  WHERE ${which} AND ${IS_FIRST_ACTION('e')}
  GROUP BY o.id HAVING ms IS NOT NULL`;

/**
 * The table, its index and the triggers that keep it: a first action arriving keeps the smaller
 * delay (written as a whole row, so an outer INSERT OR REPLACE cannot change what it does); one
 * removed (an undone change), or an order arriving after its events, works the order out afresh.
 * An order written again keeps its row: its creation time never changes.
 */
export const FIRST_ACTIONS_SCHEMA = `
CREATE TABLE IF NOT EXISTS first_actions (order_id TEXT PRIMARY KEY, ms INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS first_actions_ms ON first_actions (ms);
CREATE TRIGGER IF NOT EXISTS first_actions_event_in AFTER INSERT ON order_events WHEN ${IS_FIRST_ACTION('NEW')}
BEGIN
  INSERT OR REPLACE INTO first_actions (order_id, ms)
  SELECT id, ms FROM (
    SELECT o.id, min(${delay("json_extract(NEW.json, '$.at')", 'o.created_at')}, coalesce(f.ms, ${delay("json_extract(NEW.json, '$.at')", 'o.created_at')})) AS ms
    FROM orders o LEFT JOIN first_actions f ON f.order_id = o.id WHERE o.id = NEW.order_id)
  WHERE ms IS NOT NULL;
END;
CREATE TRIGGER IF NOT EXISTS first_actions_event_out AFTER DELETE ON order_events WHEN ${IS_FIRST_ACTION('OLD')}
BEGIN
  DELETE FROM first_actions WHERE order_id = OLD.order_id;
  ${delaysOf('o.id = OLD.order_id')};
END;
CREATE TRIGGER IF NOT EXISTS first_actions_order_in AFTER INSERT ON orders
WHEN NOT EXISTS (SELECT 1 FROM first_actions WHERE order_id = NEW.id) AND EXISTS (SELECT 1 FROM order_events WHERE order_id = NEW.id)
BEGIN ${delaysOf('o.id = NEW.id')}; END;
CREATE TRIGGER IF NOT EXISTS first_actions_order_out AFTER DELETE ON orders
BEGIN DELETE FROM first_actions WHERE order_id = OLD.id; END;
`;

/** Fills the table from the rows already held (a replica made before it existed). */
export const FIRST_ACTIONS_BACKFILL = `${delaysOf('1')};`;

/** The two queries the median needs: how many delays there are, and the one (or two) in the middle. */
export const FIRST_ACTIONS_COUNT = 'SELECT count(*) AS n FROM first_actions';
export const FIRST_ACTIONS_AT_RANK = 'SELECT ms FROM first_actions ORDER BY ms LIMIT ? OFFSET ?';
