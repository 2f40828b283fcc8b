import { describe, expect, it } from 'vitest';
import { renderStatus } from '../../../src/discord/render/status.js';
import type { Resources, Server } from '../../../src/hosting/index.js';

const server: Server = {
  id: '6f1c1a52-3c4e-4b8e-9a43-0b1f0f7f2d11',
  name: 'Survival **EU** @everyone',
  status: 'active',
  powerState: 'running',
  game: { name: 'Minecraft', variant: 'Paper', version: '1.21' },
  memoryMb: 4096,
  cpuPercent: 200,
  diskMb: 20480,
  location: 'Frankfurt',
  address: 'play.example.com:25565',
  isOwner: true,
  createdAt: '2026-01-01T00:00:00Z',
};

const resources: Resources = {
  state: 'running',
  isSuspended: false,
  memoryBytes: 1.5 * 1024 ** 3,
  cpu: 37.25,
  diskBytes: 5 * 1024 ** 3,
  networkRxBytes: 10 * 1024 ** 2,
  networkTxBytes: 2 * 1024 ** 2,
  uptimeMs: 3 * 3600_000 + 5 * 60_000,
};

const field = (embed: { fields?: Array<{ name: string; value: string }> }, name: string) =>
  embed.fields?.find((f) => f.name === name)?.value;

describe('renderStatus', () => {
  it('shows identity, state and usage against allocation in human units', () => {
    const { embeds, components } = renderStatus({
      server,
      resources,
      now: new Date('2026-11-22T10:00:00Z'),
      refreshId: 'refresh-id',
    });
    const [embed] = embeds;
    expect(embed?.title).toBe('Survival \\*\\*EU\\*\\* @\u200beveryone');
    expect(field(embed!, 'Game')).toBe('Minecraft · Paper · 1.21');
    expect(field(embed!, 'Power')).toBe('running');
    expect(field(embed!, 'CPU')).toBe('37.3% of 200%');
    expect(field(embed!, 'Memory')).toBe('1.5 GiB of 4.0 GiB');
    expect(field(embed!, 'Disk')).toBe('5.0 GiB of 20.0 GiB');
    expect(field(embed!, 'Network')).toBe('↓ 10.0 MiB · ↑ 2.0 MiB');
    expect(field(embed!, 'Uptime')).toBe('3 hr 5 min');
    expect(field(embed!, 'Address')).toBe('`play.example.com:25565`');
    expect(embed?.color).toBe(0x2ecc71);
    expect(embed?.timestamp).toBe('2026-11-22T10:00:00.000Z');
    expect(components[0]?.components[0]?.custom_id).toBe('refresh-id');
  });

  it('speaks the reader’s language, with numbers, sizes and durations written their way', () => {
    const plain = (s: string | undefined) => s?.replace(/[\u00a0\u202f]/g, ' ');
    const { embeds, components } = renderStatus(
      { server, refreshId: 'refresh-id', resources, uptime: null },
      'de',
    );
    const [embed] = embeds;
    expect(plain(field(embed!, 'CPU'))).toBe('37,3 % von 200 %');
    expect(plain(field(embed!, 'RAM'))).toBe('1,5 GiB von 4,0 GiB');
    expect(plain(field(embed!, 'Laufzeit'))).toBe('3 Std., 5 Min.');
    expect(field(embed!, 'Verfügbarkeit laut hostcord')).toMatch(/^Noch keine Daten/);
    expect(embed?.footer?.text).toBe(`Server ${server.id}`);
    expect(components[0]?.components[0]?.label).toBe('Aktualisieren');
  });

  it('shows what is known, and why the rest is missing, when the resources call failed', () => {
    const { embeds } = renderStatus({
      refreshId: 'refresh-id',
      server: {
        ...server,
        powerState: null,
        address: null,
        location: null,
        game: { ...server.game, version: null },
      },
      resourcesMissing: 'The server is still being installed or is suspended.',
    });
    const [embed] = embeds;
    expect(field(embed!, 'Live usage')).toBe(
      'Not available: The server is still being installed or is suspended.',
    );
    expect(field(embed!, 'Power')).toBe('unknown');
    expect(field(embed!, 'Address')).toBe('—');
    expect(field(embed!, 'Game')).toBe('Minecraft · Paper');
    expect(field(embed!, 'CPU')).toBeUndefined();
    expect(embed?.color).toBe(0x5865f2);
  });

  it('shows unknown state values as they are, with a neutral colour', () => {
    const { embeds } = renderStatus({
      refreshId: 'refresh-id',
      server: { ...server, status: 'hibernating' },
      resources: { ...resources, state: 'warping' },
    });
    expect(field(embeds[0]!, 'Status')).toBe('hibernating');
    expect(field(embeds[0]!, 'Power')).toBe('warping');
    expect(embeds[0]?.color).toBe(0x5865f2);
  });

  it('marks a suspended server', () => {
    const { embeds } = renderStatus({
      server,
      resources: { ...resources, isSuspended: true },
      refreshId: 'refresh-id',
    });
    expect(embeds[0]?.color).toBe(0xe74c3c);
    expect(field(embeds[0]!, 'Suspended')).toMatch(/suspended/);
  });
});
