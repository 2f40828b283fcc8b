export {
  createTokenAccess,
  isTokenRefusal,
  refusalText,
  TOKEN_FIX,
  type TokenAccess,
  type TokenRefusal,
} from './access.js';
export { type CallBudget, createCallBudget, type Lane } from './budget.js';
export { createHostingClient } from './client.js';
export type {
  Accepted,
  BackupListOptions,
  EventsOptions,
  HostingClient,
  HostingClientOptions,
  ListOptions,
  PostOptions,
  PowerRequest,
  RequestOptions,
} from './client-types.js';
export { describeFieldErrors, describeHostingError, describeTokenRefusal } from './describe-error.js';
export { describeState } from './describe-state.js';
export {
  HostingApiError,
  type HostingError,
  HostingNetworkError,
  HostingResponseError,
  HostingValidationError,
  isHostingError,
} from './errors.js';
export {
  ALERT_EVENTS,
  type InstallationProblem,
  installationOf,
  installationProblems,
} from './installation-problems.js';
export { paginate } from './paginate.js';
export { RETRY_AFTER_MAX_MS, RETRY_AFTER_MIN_MS, retryAfterMs } from './retry.js';
export {
  type ActivityEntry,
  type Backup,
  type BackupPage,
  type CommandAccepted,
  type Deployment,
  eventEnvelopeSchema,
  type FeedPage,
  type HostingEvent,
  hostingEventSchema,
  type Identity,
  type Installation,
  isKnownEvent,
  type KnownHostingEvent,
  type Page,
  type PingData,
  type PowerAccepted,
  type Resources,
  type Server,
  type SkippedEvent,
  type UnknownHostingEvent,
} from './schemas.js';
export type { Sleep } from './sleep.js';
export { type PowerSignal, powerSignals } from './validate.js';
export { hostcordVersion } from './version.js';
