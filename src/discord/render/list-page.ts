import type { APIEmbed } from 'discord.js';
import { t } from '../../i18n/catalogue.js';
import type { Locale } from '../../i18n/locale.js';
import { literal, truncate } from '../../text/literal.js';

/** The catalogue's texts of one paged list: its title (naming the server), its empty page and footer. */
export type ListPageTexts =
  | { title: 'views.activityTitle'; empty: 'views.activityEmpty'; footer: 'views.activityFooter' }
  | { title: 'views.deploymentsTitle'; empty: 'views.deploymentsEmpty'; footer: 'views.deploymentsFooter' };

/** One page of a server's list (`/activity`, `/deployments`) as an embed, within Discord's limits. Pure. */
export function renderListPage(
  texts: ListPageTexts,
  view: { serverName: string; page: number },
  lines: readonly string[],
  locale: Locale,
): { embeds: APIEmbed[] } {
  return {
    embeds: [
      {
        title: truncate(t(locale, texts.title, { server: literal(view.serverName, 200) }), 256),
        description: truncate(lines.join('\n') || t(locale, texts.empty), 4096),
        footer: { text: t(locale, texts.footer, { page: view.page + 1 }) },
      },
    ],
  };
}
