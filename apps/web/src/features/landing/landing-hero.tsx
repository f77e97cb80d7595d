import { Badge, Button } from '@app/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HeroVideo } from './hero-video';

export interface LandingHeroProps {
  /** Signed out: the Get Started button to /register. */
  showGetStarted: boolean;
  /** The search box and the special-offers toggle, composed by the page. */
  children?: ReactNode;
}

/** The hero: headline, search, Get Started, and the looping studio video. */
export function LandingHero({ showGetStarted, children }: LandingHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute -right-40 -top-40 size-[32rem] rounded-full bg-brand-500/30 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 lg:grid-cols-[1.1fr_1fr] lg:py-20">
        <div className="space-y-6">
          <Badge className="border-white/20 bg-white/10 text-white">Local TV lifestyle shows · Beta</Badge>
          <h1 className="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">Get your clients on local TV</h1>
          <p className="max-w-xl text-lg text-brand-100">
            Find a station, pick an interview date and send your request in three steps. Our team confirms with next steps within 24 hours, Monday to Friday,
            and payment only happens after confirmation.
          </p>
          {children}
          {showGetStarted ? (
            <div className="flex flex-wrap items-center gap-3 pt-2">
              <Button asChild size="lg" className="bg-white text-brand-900 hover:bg-brand-50">
                <Link to="/register">Get Started</Link>
              </Button>
              <span className="text-sm text-brand-100">Free account: track requests and book faster.</span>
            </div>
          ) : null}
        </div>
        <HeroVideo className="mx-auto w-full max-w-xl" />
      </div>
    </section>
  );
}
