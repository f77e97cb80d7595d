import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches === true;

/**
 * The visitor's motion preference. The page prerendered at build time cannot know it (its CSS
 * holds motion still for these visitors meanwhile): hydration starts from "no preference",
 * then React re-renders with the real one.
 */
export const usePrefersReducedMotion = () => useSyncExternalStore(subscribeToMotionPreference, prefersReducedMotion, () => false);
