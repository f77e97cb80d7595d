export { healthRoutes } from './health';
export { metricsRoutes } from './metrics';
