import { cn } from '@app/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from './motion-preference';

// The drawing the video was made from: its code loads only when the video cannot play.
const TvStudioAnimation = lazy(() => import('./tv-studio-animation').then((m) => ({ default: m.TvStudioAnimation })));

/** The hero video's files, made from the studio drawing by scripts/make-hero-video.mjs. */
export const HERO_VIDEO = { webm: '/hero/studio.webm', mp4: '/hero/studio.mp4', poster: '/hero/studio-poster.jpg' };
const DESCRIPTION = 'A guest being interviewed live on a local TV morning show';

/** Runs `start` once the page has painted and loaded, so the video never competes with the first paint. */
function afterFirstPaint(start: () => void): () => void {
  let cancelled = false;
  const later = () => requestAnimationFrame(() => setTimeout(() => !cancelled && start(), 0));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', later);
  };
}

/**
 * The hero's looping video: muted, inline, with a poster. Its files load only after the first
 * paint; it stays paused for visitors who prefer reduced motion until they press play, and has a
 * pause control for everyone else (WCAG 2.2.2). If it cannot play, the drawing it was made from shows.
 */
export function HeroVideo({ className }: { className?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const playing = choice === 'play' || (choice === null && !reducedMotion);

  useEffect(() => afterFirstPaint(() => setLoaded(true)), []);
  useEffect(() => {
    const video = ref.current;
    if (!video || !loaded) return;
    if (video.readyState === 0 && video.networkState !== video.NETWORK_LOADING) video.load();
    if (playing) video.play().catch(() => undefined);
    else video.pause();
  }, [loaded, playing]);

  if (failed) {
    return (
      <Suspense fallback={null}>
        <TvStudioAnimation className={className} />
      </Suspense>
    );
  }
  return (
    <figure className={cn('relative', className)}>
      <video
        ref={ref}
        muted
        loop
        playsInline
        preload="none"
        poster={HERO_VIDEO.poster}
        width={640}
        height={480}
        aria-label={DESCRIPTION}
        data-testid="hero-video"
        data-playing={playing}
        className="h-auto w-full rounded-3xl drop-shadow-2xl"
      >
        {loaded ? (
          <>
            <source src={HERO_VIDEO.webm} type="video/webm" />
            <source src={HERO_VIDEO.mp4} type="video/mp4" onError={() => setFailed(true)} />
          </>
        ) : null}
      </video>
      <button
        type="button"
        onClick={() => setChoice(playing ? 'pause' : 'play')}
        className="absolute bottom-14 right-6 rounded-full bg-black/60 px-3 py-1 text-xs font-medium text-white backdrop-blur hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white"
        aria-pressed={!playing}
      >
        {playing ? 'Pause video' : 'Play video'}
      </button>
    </figure>
  );
}
