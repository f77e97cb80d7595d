// The only entry of @app/core: shared by the server, the web app and the console.
export * from './api-types';
export * from './auth.schema';
export * from './chat-query';
export * from './dates';
export * from './errors';
export * from './fields';
export * from './checks';
export * from './format';
export * from './messages';
export * from './order.schema';
export * from './special-offers';
export * from './states';
export * from './station.schema';
export * from './status';
export * from './csv';
