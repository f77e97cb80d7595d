import type { ComponentType } from 'react';
import { AwardIcon, CircleCheckIcon, MapIcon, SendIcon, StarIcon, TvIcon, type IconProps } from './icons';

/**
 * The drawn icon of an earned badge. Badges are stored with an emoji as their icon (the badges
 * table's seed); shown as text, an emoji needs an emoji font, and without one it renders as an
 * empty box. So the page draws the matching SVG instead, and any other icon as the award.
 */
const BY_EMOJI: Record<string, ComponentType<IconProps>> = {
  '📨': SendIcon,
  '✅': CircleCheckIcon,
  '🌟': StarIcon,
  '🗺': MapIcon,
  '📺': TvIcon,
};

export function BadgeIcon({ icon, ...props }: IconProps & { icon: string | null | undefined }) {
  // Variation selectors ('🗺️' is U+1F5FA U+FE0F) do not change which icon is meant.
  const Icon = BY_EMOJI[(icon ?? '').replace(/\uFE0F/g, '').trim()] ?? AwardIcon;
  return <Icon {...props} />;
}
