import type { AppDeps } from '../context';
import { createStationCatalogue } from './station-catalogue';

/** Long-lived per-app helpers shared by several routes. */
export function createServices(deps: AppDeps) {
  return {
    catalogue: createStationCatalogue(deps.db),
  };
}

export type Services = ReturnType<typeof createServices>;
