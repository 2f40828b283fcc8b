import type { APIEmbed } from 'discord.js';
import { t } from '../../i18n/catalogue.js';
import type { Locale } from '../../i18n/locale.js';
import { DESCRIPTION_MAX } from '../../text/embed-lines.js';
import { literal, truncate } from '../../text/literal.js';

/** The catalogue's texts of each paged list: its title (naming the server), its empty page and footer. */
const LIST_TEXTS = {
  activity: { title: 'views.activityTitle', empty: 'views.activityEmpty', footer: 'views.activityFooter' },
  deployments: {
    title: 'views.deploymentsTitle',
    empty: 'views.deploymentsEmpty',
    footer: 'views.deploymentsFooter',
  },
} as const;

/** One page of a server's list (`/activity`, `/deployments`) as an embed, within Discord's limits. Pure. */
export function renderListPage(
  list: keyof typeof LIST_TEXTS,
  view: { serverName: string; page: number },
  lines: readonly string[],
  locale: Locale,
): { embeds: APIEmbed[] } {
  const texts = LIST_TEXTS[list];
  return {
    embeds: [
      {
        title: truncate(t(locale, texts.title, { server: literal(view.serverName, 200) }), 256),
        description: truncate(lines.join('\n') || t(locale, texts.empty), DESCRIPTION_MAX),
        footer: { text: t(locale, texts.footer, { page: view.page + 1 }) },
      },
    ],
  };
}
