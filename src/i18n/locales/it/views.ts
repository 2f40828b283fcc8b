import type { AreaTranslation } from '../../translation.js';
import type { views as english } from '../en-US/views.js';

/** What members look at: /activity, /deployments, /history, /players, /gamequery, /board replies. */
export const views: AreaTranslation<typeof english> = {
  'views.activityTitle': 'Attività — {server}',
  'views.activityEmpty': 'Nessuna attività in questa pagina.',
  'views.activityFooter': 'Pagina {page} · prima i più recenti',
  'views.deploymentsTitle': 'Deploy — {server}',
  'views.deploymentsEmpty': 'Nessun deploy in questa pagina.',
  'views.deploymentsFooter': 'Pagina {page}',
  'views.deployment': 'deploy',
  'views.timeUnknown': 'ora sconosciuta',
  'views.yes': 'sì',
  'views.no': 'no',

  'views.historyNoData': 'Ancora nessun dato per {server}, ricontrolla tra qualche minuto.',
  'views.historyTitle24h': '{server}: ultime 24 ore',
  'views.historyTitle7d': '{server}: ultimi 7 giorni',
  'views.historyTitle30d': '{server}: ultimi 30 giorni',
  'views.historySummary': 'Disponibilità **{uptime}** · **{incidents}**',
  'views.historySummaryPeak': 'Disponibilità **{uptime}** · **{incidents}** · **{peak}**',
  'views.incidents': { one: '{count} incidente', many: '{count} di incidenti', other: '{count} incidenti' },
  'views.peak': {
    one: 'picco di {count} giocatore',
    many: 'picco di {count} di giocatori',
    other: 'picco di {count} giocatori',
  },
  'views.historyFooter':
    'CPU in % di un core e memoria nel tempo; rosso: offline, ambra: incidente, grigio: nessun dato',
  'views.historyFooterPlayers':
    'CPU in % di un core, memoria e giocatori online nel tempo; rosso: offline, ambra: incidente, grigio: nessun dato',

  'views.queriesOff':
    'Le interrogazioni di gioco sono disattivate su questo hostcord (`GAME_QUERY=off`): non viene chiesto nulla al gioco di {server}.',
  'views.notAskedYet':
    'hostcord non ha ancora interrogato il gioco di {server}; lo farà al prossimo aggiornamento (entro qualche minuto).',
  'views.noAddress':
    '{server} non ha un indirizzo presso il provider, quindi non si può chiedere al suo gioco chi sta giocando.',
  'views.unknownGame':
    'hostcord non sa quale gioco gira su {server}, quindi non può interrogarlo. Un admin può indicarlo con `/interroga-gioco imposta`.',
  'views.unknownGameCalled':
    'hostcord non sa quale gioco gira su {server} (il provider lo chiama «{game}»), quindi non può interrogarlo. Un admin può indicarlo con `/interroga-gioco imposta`.',
  'views.notQueryable': 'Su {server} gira {game}, che hostcord non può interrogare: {reason}.',
  'views.protocolUnsupported': 'il suo protocollo non è supportato',
  'views.queriesOffFor':
    'Le interrogazioni di gioco sono disattivate per {server} (`/interroga-gioco disattiva`); un admin può riattivarle con `/interroga-gioco auto`.',
  'views.silentNever':
    'Il gioco di {server} non risponde (non ha ancora mai risposto; interrogato {asked}: {error}).',
  'views.silentSince':
    'Il gioco di {server} non risponde (ultima risposta {answered}; interrogato {asked}: {error}).',
  'views.noAnswer': 'nessuna risposta',
  'views.noAnswerYet': 'Ancora nessuna risposta.',
  'views.namesHidden': 'Il gioco non dice chi sta giocando.',
  'views.nobody': 'Non sta giocando nessuno.',
  'views.andMore': {
    one: '{names} e {count} altro',
    many: '{names} e altri {count}',
    other: '{names} e altri {count}',
  },
  'views.map': 'Mappa',
  'views.version': 'Versione',
  'views.playersTitle': '{server}: Giocatori {players}',
  'views.answeredAt': 'Risposta del gioco {time}.',

  'views.unknownGameId':
    '{game} non è un id di gioco che hostcord conosce. Scegline uno dalla lista o scrivi l’id di gamedig (es. `minecraft`, `counterstrike2`).',
  'views.setOnRulePort':
    '{server}: hostcord lo interroga come {game} (`{id}`) sulla porta data dalla regola del gioco, dal prossimo aggiornamento.',
  'views.setOnPort':
    '{server}: hostcord lo interroga come {game} (`{id}`) sulla porta {port}, dal prossimo aggiornamento.',
  'views.cannotAsk': '⚠️ Però non può interrogare questo gioco: {reason}.',
  'views.offHere':
    '⚠️ Le interrogazioni di gioco sono disattivate su questo hostcord (`GAME_QUERY=off`): non viene chiesto nulla finché non vengono attivate.',
  'views.autoDetected': '{server}: il gioco viene di nuovo rilevato da quello del provider: {game} (`{id}`).',
  'views.autoUnknown':
    '{server}: di nuovo con il rilevamento, ma hostcord non conosce il gioco del provider ({game}): usa `/interroga-gioco imposta` per indicarlo.',
  'views.none': 'nessuno',
  'views.turnedOff':
    '{server}: al suo gioco non viene più inviato nulla (dal prossimo aggiornamento). `/interroga-gioco auto` lo riattiva.',
  'views.howOff': 'disattivato (`/interroga-gioco disattiva`)',
  'views.howSet': '`{id}` ({game}), impostato da un admin',
  'views.howDetected': '`{id}` ({game}), rilevato dal gioco del provider',
  'views.howUnknown': 'sconosciuto: usa `/interroga-gioco imposta`',
  'views.showGame': 'Gioco: {how}',
  'views.showPort': 'Porta di interrogazione: {port}',
  'views.showPortSet': 'Porta di interrogazione: {port} (impostata)',
  'views.lastAnswer': 'Ultima risposta: giocatori {players}, {time}, {latency} ms',
  'views.lastAnswerMissing': 'Ultima risposta: {reason}',

  // The words drawn inside the /history picture (src/history/render/).
  'views.chart.fallbackName': 'Server di gioco',
  'views.chart.period24h': 'ultime 24 ore (UTC)',
  'views.chart.period7d': 'ultimi 7 giorni (UTC)',
  'views.chart.period30d': 'ultimi 30 giorni (UTC)',
  'views.chart.subtitle': '{period} · uptime {uptime} · {incidents}',
  'views.chart.subtitlePeak': '{period} · uptime {uptime} · {incidents} · {peak}',
  'views.chart.cpu': 'CPU in % di un core',
  'views.chart.memoryPercent': 'Memoria in % dell’allocazione',
  'views.chart.memory': 'Memoria',
  'views.chart.down': 'Offline',
  'views.chart.incident': 'Incidente',
  'views.chart.noData': 'Nessun dato',
  'views.chart.players': 'Giocatori online',
  'views.chart.playersAxis': 'giocatori',
};
