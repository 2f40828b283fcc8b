import type { PageView } from '../view.js';
import { esc } from './html.js';
import { DEFAULT_LANG, pageText } from './text.js';

/** Approximate width of a character of 11 px Verdana, as shields-style badges measure it. */
const CHAR_PX = 7;
const PAD_PX = 10;

/**
 * An SVG badge "status | 3/3 up" for READMEs and forums, in `lang`: green when every server is up,
 * amber when some are, red when none is. Only counts, no names: nothing outside can reach it.
 */
export function renderBadge(view: PageView, lang: string = DEFAULT_LANG): string {
  const t = pageText(lang);
  const total = view.servers.length;
  const up = view.servers.filter((s) => s.state === 'up').length;
  const value = total === 0 ? t.badge.none : t.badge.up(up, total);
  const colour = total === 0 ? '#57606a' : up === total ? '#1a7f37' : up === 0 ? '#cf222e' : '#9a6700';
  const label = t.badge.label;
  const left = label.length * CHAR_PX + PAD_PX;
  const right = value.length * CHAR_PX + PAD_PX;
  const text = esc(`${label}: ${value}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${left + right}" height="20" role="img" aria-label="${text}">`,
    `<title>${text}</title>`,
    `<rect width="${left}" height="20" fill="#555"/><rect x="${left}" width="${right}" height="20" fill="${colour}"/>`,
    '<g fill="#fff" text-anchor="middle" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11">',
    `<text x="${left / 2}" y="14">${esc(label)}</text><text x="${left + right / 2}" y="14">${esc(value)}</text>`,
    '</g></svg>',
  ].join('');
}
