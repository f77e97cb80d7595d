import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '../public-config';

const QUICK_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/track', label: 'Track' },
  { to: '/faq', label: 'FAQ' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
];

const subscribeNever = () => () => {};
const currentYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * This year; while hydrating the page prerendered at build time, the year that page shows, so
 * the two match (the next render then brings today's year if it has changed since the build).
 */
const useCopyrightYear = () => useSyncExternalStore(subscribeNever, currentYear, buildYear);

export function SiteFooter() {
  const { contactEmail } = usePublicConfig();
  const year = useCopyrightYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="font-semibold">Spotlight TV</p>
          <p className="mt-2 text-sm text-slate-600">Book interview segments on local TV lifestyle shows.</p>
        </div>
        <nav aria-label="Quick links">
          <p className="font-semibold">Quick links</p>
          <ul className="mt-2 space-y-1 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-slate-700 hover:text-indigo-700 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <p className="font-semibold">Contact</p>
          <p className="mt-2">
            <a href={`mailto:${contactEmail}`} className="text-indigo-700 hover:underline">
              {contactEmail}
            </a>
          </p>
          <p className="mt-1">
            <a href="https://www.linkedin.com/" target="_blank" rel="noopener noreferrer" className="text-indigo-700 hover:underline">
              LinkedIn
            </a>
          </p>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-600">
          Availability varies by market. Media assets come directly from the station once ready. © {year} Spotlight TV
        </p>
      </div>
    </footer>
  );
}
