-- Badges are data: each names the counter (category) whose threshold earns it.
INSERT INTO `badges` (`id`, `name`, `description`, `icon`, `category`, `threshold`, `is_active`, `created_at`) VALUES
  ('badge-first-request', 'First Request', 'Sent your first booking request', '📨', 'requests', 1, 1, '2026-11-23T00:00:00.000Z'),
  ('badge-first-confirmed', 'First Confirmed', 'Your first booking was confirmed', '✅', 'confirmed', 1, 1, '2026-11-23T00:00:00.000Z'),
  ('badge-five-confirmed', 'Five Confirmed', 'Five bookings confirmed', '🌟', 'confirmed', 5, 1, '2026-11-23T00:00:00.000Z'),
  ('badge-three-markets', 'Three Markets', 'Requested segments in three different markets', '🗺️', 'markets', 3, 1, '2026-11-23T00:00:00.000Z'),
  ('badge-ten-aired', 'Ten Aired', 'Ten segments aired', '📺', 'aired', 10, 1, '2026-11-23T00:00:00.000Z');
