import { formatDate, type CurrentUser } from '@app/core';
import { BadgeIcon } from '@app/ui';

/** The badges the signed-in user has earned, with when; nothing before the first one. */
export function EarnedBadges({ user }: { user: CurrentUser }) {
  const badges = user.badges ?? [];
  if (badges.length === 0) return null;
  return (
    <section aria-labelledby="badges-heading" className="space-y-2">
      <h2 id="badges-heading" className="text-lg font-semibold text-slate-900">
        Your badges
      </h2>
      <ul className="flex flex-wrap gap-2" aria-label="Your badges">
        {badges.map((b) => (
          <li
            key={b.name}
            className="flex items-center gap-2 rounded-full border border-amber-200 bg-amber-50 px-3 py-1 text-sm"
            title={b.description ?? undefined}
          >
            <BadgeIcon icon={b.icon} className="size-4 shrink-0 text-amber-600" />
            <span className="font-medium text-slate-900">{b.name}</span>
            <span className="text-slate-500">{formatDate(b.earnedAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
