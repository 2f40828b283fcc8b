import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * This process's name among the instances sharing a database: `hostname:pid:random6`. The random
 * part tells apart a restarted process that got the same pid (containers often run as pid 1).
 * One per process; tests running two apps in one process give each its own.
 */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
