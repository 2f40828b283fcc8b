/**
 * The part of gamedig 5 (npm `gamedig`, which ships no types) hostcord uses: its games list and its
 * protocol classes, run one attempt at a time by `querier.ts` instead of through `GameDig.query`.
 */
declare module 'gamedig' {
  import type { Socket } from 'node:net';

  export interface GamedigGame {
    name: string;
    release_year?: number;
    options: {
      port?: number;
      port_query?: number;
      port_query_offset?: number | number[];
      protocol: string;
    };
    extra?: Record<string, unknown>;
  }
  export const games: Record<string, GamedigGame>;

  export interface GamedigPlayer {
    name?: string;
    raw?: unknown;
  }
  export interface GamedigResults {
    name: string;
    map: string;
    password: boolean;
    version: string;
    maxplayers: number;
    numplayers: number;
    players: GamedigPlayer[];
    bots: GamedigPlayer[];
    ping: number;
    raw: unknown;
  }
  /** A protocol instance: `options` and `udpSocket` are set, then `runOnceSafe` runs one attempt. */
  export interface GamedigCore {
    options: Record<string, unknown>;
    udpSocket: unknown;
    /** Set by the Valve protocol when a GoldSrc server splits its answers the old way. */
    goldsrcSplits?: boolean;
    runOnceSafe(): Promise<GamedigResults>;
    /** Opens a TCP connection, hands it to `fn`, destroys it afterwards. */
    withTcp<T>(fn: (socket: Socket) => Promise<T>, port?: number): Promise<T>;
    /** An HTTP(S) request through got; `params` are got's options. */
    request(params: Record<string, unknown>): Promise<unknown>;
  }
  export const protocols: Record<string, new () => GamedigCore>;
}
