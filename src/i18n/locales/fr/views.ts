import type { AreaTranslation } from '../../translation.js';
import type { views as english } from '../en-US/views.js';

/** What members look at: /activity, /deployments, /history, /players, /gamequery, /board replies. */
export const views: AreaTranslation<typeof english> = {
  'views.activityTitle': 'Activité — {server}',
  'views.activityEmpty': 'Aucune activité sur cette page.',
  'views.activityFooter': 'Page {page} · les plus récents d’abord',
  'views.deploymentsTitle': 'Déploiements — {server}',
  'views.deploymentsEmpty': 'Aucun déploiement sur cette page.',
  'views.deploymentsFooter': 'Page {page}',
  'views.deployment': 'déploiement',
  'views.timeUnknown': 'heure inconnue',
  'views.yes': 'oui',
  'views.no': 'non',

  'views.historyNoData': 'Pas encore de données pour {server}, reviens dans quelques minutes.',
  'views.historyTitle24h': '{server} : dernières 24 heures',
  'views.historyTitle7d': '{server} : 7 derniers jours',
  'views.historyTitle30d': '{server} : 30 derniers jours',
  'views.historySummary': 'Disponibilité **{uptime}** · **{incidents}**',
  'views.historySummaryPeak': 'Disponibilité **{uptime}** · **{incidents}** · **{peak}**',
  'views.incidents': { one: '{count} incident', many: '{count} d’incidents', other: '{count} incidents' },
  'views.peak': {
    one: 'pic de {count} joueur',
    many: 'pic de {count} de joueurs',
    other: 'pic de {count} joueurs',
  },
  'views.historyFooter':
    'CPU en % d’un cœur et mémoire au fil du temps ; rouge : hors ligne, orange : incident, gris : pas de données',
  'views.historyFooterPlayers':
    'CPU en % d’un cœur, mémoire et joueurs en ligne au fil du temps ; rouge : hors ligne, orange : incident, gris : pas de données',

  'views.queriesOff':
    'Les requêtes de jeu sont désactivées sur ce hostcord (`GAME_QUERY=off`) : rien n’est demandé au jeu de {server}.',
  'views.notAskedYet':
    'hostcord n’a pas encore interrogé le jeu de {server} ; il le fera à la prochaine actualisation (d’ici quelques minutes).',
  'views.noAddress':
    '{server} n’a pas d’adresse chez l’hébergeur, donc on ne peut pas demander à son jeu qui joue.',
  'views.unknownGame':
    'hostcord ne sait pas à quel jeu tourne {server}, il ne peut donc pas l’interroger. Un admin peut le lui dire avec `/requête-jeu définir`.',
  'views.unknownGameCalled':
    'hostcord ne sait pas à quel jeu tourne {server} (l’hébergeur l’appelle « {game} »), il ne peut donc pas l’interroger. Un admin peut le lui dire avec `/requête-jeu définir`.',
  'views.notQueryable': '{server} fait tourner {game}, que hostcord ne peut pas interroger : {reason}.',
  'views.protocolUnsupported': 'son protocole n’est pas pris en charge',
  'views.queriesOffFor':
    'Les requêtes de jeu sont désactivées pour {server} (`/requête-jeu désactiver`) ; un admin peut les réactiver avec `/requête-jeu auto`.',
  'views.silentNever':
    'Le jeu de {server} ne répond pas (il n’a encore jamais répondu ; interrogé {asked} : {error}).',
  'views.silentSince':
    'Le jeu de {server} ne répond pas (dernière réponse {answered} ; interrogé {asked} : {error}).',
  'views.noAnswer': 'pas de réponse',
  'views.noAnswerYet': 'Pas encore de réponse.',
  'views.namesHidden': 'Le jeu ne dit pas qui joue.',
  'views.nobody': 'Personne ne joue.',
  'views.andMore': {
    one: '{names} et {count} autre',
    many: '{names} et {count} d’autres',
    other: '{names} et {count} autres',
  },
  'views.map': 'Carte',
  'views.version': 'Version',
  'views.playersTitle': '{server} : Joueurs {players}',
  'views.answeredAt': 'Réponse du jeu {time}.',

  'views.unknownGameId':
    '{game} n’est pas un id de jeu que hostcord connaît. Choisis-en un dans la liste, ou tape l’id de gamedig (par ex. `minecraft`, `counterstrike2`).',
  'views.setOnRulePort':
    '{server} : hostcord l’interroge comme {game} (`{id}`) sur le port donné par la règle du jeu, dès la prochaine actualisation.',
  'views.setOnPort':
    '{server} : hostcord l’interroge comme {game} (`{id}`) sur le port {port}, dès la prochaine actualisation.',
  'views.cannotAsk': '⚠️ Il ne peut pas interroger ce jeu, par contre : {reason}.',
  'views.offHere':
    '⚠️ Les requêtes de jeu sont désactivées sur ce hostcord (`GAME_QUERY=off`) : rien n’est demandé tant qu’elles ne sont pas activées.',
  'views.autoDetected':
    '{server} : le jeu est de nouveau détecté à partir de celui de l’hébergeur : {game} (`{id}`).',
  'views.autoUnknown':
    '{server} : retour à la détection, mais hostcord ne connaît pas le jeu de l’hébergeur ({game}) : utilise `/requête-jeu définir` pour le lui dire.',
  'views.none': 'aucun',
  'views.turnedOff':
    '{server} : plus rien n’est envoyé à son jeu (dès la prochaine actualisation). `/requête-jeu auto` le réactive.',
  'views.howOff': 'désactivé (`/requête-jeu désactiver`)',
  'views.howSet': '`{id}` ({game}), défini par un admin',
  'views.howDetected': '`{id}` ({game}), détecté à partir du jeu de l’hébergeur',
  'views.howUnknown': 'inconnu : utilise `/requête-jeu définir`',
  'views.showGame': 'Jeu : {how}',
  'views.showPort': 'Port de requête : {port}',
  'views.showPortSet': 'Port de requête : {port} (défini)',
  'views.lastAnswer': 'Dernière réponse : joueurs {players}, {time}, {latency} ms',
  'views.lastAnswerMissing': 'Dernière réponse : {reason}',

  // The words drawn inside the /history picture (src/history/render/).
  'views.chart.fallbackName': 'Serveur de jeu',
  'views.chart.period24h': 'dernières 24 heures (UTC)',
  'views.chart.period7d': '7 derniers jours (UTC)',
  'views.chart.period30d': '30 derniers jours (UTC)',
  'views.chart.subtitle': '{period} · disponibilité {uptime} · {incidents}',
  'views.chart.subtitlePeak': '{period} · disponibilité {uptime} · {incidents} · {peak}',
  'views.chart.cpu': 'CPU en % d’un cœur',
  'views.chart.memoryPercent': 'Mémoire en % de l’allocation',
  'views.chart.memory': 'Mémoire',
  'views.chart.down': 'Hors ligne',
  'views.chart.incident': 'Incident',
  'views.chart.noData': 'Pas de données',
  'views.chart.players': 'Joueurs en ligne',
  'views.chart.playersAxis': 'joueurs',
};
