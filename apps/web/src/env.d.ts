/** The year at build time (vite.config.ts), the one the prerendered landing page shows. */
declare const __BUILD_YEAR__: number;
