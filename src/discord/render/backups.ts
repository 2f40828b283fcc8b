import type { APIEmbed } from 'discord.js';
import type { Backup } from '../../hosting/index.js';
import { t } from '../../i18n/catalogue.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale.js';
import { code, literal, truncate } from '../../text/literal.js';
import { discordTime, formatValue, newestFirst, pick, recordFields } from './records.js';

/** Backups per page of `/backup list`. */
export const BACKUPS_PER_PAGE = 10;

const NAME = ['name', 'label', 'description'];
const SIZE = ['sizeBytes', 'size', 'bytes'];
const TIME = ['createdAt', 'created_at', 'startedAt', 'date'];

/** One backup: 🔒 when locked (the only published field), then name, time and size when present. Pure. */
export function backupLine(backup: Backup, locale: Locale = DEFAULT_LOCALE): string {
  const name = pick(backup, NAME);
  const id = pick(backup, ['id']);
  const time = pick(backup, TIME);
  const size = pick(backup, SIZE);
  const title = name
    ? `**${literal(String(name.value), 100)}**`
    : id
      ? code(String(id.value), 40)
      : `**${t(locale, 'schedule.backupNameless')}**`;
  const parts = [
    time && (discordTime(time.value, 'f', Date.now(), locale) ?? literal(String(time.value), 40)),
    size && formatValue(size.key, size.value, 200, locale),
    backup.isLocked === true && t(locale, 'schedule.backupLocked'),
  ].filter(Boolean);
  return `• ${backup.isLocked === true ? '🔒 ' : ''}${title}${parts.length > 0 ? ` — ${parts.join(' · ')}` : ''}`;
}

export interface BackupListView {
  serverName: string;
  backups: Backup[];
  page: number;
  /** The reader's language (English when not given). */
  locale?: Locale;
}

/** One page of the backups, newest first; `pages` says how many there are. Pure. */
export function renderBackupList(view: BackupListView): { embeds: APIEmbed[]; pages: number } {
  const sorted = newestFirst(view.backups);
  const pages = Math.max(1, Math.ceil(sorted.length / BACKUPS_PER_PAGE));
  const page = Math.min(view.page, pages - 1);
  const shown = sorted.slice(page * BACKUPS_PER_PAGE, (page + 1) * BACKUPS_PER_PAGE);
  const locked = sorted.filter((b) => b.isLocked === true).length;
  const locale = view.locale ?? DEFAULT_LOCALE;
  return {
    pages,
    embeds: [
      {
        title: truncate(t(locale, 'schedule.backupsTitle', { server: literal(view.serverName, 200) }), 256),
        description: truncate(
          shown.map((b) => backupLine(b, locale)).join('\n') ||
            t(locale, 'schedule.noBackups', { command: '/backup create' }),
          4096,
        ),
        footer: {
          text: t(locale, 'schedule.backupsFooter', {
            page: page + 1,
            pages,
            count: sorted.length,
            locked,
          }),
        },
      },
    ],
  };
}

/** The record the provider returned for a new backup, field by field. Pure. */
export function renderBackupCreated(
  locale: Locale,
  serverName: string,
  backup: Backup,
): { content: string; embeds: APIEmbed[] } {
  const fields = recordFields(backup, 12, locale);
  const server = literal(serverName, 100);
  return {
    content: t(locale, 'schedule.backupStarted', { server, command: '/backup list' }),
    embeds: fields.length > 0 ? [{ title: t(locale, 'schedule.backupRecord'), fields }] : [],
  };
}
