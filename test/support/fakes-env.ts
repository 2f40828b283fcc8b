/**
 * The environment of a hostcord that talks to the fake Discord and the provider simulator on
 * 127.0.0.1: what every test world, the doctor's runs and the benchmarks start it with. `more`
 * adds to it or overrides it (address, event source, port, database, log level).
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
    ...(fakes.webhookSecret !== undefined && { WEBHOOK_SECRET: fakes.webhookSecret }),
    ...more,
  };
}
