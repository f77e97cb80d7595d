import type { ComponentProps } from 'react';
import { Badge } from './badge';
import { cn } from './lib/cn';

// Network colours, matched case-insensitively; any other affiliate is gray. FOX and CW
// carry dark text: white on blue-500 or green-600 falls below the 4.5:1 contrast minimum.
const affiliateColours: Readonly<Record<string, string>> = {
  CBS: 'bg-blue-600 text-white',
  NBC: 'bg-black text-white',
  ABC: 'bg-yellow-500 text-black',
  FOX: 'bg-blue-500 text-slate-950',
  CW: 'bg-green-600 text-slate-950',
};

export const OTHER_AFFILIATE_COLOURS = 'bg-gray-600 text-white';

/** Background and text classes for an affiliate network name (case-insensitive, trimmed). */
export function affiliateBadgeColours(affiliate: string | null | undefined): string {
  const key = (affiliate ?? '').trim().toUpperCase();
  return affiliateColours[key] ?? OTHER_AFFILIATE_COLOURS;
}

export interface AffiliateBadgeProps extends ComponentProps<'span'> {
  affiliate: string | null | undefined;
}

/** A station's network (CBS, NBC, ...) in its colours; renders nothing for a blank affiliate. */
export function AffiliateBadge({ affiliate, className, ...props }: AffiliateBadgeProps) {
  const text = (affiliate ?? '').trim();
  if (!text) return null;
  return (
    <Badge data-slot="affiliate-badge" className={cn('border-transparent', affiliateBadgeColours(text), className)} {...props}>
      {text}
    </Badge>
  );
}
