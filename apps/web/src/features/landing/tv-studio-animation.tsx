import { cn } from '@app/ui';
import { useState } from 'react';
import { usePrefersReducedMotion } from './motion-preference';
import './tv-studio-animation.css';

const TICKER = 'BOOK YOUR SEGMENT  •  500+ PLACEMENTS  •  CONFIRMATION WITHIN 24 HOURS  •  LOCAL LIFESTYLE SHOWS NATIONWIDE  •  ';

/**
 * The live-studio scene drawn in SVG and animated with CSS: the source of the hero video
 * (scripts/make-hero-video.mjs films it) and its stand-in when the video cannot play. It has a
 * pause control (WCAG 2.2.2) and stays still for visitors who ask for reduced motion until they press play.
 */
export function TvStudioAnimation({ className }: { className?: string }) {
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playing = choice === 'play' || (choice === null && !reducedMotion);

  return (
    <figure className={cn('relative', className)}>
      <svg
        viewBox="0 0 640 480"
        role="img"
        aria-labelledby="tvs-title"
        className={cn('tvs-root h-auto w-full drop-shadow-2xl', !playing && 'tvs-paused', choice === 'play' && 'tvs-playing')}
        data-testid="hero-video"
        data-playing={playing}
      >
        <title id="tvs-title">Animated preview: a guest being interviewed live on a local TV morning show</title>
        <defs>
          <clipPath id="tvs-screen">
            <rect x="48" y="48" width="544" height="320" rx="14" />
          </clipPath>
          <linearGradient id="tvs-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#93c5fd" />
            <stop offset="1" stopColor="#fde68a" />
          </linearGradient>
          <linearGradient id="tvs-wall" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#312e81" />
            <stop offset="1" stopColor="#4c1d95" />
          </linearGradient>
          <linearGradient id="tvs-body" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#1f2937" />
            <stop offset="1" stopColor="#0b1020" />
          </linearGradient>
        </defs>

        {/* Stand and cabinet */}
        <path d="M250 420 L230 462 H410 L390 420 Z" fill="#111827" />
        <rect x="20" y="20" width="600" height="400" rx="30" fill="url(#tvs-body)" />
        <rect x="36" y="36" width="568" height="344" rx="20" fill="#030712" />
        <circle cx="592" cy="398" r="4" fill="#22c55e" className="tvs-camera-light" />
        <rect x="290" y="392" width="60" height="6" rx="3" fill="#374151" />

        <g clipPath="url(#tvs-screen)">
          {/* Studio wall with a window on a sunrise skyline */}
          <rect x="48" y="48" width="544" height="320" fill="url(#tvs-wall)" />
          <rect x="210" y="70" width="220" height="130" rx="8" fill="url(#tvs-sky)" />
          <circle cx="320" cy="170" r="26" fill="#fbbf24" className="tvs-sun" />
          <path
            d="M210 200 V160 h24 v-22 h20 v40 h18 v-52 h26 v52 h16 v-30 h22 v30 h20 v-44 h24 v44 h18 v-26 h22 v26 h20 v40 Z"
            fill="#1e3a8a"
            opacity="0.85"
          />
          <rect x="206" y="66" width="228" height="138" rx="10" fill="none" stroke="#c7d2fe" strokeWidth="6" />
          <line x1="320" y1="66" x2="320" y2="204" stroke="#c7d2fe" strokeWidth="4" />
          {/* Floor and couch */}
          <rect x="48" y="300" width="544" height="68" fill="#1e1b4b" />
          <rect x="120" y="250" width="400" height="60" rx="18" fill="#6366f1" />
          <rect x="110" y="230" width="420" height="36" rx="16" fill="#818cf8" />

          <Person role="host" x={170} body="#0ea5e9" skin="#f1c27d" hair={HOST_HAIR} hairColor="#3f2a1d" eyes="#1f2937" mouth="#9f1239" />
          <Person role="guest" x={390} body="#f43f5e" skin="#8d5524" hair={GUEST_HAIR} hairColor="#111827" eyes="#111827" mouth="#7f1d1d" />
          <rect x="372" y="222" width="40" height="14" rx="7" fill="#e11d48" className="tvs-guest-arm" />
          {/* Coffee table with mugs */}
          <rect x="270" y="276" width="100" height="10" rx="5" fill="#f8fafc" />
          <rect x="300" y="286" width="40" height="24" fill="#cbd5e1" />
          <rect x="288" y="262" width="12" height="14" rx="2" fill="#fb923c" />
          <rect x="340" y="262" width="12" height="14" rx="2" fill="#34d399" />

          {/* On-air graphics */}
          <g>
            <rect x="64" y="62" width="74" height="26" rx="6" fill="#dc2626" />
            <circle cx="80" cy="75" r="5" fill="#ffffff" className="tvs-live-dot" />
            <text x="92" y="81" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="800" fill="#ffffff">
              LIVE
            </text>
          </g>
          <text x="576" y="82" textAnchor="end" fontFamily="system-ui, sans-serif" fontSize="14" fontWeight="700" fill="#e0e7ff" opacity="0.9">
            MORNING LIVE
          </text>
          <g className="tvs-lower-third">
            <rect x="48" y="300" width="330" height="40" fill="#4338ca" />
            <rect x="48" y="300" width="8" height="40" fill="#fbbf24" />
            <text x="68" y="317" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="800" fill="#ffffff">
              DR. JANE SMITH
            </text>
            <text x="68" y="333" fontFamily="system-ui, sans-serif" fontSize="11" fill="#e0e7ff">
              Author of &quot;Healthy Holiday Recipes&quot;
            </text>
          </g>
          <rect x="48" y="344" width="544" height="24" fill="#0f172a" />
          <g className="tvs-ticker">
            <text x="56" y="361" fontFamily="system-ui, sans-serif" fontSize="12" fontWeight="600" fill="#fde68a" xmlSpace="preserve">
              {TICKER + TICKER}
            </text>
          </g>
          <rect x="48" y="48" width="544" height="14" fill="#ffffff" opacity="0.05" className="tvs-scanline" />
        </g>
        <rect x="48" y="48" width="544" height="320" rx="14" fill="none" stroke="#ffffff" strokeOpacity="0.08" strokeWidth="2" />
      </svg>
      <button
        type="button"
        onClick={() => setChoice(playing ? 'pause' : 'play')}
        className="absolute bottom-14 right-6 rounded-full bg-black/60 px-3 py-1 text-xs font-medium text-white backdrop-blur hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white"
        aria-pressed={!playing}
      >
        {playing ? 'Pause animation' : 'Play animation'}
      </button>
    </figure>
  );
}

