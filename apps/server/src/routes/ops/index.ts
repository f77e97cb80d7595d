export { healthRoutes } from './health';
export { metricsRoutes } from './metrics';
export { publicConfigRoutes } from './public-config';
