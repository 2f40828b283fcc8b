// A fake Discord for end-to-end tests: REST under /api/v10 and a JSON gateway on 127.0.0.1, enough for
// the real discord.js Client to log in, receive interactions and answer them. It checks payloads
// against Discord's documented limits and records everything for assertions.

export type { FakeGateway } from './fake-discord/gateway.js';
export type { FakeChannel, FakeGuild } from './fake-discord/guilds.js';
export { shardOf, snowflake, snowflakeOnShard, snowflakes } from './fake-discord/ids.js';
export type { FakeInteraction } from './fake-discord/interaction-handle.js';
export type { FakeOption, FakeOptionsInput, FakeOptionValue } from './fake-discord/interaction-options.js';
export type {
  FakeAutocompleteInput,
  FakeCommandInput,
  FakeComponentInput,
  FakeInteractionInput,
  FakeModalInput,
} from './fake-discord/interaction-payload.js';
export { LIMITS } from './fake-discord/limits.js';
export { type FakeDiscord, startFakeDiscord } from './fake-discord/start.js';
export * from './fake-discord/types.js';
