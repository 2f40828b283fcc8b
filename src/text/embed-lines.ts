/** Discord's limits (Embed Limits): per description, per message over all embeds, embeds per message. */
export const DESCRIPTION_MAX = 4096;
export const MESSAGE_TEXT_MAX = 6000;
export const EMBEDS_MAX = 10;

/**
 * Lines packed, in order, into embed descriptions within Discord's limits: a description holds
 * whole lines up to 4,096 characters, a message up to 10 embeds and 6,000 characters of text over
 * all of them, of which `reserve` is kept for titles. Returns the descriptions' lines and how many
 * of `lines` (from the start) they hold; a line longer than a description is never taken.
 */
export function packLines(lines: readonly string[], reserve: number): { groups: string[][]; count: number } {
  const groups: string[][] = [[]];
  let groupLength = 0;
  let total = reserve;
  let count = 0;
  for (const line of lines) {
    let group = groups.at(-1)!;
    let cost = line.length + (group.length > 0 ? 1 : 0);
    if (groupLength + cost > DESCRIPTION_MAX) {
      if (groups.length === EMBEDS_MAX) break;
      group = [];
      groups.push(group);
      groupLength = 0;
      cost = line.length;
    }
    if (total + cost > MESSAGE_TEXT_MAX || cost > DESCRIPTION_MAX) break;
    group.push(line);
    groupLength += cost;
    total += cost;
    count++;
  }
  return { groups: groups.filter((g) => g.length > 0), count };
}
