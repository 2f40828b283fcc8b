import type { AreaTranslation } from '../../translation.js';
import type { controls as english } from '../en-US/controls.js';

/** The buttons and selects on alerts and incidents, silences and acknowledgements. */
export const controls: AreaTranslation<typeof english> = {
  'controls.status': 'Statut',
  'controls.history': 'Historique',
  'controls.restart': 'Redémarrer',
  'controls.acknowledge': 'Je m’en occupe',
  'controls.silence': 'Mettre en sourdine',
  'controls.silenceFor1h': '1 h',
  'controls.silenceFor4h': '4 h',
  'controls.silenceForIncident': 'jusqu’à la fin de l’incident',
  'controls.unsilenceServer': 'Réactiver {server}',
  'controls.pickServer': 'Choisir un serveur…',

  'controls.pick': '**{server}** : que faire ?',
  'controls.restartUnderway':
    'Un redémarrage de **{server}** envoyé par hostcord est encore en cours. Redémarrer remarche une fois le serveur relancé (ou après 10 minutes).',
  'controls.noIncident':
    '**{server}** n’a pas d’incident ouvert. Choisis 1 h ou 4 h pour mettre ses alertes en sourdine ici.',
  'controls.notInChannel':
    'Les alertes de ce serveur ne sont plus publiées dans ce salon : il n’y a rien à mettre en sourdine ici.',
  'controls.silencedUntil':
    'Les alertes de **{server}** dans {channel} sont en sourdine jusqu’à {until} ({relative}). Ses alertes et messages d’incident sont retenus, puis cités dans un seul résumé à la fin ; `{command}` l’affiche et propose Réactiver.',
  'controls.silencedUntilResolved':
    'Les alertes de **{server}** dans {channel} sont en sourdine jusqu’à la fin de l’incident. Ses alertes et messages d’incident sont retenus, puis cités dans un seul résumé à la fin ; `{command}` l’affiche et propose Réactiver.',
  'controls.notSilenced': 'Cette sourdine est déjà terminée.',
  'controls.unsilenced':
    'Les alertes de **{server}** dans {channel} ne sont plus en sourdine. Ce qui a été retenu est publié maintenant dans un seul résumé.',
  'controls.noSuchIncident': 'hostcord ne connaît plus cet incident.',
  'controls.resolved': 'Cet incident est terminé : il n’y a plus rien à faire.',
  'controls.onIt': '{user} s’en occupe depuis {since} ({relative}).',
  'controls.acknowledged': 'Tu t’en occupes : les messages de l’incident l’indiquent.',

  'controls.silencedNote':
    '🔕 en sourdine jusqu’à {until} par {user} : alertes et messages d’incident retenus, puis cités dans un seul résumé',
  'controls.silencedNoteResolved':
    '🔕 en sourdine jusqu’à la fin de l’incident par {user} : alertes et messages d’incident retenus, puis cités dans un seul résumé',

  'controls.summaryTitle': {
    one: '{count} alerte de {server} retenue pendant la sourdine',
    many: '{count} d’alertes de {server} retenues pendant la sourdine',
    other: '{count} alertes de {server} retenues pendant la sourdine',
  },
  'controls.summaryHeld': 'En sourdine de {from} à {to}. Ce qui s’est passé entre-temps :',
  'controls.summaryMore': {
    one: '…et {count} autre alerte d’autres types',
    many: '…et {count} d’autres alertes d’autres types',
    other: '…et {count} autres alertes d’autres types',
  },
  'controls.summaryInstalled': 'hostcord a été installé',
  'controls.summaryRemoved': 'hostcord a été retiré',
  'controls.summaryDown': 'Incident : hors ligne de {from} à {to} ({duration})',
  'controls.summaryStillDown':
    'Incident : hors ligne depuis {since}, toujours ouvert (son message est publié maintenant)',
  'controls.summaryNotAnswering': 'Incident : le jeu n’a pas répondu de {from} à {to} ({duration})',
  'controls.summaryStillNotAnswering':
    'Incident : le jeu ne répond plus depuis {since}, toujours ouvert (son message est publié maintenant)',
};
