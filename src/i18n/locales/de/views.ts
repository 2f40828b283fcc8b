import type { AreaTranslation } from '../../translation.js';
import type { views as english } from '../en-US/views.js';

/** What members look at: /activity, /deployments, /history, /players, /gamequery, /board replies. */
export const views: AreaTranslation<typeof english> = {
  'views.activityTitle': 'Aktivität — {server}',
  'views.activityEmpty': 'Keine Aktivität auf dieser Seite.',
  'views.activityFooter': 'Seite {page} · neueste zuerst',
  'views.deploymentsTitle': 'Deployments — {server}',
  'views.deploymentsEmpty': 'Keine Deployments auf dieser Seite.',
  'views.deploymentsFooter': 'Seite {page}',
  'views.deployment': 'Deployment',
  'views.timeUnknown': 'Zeit unbekannt',
  'views.yes': 'ja',
  'views.no': 'nein',

  'views.historyNoData': 'Noch keine Daten für {server}, schau in ein paar Minuten wieder rein.',
  'views.historyTitle24h': '{server}: letzte 24 Stunden',
  'views.historyTitle7d': '{server}: letzte 7 Tage',
  'views.historyTitle30d': '{server}: letzte 30 Tage',
  'views.historySummary': 'Verfügbarkeit **{uptime}** · **{incidents}**',
  'views.historySummaryPeak': 'Verfügbarkeit **{uptime}** · **{incidents}** · **{peak}**',
  'views.incidents': { one: '{count} Störung', other: '{count} Störungen' },
  'views.peak': { one: 'Spitze {count} Spieler', other: 'Spitze {count} Spieler' },
  'views.historyFooter':
    'CPU in % eines Kerns und RAM über die Zeit; rot: down, gelb: Störung, grau: keine Daten',
  'views.historyFooterPlayers':
    'CPU in % eines Kerns, RAM und Spieler online über die Zeit; rot: down, gelb: Störung, grau: keine Daten',

  'views.queriesOff':
    'Spielabfragen sind auf diesem hostcord aus (`GAME_QUERY=off`): Das Spiel von {server} wird nichts gefragt.',
  'views.notAskedYet':
    'hostcord hat das Spiel von {server} noch nicht gefragt; das passiert bei der nächsten Aktualisierung (in ein paar Minuten).',
  'views.noAddress':
    '{server} hat beim Anbieter keine Adresse, deshalb kann sein Spiel nicht gefragt werden, wer spielt.',
  'views.unknownGame':
    'hostcord weiß nicht, welches Spiel auf {server} läuft, und kann es deshalb nicht fragen. Ein Admin kann es mit `/spielabfrage festlegen` sagen.',
  'views.unknownGameCalled':
    'hostcord weiß nicht, welches Spiel auf {server} läuft (der Anbieter nennt es „{game}“), und kann es deshalb nicht fragen. Ein Admin kann es mit `/spielabfrage festlegen` sagen.',
  'views.notQueryable': 'Auf {server} läuft {game}, das hostcord nicht fragen kann: {reason}.',
  'views.protocolUnsupported': 'sein Protokoll wird nicht unterstützt',
  'views.queriesOffFor':
    'Spielabfragen sind für {server} aus (`/spielabfrage aus`); ein Admin kann sie mit `/spielabfrage automatisch` wieder einschalten.',
  'views.silentNever':
    'Das Spiel von {server} antwortet nicht (es hat noch nie geantwortet; gefragt {asked}: {error}).',
  'views.silentSince':
    'Das Spiel von {server} antwortet nicht (letzte Antwort {answered}; gefragt {asked}: {error}).',
  'views.noAnswer': 'keine Antwort',
  'views.noAnswerYet': 'Noch keine Antwort.',
  'views.namesHidden': 'Das Spiel verrät nicht, wer spielt.',
  'views.nobody': 'Niemand spielt.',
  'views.andMore': { one: '{names} und {count} weiterer', other: '{names} und {count} weitere' },
  'views.map': 'Karte',
  'views.version': 'Version',
  'views.playersTitle': '{server}: Spieler {players}',
  'views.answeredAt': 'Antwort des Spiels {time}.',

  'views.unknownGameId':
    '{game} ist keine Spiel-ID, die hostcord kennt. Wähl eine aus der Liste oder tipp die ID von gamedig ein (z. B. `minecraft`, `counterstrike2`).',
  'views.setOnRulePort':
    '{server}: hostcord fragt ihn ab der nächsten Aktualisierung als {game} (`{id}`) auf dem Port, den die Regel des Spiels ergibt.',
  'views.setOnPort':
    '{server}: hostcord fragt ihn ab der nächsten Aktualisierung als {game} (`{id}`) auf Port {port}.',
  'views.cannotAsk': '⚠️ Dieses Spiel kann es allerdings nicht fragen: {reason}.',
  'views.offHere':
    '⚠️ Spielabfragen sind auf diesem hostcord aus (`GAME_QUERY=off`): Es wird nichts gefragt, bis sie an sind.',
  'views.autoDetected': '{server}: Das Spiel wird wieder aus dem des Anbieters erkannt: {game} (`{id}`).',
  'views.autoUnknown':
    '{server}: zurück zur Erkennung, aber hostcord kennt das Spiel des Anbieters nicht ({game}): Sag es ihm mit `/spielabfrage festlegen`.',
  'views.none': 'keins',
  'views.turnedOff':
    '{server}: Seinem Spiel wird nichts mehr geschickt (ab der nächsten Aktualisierung). `/spielabfrage automatisch` schaltet es wieder ein.',
  'views.howOff': 'aus (`/spielabfrage aus`)',
  'views.howSet': '`{id}` ({game}), von einem Admin festgelegt',
  'views.howDetected': '`{id}` ({game}), aus dem Spiel des Anbieters erkannt',
  'views.howUnknown': 'unbekannt: nutz `/spielabfrage festlegen`',
  'views.showGame': 'Spiel: {how}',
  'views.showPort': 'Abfrage-Port: {port}',
  'views.showPortSet': 'Abfrage-Port: {port} (festgelegt)',
  'views.lastAnswer': 'Letzte Antwort: Spieler {players}, {time}, {latency} ms',
  'views.lastAnswerMissing': 'Letzte Antwort: {reason}',

  // The words drawn inside the /history picture (src/history/render/).
  'views.chart.fallbackName': 'Gameserver',
  'views.chart.period24h': 'letzte 24 Stunden (UTC)',
  'views.chart.period7d': 'letzte 7 Tage (UTC)',
  'views.chart.period30d': 'letzte 30 Tage (UTC)',
  'views.chart.subtitle': '{period} · Uptime {uptime} · {incidents}',
  'views.chart.subtitlePeak': '{period} · Uptime {uptime} · {incidents} · {peak}',
  'views.chart.cpu': 'CPU in % eines Kerns',
  'views.chart.memoryPercent': 'RAM in % der Zuteilung',
  'views.chart.memory': 'RAM',
  'views.chart.down': 'Down',
  'views.chart.incident': 'Störung',
  'views.chart.noData': 'Keine Daten',
  'views.chart.players': 'Spieler online',
  'views.chart.playersAxis': 'Spieler',
};
