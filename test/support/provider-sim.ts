// In-process simulator of the provider's Developer API v1 (/work/shared/spec/developer-api-v1.md).
// Documented choices (check order, `deduped`, cursors, idempotency) are in provider-sim/README.md.
export { startProviderSim } from './provider-sim/start.js';
export * from './provider-sim/types.js';
