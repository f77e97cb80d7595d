import type { Page } from '@playwright/test';
export declare const CONSOLE_PATH = '/__console/';
/** Builds the renderer into a temporary folder; returns it (delete with removeRenderer). */
export declare function buildRenderer(): Promise<string>;
export declare function removeRenderer(outDir: string | undefined): void;
/** Answers requests for `${origin}/__console/*` from the build folder. */
export declare function serveRenderer(page: Page, origin: string, outDir: string): Promise<void>;
