// Time-zone arithmetic has one home, packages/core/src/zoned-time.ts (the browser books against
// the same rules); the server's windows (business hours, analytics days) take it from there.
export { zonedMidnight, zoneOffsetMs } from '@app/core';
