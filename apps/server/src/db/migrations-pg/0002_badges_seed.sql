-- The twin of SQLite's 0006_badges_seed: badges are data, each names the counter (category) whose threshold earns it.
INSERT INTO "badges" ("id", "name", "description", "icon", "category", "threshold", "is_active", "created_at") VALUES
  ('badge-first-request', 'First Request', 'Sent your first booking request', '📨', 'requests', 1, true, '2026-11-23T00:00:00.000Z'),
  ('badge-first-confirmed', 'First Confirmed', 'Your first booking was confirmed', '✅', 'confirmed', 1, true, '2026-11-23T00:00:00.000Z'),
  ('badge-five-confirmed', 'Five Confirmed', 'Five bookings confirmed', '🌟', 'confirmed', 5, true, '2026-11-23T00:00:00.000Z'),
  ('badge-three-markets', 'Three Markets', 'Requested segments in three different markets', '🗺️', 'markets', 3, true, '2026-11-23T00:00:00.000Z'),
  ('badge-ten-aired', 'Ten Aired', 'Ten segments aired', '📺', 'aired', 10, true, '2026-11-23T00:00:00.000Z');
