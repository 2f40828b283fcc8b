import type { Message } from '../../message.js';

/** What members look at: /activity, /deployments, /history, /players, /gamequery, /board replies. */
export const views = {
  'views.activityTitle': 'Activity — {server}',
  'views.activityEmpty': 'No activity on this page.',
  'views.activityFooter': 'Page {page} · newest first',
  'views.deploymentsTitle': 'Deployments — {server}',
  'views.deploymentsEmpty': 'No deployments on this page.',
  'views.deploymentsFooter': 'Page {page}',
  'views.deployment': 'deployment',
  'views.timeUnknown': 'time unknown',
  'views.yes': 'yes',
  'views.no': 'no',

  'views.historyNoData': 'No data yet for {server}, check back in a few minutes.',
  'views.historyTitle24h': '{server}: last 24 hours',
  'views.historyTitle7d': '{server}: last 7 days',
  'views.historyTitle30d': '{server}: last 30 days',
  'views.historySummary': 'Uptime **{uptime}** · **{incidents}**',
  'views.historySummaryPeak': 'Uptime **{uptime}** · **{incidents}** · **{peak}**',
  'views.incidents': { one: '{count} incident', other: '{count} incidents' },
  'views.peak': { one: 'peak {count} player', other: 'peak {count} players' },
  'views.historyFooter': 'CPU % of one core and memory over time; red: down, amber: incident, grey: no data',
  'views.historyFooterPlayers':
    'CPU % of one core, memory and players online over time; red: down, amber: incident, grey: no data',

  'views.queriesOff':
    "Game queries are off on this hostcord (`GAME_QUERY=off`): nothing is asked of {server}'s game.",
  'views.notAskedYet':
    "hostcord has not asked {server}'s game yet; it does at the next refresh (within a few minutes).",
  'views.noAddress': '{server} has no address at the provider, so its game cannot be asked who is playing.',
  'views.unknownGame':
    'hostcord does not know which game {server} runs, so it cannot ask it. An admin can tell it with `/gamequery set`.',
  'views.unknownGameCalled':
    'hostcord does not know which game {server} runs (the provider calls it "{game}"), so it cannot ask it. An admin can tell it with `/gamequery set`.',
  'views.notQueryable': '{server} runs {game}, which hostcord cannot ask: {reason}.',
  'views.protocolUnsupported': 'its protocol is not supported',
  'views.queriesOffFor':
    'Game queries are off for {server} (`/gamequery off`); an admin can turn them on again with `/gamequery auto`.',
  'views.silentNever': "{server}'s game does not answer (it has not answered yet; asked {asked}: {error}).",
  'views.silentSince': "{server}'s game does not answer (last answer {answered}; asked {asked}: {error}).",
  'views.noAnswer': 'no answer',
  'views.noAnswerYet': 'No answer yet.',
  'views.namesHidden': 'The game does not tell who is playing.',
  'views.nobody': 'Nobody is playing.',
  'views.andMore': { one: '{names} and {count} more', other: '{names} and {count} more' },
  'views.map': 'Map',
  'views.version': 'Version',
  'views.playersTitle': '{server}: Players {players}',
  'views.answeredAt': 'Answered by the game {time}.',

  'views.unknownGameId':
    "{game} is no game id hostcord knows. Pick one from the list, or type gamedig's id (e.g. `minecraft`, `counterstrike2`).",
  'views.setOnRulePort':
    "{server}: hostcord asks it as {game} (`{id}`) on the port the game's rule gives, from the next refresh.",
  'views.setOnPort': '{server}: hostcord asks it as {game} (`{id}`) on port {port}, from the next refresh.',
  'views.cannotAsk': '⚠️ It cannot ask this game, though: {reason}.',
  'views.offHere':
    '⚠️ Game queries are off on this hostcord (`GAME_QUERY=off`): nothing is asked until they are on.',
  'views.autoDetected': "{server}: the game is detected from the provider's again: {game} (`{id}`).",
  'views.autoUnknown':
    "{server}: back to detection, but hostcord does not know the provider's game ({game}): use `/gamequery set` to tell it.",
  'views.none': 'none',
  'views.turnedOff':
    '{server}: nothing more is sent to its game (from the next refresh). `/gamequery auto` turns it on again.',
  'views.howOff': 'off (`/gamequery off`)',
  'views.howSet': '`{id}` ({game}), set by an admin',
  'views.howDetected': "`{id}` ({game}), detected from the provider's game",
  'views.howUnknown': 'not known: use `/gamequery set`',
  'views.showGame': 'Game: {how}',
  'views.showPort': 'Query port: {port}',
  'views.showPortSet': 'Query port: {port} (set)',
  'views.lastAnswer': 'Last answer: players {players}, {time}, {latency} ms',
  'views.lastAnswerMissing': 'Last answer: {reason}',

  // The words drawn inside the /history picture (src/history/render/).
  'views.chart.fallbackName': 'Game server',
  'views.chart.period24h': 'last 24 hours (UTC)',
  'views.chart.period7d': 'last 7 days (UTC)',
  'views.chart.period30d': 'last 30 days (UTC)',
  'views.chart.subtitle': '{period} · uptime {uptime} · {incidents}',
  'views.chart.subtitlePeak': '{period} · uptime {uptime} · {incidents} · {peak}',
  'views.chart.cpu': 'CPU % of one core',
  'views.chart.memoryPercent': 'Memory % of allocation',
  'views.chart.memory': 'Memory',
  'views.chart.down': 'Down',
  'views.chart.incident': 'Incident',
  'views.chart.noData': 'No data',
  'views.chart.players': 'Players online',
  'views.chart.playersAxis': 'players',
} as const satisfies Record<string, Message>;
