import type { APIEmbed } from 'discord.js';
import type { Backup } from '../../hosting/index.js';
import { code, literal, truncate } from '../format.js';
import { discordTime, formatValue, newestFirst, pick, recordFields } from './records.js';

/** Backups per page of `/backup list`. */
export const BACKUPS_PER_PAGE = 10;

const NAME = ['name', 'label', 'description'];
const SIZE = ['sizeBytes', 'size', 'bytes'];
const TIME = ['createdAt', 'created_at', 'startedAt', 'date'];

/** One backup: 🔒 when locked (the only published field), then name, time and size when present. Pure. */
export function backupLine(backup: Backup): string {
  const name = pick(backup, NAME);
  const id = pick(backup, ['id']);
  const time = pick(backup, TIME);
  const size = pick(backup, SIZE);
  const title = name
    ? `**${literal(String(name.value), 100)}**`
    : id
      ? code(String(id.value), 40)
      : '**Backup**';
  const parts = [
    time && (discordTime(time.value) ?? literal(String(time.value), 40)),
    size && formatValue(size.key, size.value),
    backup.isLocked === true && 'locked',
  ].filter(Boolean);
  return `• ${backup.isLocked === true ? '🔒 ' : ''}${title}${parts.length > 0 ? ` — ${parts.join(' · ')}` : ''}`;
}

export interface BackupListView {
  serverName: string;
  backups: Backup[];
  page: number;
}

/** One page of the backups, newest first; `pages` says how many there are. Pure. */
export function renderBackupList(view: BackupListView): { embeds: APIEmbed[]; pages: number } {
  const sorted = newestFirst(view.backups);
  const pages = Math.max(1, Math.ceil(sorted.length / BACKUPS_PER_PAGE));
  const page = Math.min(view.page, pages - 1);
  const shown = sorted.slice(page * BACKUPS_PER_PAGE, (page + 1) * BACKUPS_PER_PAGE);
  const locked = sorted.filter((b) => b.isLocked === true).length;
  return {
    pages,
    embeds: [
      {
        title: truncate(`Backups — ${literal(view.serverName, 200)}`, 256),
        description: truncate(
          shown.map(backupLine).join('\n') || 'No backups yet. Make one with `/backup create`.',
          4096,
        ),
        footer: {
          text:
            `Page ${page + 1} of ${pages} · ${sorted.length} backup${sorted.length === 1 ? '' : 's'}, newest first · ` +
            `🔒 ${locked} locked (never removed by the automatic rotation)`,
        },
      },
    ],
  };
}

/** The record the provider returned for a new backup, field by field. Pure. */
export function renderBackupCreated(
  serverName: string,
  backup: Backup,
): { content: string; embeds: APIEmbed[] } {
  const fields = recordFields(backup);
  return {
    content: `✅ Backup started for **${literal(serverName, 100)}**. It runs in the background; \`/backup list\` shows it.`,
    embeds: fields.length > 0 ? [{ title: 'Backup record', fields }] : [],
  };
}