const HOST_HAIR = 'M179 180 q4 -30 28 -30 q24 0 26 26 q-14 -12 -30 -10 q-12 2 -24 14 Z';
const GUEST_HAIR = 'M397 190 q-4 -40 28 -42 q34 0 30 42 q-6 -22 -30 -24 q-22 2 -28 24 Z';

interface PersonProps {
  /** Names the head's and mouth's animation classes (tvs-host-head, tvs-guest-mouth ...). */
  role: 'host' | 'guest';
  /** The body's left edge; the head is centred over the body. */
  x: number;
  body: string;
  skin: string;
  hair: string;
  hairColor: string;
  eyes: string;
  mouth: string;
}

/** One person on the couch: a body, and a head with hair, eyes and a mouth that the CSS animates. */
function Person({ role, x, body, skin, hair, hairColor, eyes, mouth }: PersonProps) {
  const cx = x + 35;
  return (
    <>
      <rect x={x} y="206" width="70" height="80" rx="26" fill={body} />
      <g className={`tvs-${role}-head`}>
        <circle cx={cx} cy="184" r="26" fill={skin} />
        <path d={hair} fill={hairColor} />
        <circle cx={cx - 9} cy="184" r="2.5" fill={eyes} />
        <circle cx={cx + 9} cy="184" r="2.5" fill={eyes} />
        <rect x={cx - 6} y="195" width="12" height="3" rx="1.5" fill={mouth} className={`tvs-${role}-mouth`} />
      </g>
    </>
  );
}
