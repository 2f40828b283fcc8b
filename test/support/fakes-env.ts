/**
 * The environment of a hostcord that talks to the fake Discord and the provider simulator on
 * 127.0.0.1: what every test world, the doctor's runs and the benchmarks start it with. `more`
 * adds to it or overrides it (address, event source, port, database, log level). Game queries are
 * off: the simulator's servers have documentation addresses (203.0.113.x), which no test may
 * reach; tests of game queries turn them on and give their servers 127.0.0.1 addresses.
 */
export function fakesEnv(
  fakes: {
    discord: { botToken: string; apiUrl: string };
    provider: { url: string };
    hostingToken: string;
    webhookSecret?: string;
  },
  more: Record<string, string> = {},
): Record<string, string> {
  return {
    DISCORD_TOKEN: fakes.discord.botToken,
    DISCORD_API_URL: fakes.discord.apiUrl,
    HOSTING_API_URL: fakes.provider.url,
    HOSTING_TOKEN: fakes.hostingToken,
    GAME_QUERY: 'off',
    ...(fakes.webhookSecret !== undefined && { WEBHOOK_SECRET: fakes.webhookSecret }),
    ...more,
  };
}
