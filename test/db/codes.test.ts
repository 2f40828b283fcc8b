import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createCodes,
  hashCode,
  PROOF_CODE_TTL_MS,
  proofCodeHashesIn,
  SHARE_CODE_TTL_MS,
} from '../../src/db/codes.js';
import { openDatabase } from '../../src/db/open.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
const handles: Array<ReturnType<typeof openDatabase>> = [];
afterEach(() => {
  for (const h of handles.splice(0)) h.close();
});

const S = 'aaaaaaaa-0000-4000-8000-000000000001';
const G = '100000000000000001';

function open() {
  const handle = openDatabase(join(tempDir(), 'hostcord.db'));
  handles.push(handle);
  let clock = 1_000_000;
  const codes = createCodes(handle.db, () => clock);
  return { handle, codes, advance: (ms: number) => (clock += ms), now: () => clock };
}

describe('one-time codes', () => {
  it('stores only the hash: the database never holds a code that could be redeemed', () => {
    const { handle, codes } = open();
    const proof = codes.issue({ kind: 'proof', serverId: S, guildId: G, userId: 'u1', createdBy: 'u1' });
    const share = codes.issue({ kind: 'share', serverId: S, guildId: G, userId: null, createdBy: 'u1' });
    expect(proof.code).toMatch(/^HC-[2-9A-HJ-NP-Z]{8}$/);
    expect(share.code).toMatch(/^HCS-([2-9A-HJ-NP-Z]{4}-){3}[2-9A-HJ-NP-Z]{4}$/);
    const dump = JSON.stringify(handle.sqlite.prepare('SELECT * FROM one_time_codes').all());
    for (const { code } of [proof, share]) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.slice(3));
      expect(dump).toContain(hashCode(code));
    }
  });

  it('expires proof codes after 15 minutes and share codes after 24 hours', () => {
    const { codes, advance, now } = open();
    const proof = codes.issue({ kind: 'proof', serverId: S, guildId: G, userId: 'u1', createdBy: 'u1' });
    const share = codes.issue({ kind: 'share', serverId: S, guildId: G, userId: null, createdBy: 'u1' });
    expect(proof.expiresAt - now()).toBe(PROOF_CODE_TTL_MS);
    expect(share.expiresAt - now()).toBe(SHARE_CODE_TTL_MS);
    advance(PROOF_CODE_TTL_MS);
    expect(codes.isExpired(codes.find(proof.code)!)).toBe(true);
    expect(codes.activeProof(S, G, 'u1')).toEqual([]);
    expect(codes.consume(hashCode(proof.code))).toBe(false);
    expect(codes.isExpired(codes.find(share.code)!)).toBe(false);
  });

  it('works once', () => {
    const { codes } = open();
    const { code } = codes.issue({ kind: 'share', serverId: S, guildId: G, userId: null, createdBy: 'u1' });
    expect(codes.consume(hashCode(code))).toBe(true);
    expect(codes.consume(hashCode(code))).toBe(false);
    expect(codes.find(code)?.usedAt).not.toBeNull();
  });

  it('binds proof codes to member, server and guild; a new one replaces the member’s older one', () => {
    const { codes } = open();
    const first = codes.issue({ kind: 'proof', serverId: S, guildId: G, userId: 'u1', createdBy: 'u1' });
    codes.issue({ kind: 'proof', serverId: S, guildId: G, userId: 'u2', createdBy: 'u2' });
    expect(codes.activeProof(S, G, 'u1').map((c) => c.hash)).toEqual([hashCode(first.code)]);
    expect(codes.activeProof(S, '100000000000000009', 'u1')).toEqual([]);
    expect(codes.activeProof('other-server', G, 'u1')).toEqual([]);
    const second = codes.issue({ kind: 'proof', serverId: S, guildId: G, userId: 'u1', createdBy: 'u1' });
    expect(codes.activeProof(S, G, 'u1').map((c) => c.hash)).toEqual([hashCode(second.code)]);
    expect(codes.activeProof(S, G, 'u2')).toHaveLength(1);
  });

  it('finds proof codes inside a server name, in any case, and compares pasted codes loosely', () => {
    const code = 'HC-7K3M9QX2';
    expect(proofCodeHashesIn(`Survival [hc-7k3m9qx2] PvP`)).toEqual([hashCode(code)]);
    expect(proofCodeHashesIn('Survival HC-7K3M9QX HC-ABCDEFGH')).toEqual([hashCode('HC-ABCDEFGH')]);
    expect(hashCode(` \`${code.toLowerCase()}\` `)).toBe(hashCode(code));
    expect(hashCode('HC-7K3M9QX3')).not.toBe(hashCode(code));
  });
});
