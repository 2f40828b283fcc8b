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
};
