import type { AreaTranslation } from '../../translation.js';
import type { alerts as english } from '../en-US/alerts.js';

/** Alerts and digests posted in linked channels, and the test alert. */
export const alerts: AreaTranslation<typeof english> = {
  'alerts.field.server': 'Serveur',
  'alerts.field.event': 'Événement',
  'alerts.field.severity': 'Gravité',
  'alerts.field.source': 'Source',
  'alerts.source.api': 'panel/API',
  'alerts.timeUnknown': 'heure inconnue',
  'alerts.unknownServer': 'serveur inconnu',
  'alerts.delayed': 'En retard : survenu {duration} avant sa publication',
  'alerts.installed.title': 'hostcord a été installé sur {server}',
  'alerts.installed.scopes': 'Autorisations',
  'alerts.installed.events': 'Événements',
  'alerts.installed.status': 'Statut',
  'alerts.removed.title': 'hostcord a été retiré de {server}',
  'alerts.removed.description':
    "Les alertes de ce serveur s'arrêtent ici jusqu'à ce que le bot y soit réinstallé.",
  'alerts.digest.title': {
    one: '{count} alerte (la plus ancienne d’abord)',
    many: '{count} d’alertes (les plus anciennes d’abord)',
    other: '{count} alertes (les plus anciennes d’abord)',
  },
  'alerts.digest.titleOf': {
    one: '{count} alerte · {server} (la plus ancienne d’abord)',
    many: '{count} d’alertes · {server} (les plus anciennes d’abord)',
    other: '{count} alertes · {server} (les plus anciennes d’abord)',
  },
  'alerts.digest.delayed': 'en retard',
  'alerts.digest.installed': 'hostcord a été installé',
  'alerts.digest.removed': 'hostcord a été retiré : fin des alertes',
  'alerts.test.title': '🧪 TEST · Alerte de test : les alertes de ce serveur arrivent dans ce salon',
  'alerts.test.footer': 'alerte de test hostcord',
  'alerts.test.byMember':
    "Rien ne s'est passé sur le serveur : c'est un test, envoyé avec {command} par <@{user}>.",
  'alerts.test.byScript': "Rien ne s'est passé sur le serveur : c'est un test, envoyé avec {script}.",
  'alerts.test.filtered':
    'Ici, les vraies alertes suivent les filtres de ce lien ({filters}) ; ce test les ignore.',
  'alerts.test.unfiltered':
    'Ici, les vraies alertes suivent les filtres de ce lien (aucun : toutes les alertes) ; ce test les ignore.',
  'alerts.test.filterCategories': 'catégories {values}',
  'alerts.test.filterTypes': 'types {values}',
  'alerts.test.filterSeverities': 'gravités {values}',
  'alerts.test.mentionsEvery': 'Les vraies alertes mentionnent <@&{role}> à chaque alerte.',
  'alerts.test.mentionsSeverities':
    'Les vraies alertes mentionnent <@&{role}> pour les gravités {severities}.',
  'alerts.test.mentionsNobody': 'Les vraies alertes ne mentionnent personne.',
  'alerts.test.reply': 'Alerte de test pour {server} :',
  'alerts.test.posted': 'alerte de test envoyée',
  'alerts.test.postedBroken':
    'alerte de test envoyée ; le lien est toujours marqué cassé : relance {command} pour que les vraies alertes y reviennent',
  'alerts.test.postedInactive':
    "alerte de test envoyée ; le lien est inactif (le bot est désinstallé du serveur), les vraies alertes attendent donc qu'il soit réinstallé",
  'alerts.test.refused':
    '{reason} ; donne au bot « Voir le salon », « Envoyer des messages » et « Intégrer des liens » dans ce salon',
  'alerts.test.notTaken': "Discord ne l'a pas prise ({reason}) ; réessaie dans une minute",
  'alerts.reply.notLinkedTo':
    "{server} n'est pas lié à <#{channel}>. Lie-le d'abord là-bas avec `{command}`.",
  'alerts.reply.severalChannels':
    "{server} poste dans plusieurs salons ({channels}) : choisis-en un avec l'option `{option}`.",
  'alerts.reply.broken':
    "{server} → <#{channel}> est cassé (Discord a refusé nos messages). Corrige les permissions du salon et relance d'abord `{command}`.",
  'alerts.reply.inactive':
    "{server} → <#{channel}> est inactif : le bot a été désinstallé de ce serveur. Ses filtres pourront être changés une fois qu'il sera réinstallé.",
  'alerts.reply.listError': '`{option}` : {error}',
  'alerts.reply.giveFilter':
    'Indique `{categories}`, `{types}` ou `{severities}` (valeurs séparées par des virgules ; `all` retire un filtre).',
  'alerts.reply.giveRole': 'Choisis le `{role}` à mentionner pour ces gravités.',
  'alerts.reply.noEveryone': 'Les alertes ne peuvent pas mentionner @everyone : choisis un rôle.',
  'alerts.reply.notMentionable':
    "⚠️ <@&{role}> n'est pas mentionnable : les alertes le nommeront sans notifier personne. Autorise tout le monde à le mentionner (paramètres du rôle) ou donne au bot « Mentionner @everyone, @here et tous les rôles ».",
  'alerts.list.allCombined': '`all` ne peut pas être combiné avec d’autres valeurs.',
  'alerts.list.tooMany': '{max} valeurs au plus par liste.',
  'alerts.list.tooLong': 'Une valeur peut avoir {max} caractères au plus.',
  'alerts.list.controlCharacters': 'Les valeurs ne peuvent pas contenir de caractères de contrôle.',
  'alerts.link.line': '{server} → <#{channel}>',
  'alerts.link.lineBroken': '{server} → <#{channel}> (cassé)',
  'alerts.link.lineInactive': '{server} → <#{channel}> (inactif)',
  'alerts.link.all': 'toutes',
  'alerts.link.mentionsEvery': 'Mentions : <@&{role}> à chaque alerte',
  'alerts.link.mentionsSeverities': 'Mentions : <@&{role}> pour les gravités {severities}',
  'alerts.link.mentionsNobody': 'Mentions : personne',
  'alerts.show.title': "Filtres d'alertes",
  'alerts.show.seen': "Valeurs vues jusqu'ici dans les événements",
  'alerts.show.seenCategories': 'Catégories : {values}',
  'alerts.show.seenTypes': 'Types : {values}',
  'alerts.show.seenSeverities': 'Gravités : {values}',

  // Why Discord refused a channel or a message, as /links, /board and the doctor show a stored reason.
  'alerts.failure.missingAccess': 'le bot ne voit pas le salon (Missing Access)',
  'alerts.failure.missingPermissions':
    "le bot n'a pas le droit d'y publier ou d'y intégrer (Missing Permissions)",
  'alerts.failure.unknownChannel': "le salon n'existe plus (Unknown Channel)",
  'alerts.failure.channelRefused': 'Discord a refusé le salon : {message} ({status})',
  'alerts.failure.messageRejected': 'Discord a rejeté le message : {message} ({status})',
};
