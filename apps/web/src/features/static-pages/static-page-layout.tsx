import { cn } from '@app/ui';
import type { ComponentProps, ReactNode } from 'react';

/** Link style for running text on the static pages. */
export const textLinkClass =
  'font-medium text-primary underline underline-offset-4 hover:text-brand-800 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 rounded-sm';

interface StaticPageProps {
  title: string;
  /** Small line above the title (e.g. 'FAQ'). */
  eyebrow?: string;
  /** Line under the title, e.g. the effective date. */
  meta?: ReactNode;
  children: ReactNode;
}

/** A readable single-column page with one h1; the root layout already supplies <main>. */
export function StaticPage({ title, eyebrow, meta, children }: StaticPageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="border-b pb-6">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {meta ? <p className="mt-3 text-sm text-muted-foreground">{meta}</p> : null}
      </header>
      <div className="mt-8 space-y-10 text-base leading-7 text-slate-700">{children}</div>
    </article>
  );
}

/** A titled section (h2) of a static page. */
export function PageSection({ title, children, className, ...props }: ComponentProps<'section'> & { title: string }) {
  const headingId = `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-heading`;
  return (
    <section aria-labelledby={headingId} className={cn('space-y-4', className)} {...props}>
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A bulleted list with comfortable spacing. */
export function BulletList({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('list-disc space-y-2 pl-6 marker:text-brand-400', className)} {...props} />;
}
