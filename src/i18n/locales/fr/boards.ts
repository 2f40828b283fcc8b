import type { AreaTranslation } from '../../translation.js';
import type { boards as english } from '../en-US/boards.js';

/** Status boards, incident messages and ownership notices posted in channels. */
export const boards: AreaTranslation<typeof english> = {
  'boards.title': 'Serveurs de jeu',
  'boards.titleRange': 'Serveurs de jeu ({first}–{last} sur {total})',
  'boards.titleContinued': 'Serveurs de jeu, suite ({first}–{last} sur {total})',
  'boards.countUp': { one: '{count} en ligne', many: '{count} en ligne', other: '{count} en ligne' },
  'boards.countStarting': {
    one: '{count} démarre',
    many: '{count} démarrent',
    other: '{count} démarrent',
  },
  'boards.countStopping': {
    one: "{count} s'arrête",
    many: "{count} s'arrêtent",
    other: "{count} s'arrêtent",
  },
  'boards.countDown': { one: '{count} hors ligne', many: '{count} hors ligne', other: '{count} hors ligne' },
  'boards.countOther': { one: '{count} autre', many: '{count} autres', other: '{count} autres' },
  'boards.providerRefused':
    "⚠️ L'hébergeur refuse le **token** de hostcord depuis {since} (l'opérateur en met un valide dans HOSTING_TOKEN) : derniers états connus, utilisation masquée.",
  'boards.providerUnreachable':
    "⚠️ L'hébergeur est injoignable depuis {since} : derniers états connus, utilisation masquée.",
  'boards.nothingLinked':
    "Aucun serveur de jeu n'est encore lié à ce serveur Discord. Un admin peut en lier un avec `/lier` ; il apparaît ici à la prochaine actualisation.",
  'boards.up': 'en ligne',
  'boards.upSince': 'en ligne depuis {since}',
  'boards.downSince': 'hors ligne depuis {since}',
  'boards.lastKnown': 'dernier état : {state}',
  'boards.usage': '📊 CPU {cpu}/{cpuLimit} % · RAM {memory}/{memoryLimit}',
  'boards.manage': 'Gérer…',
  'boards.statusPage': 'Page de statut',

  'boards.incidentOpen': '🚨 Incident en cours, alerte envoyée {since}',
  'boards.incidentLast': '⚠️ Dernier incident {when}, coupé {duration}',
  'boards.players': '👥 {online}/{max}',
  'boards.gameSilent': '🧊 Le jeu ne répond plus depuis {since}',
  'boards.uptime': '📈 Dispo 24 h {day} · 7 j {week} · 30 j {month}',

  'boards.downTitle': 'Le serveur {server} est hors ligne',
  'boards.down':
    "Hors ligne depuis {since} ({ago}). Aucun arrêt, kill ou redémarrage n'a été envoyé via hostcord.",
  'boards.recoveredTitle': 'Le serveur {server} est de retour',
  'boards.recovered': 'De retour après {duration} : hors ligne de {from} à {to}.',
  'boards.silentTitle': 'Le serveur {server} ne répond plus',
  'boards.silent':
    "Le panel dit qu'il tourne, mais le jeu ne répond plus depuis {since} ({ago}) : personne ne peut se connecter. Aucun arrêt, kill ou redémarrage n'a été envoyé via hostcord.",
  'boards.answersTitle': 'Le serveur {server} répond à nouveau',
  'boards.answers': 'Le jeu répond à nouveau après {duration} : muet de {from} à {to}.',
  'boards.lastActivity': 'Dernière activité avant la panne',
  'boards.onIt': "S'en occupe",
  'boards.onItSince': '{member} depuis {since} ({ago})',

  'boards.claimedProof':
    "🔒 {server} appartient maintenant à ce serveur Discord (contrôle prouvé chez l'hébergeur par {member}). Les autres serveurs Discord ne peuvent l'utiliser qu'avec un code de partage de `/partager`.",
  'boards.claimedLinked':
    "🔒 {server} appartient maintenant à ce serveur Discord (lié ici par {member}). Les autres serveurs Discord ne peuvent l'utiliser qu'avec un code de partage de `/partager`.",
  'boards.shared':
    "🔗 {server} est maintenant partagé avec {guild} (code de partage utilisé par {member}) : ses membres peuvent l'utiliser avec les permissions fixées par leurs admins. `/ne-plus-partager` y met fin.",
  'boards.unshared': "{server} n'est plus partagé avec {guild} (arrêté par {member}).",
  'boards.released':
    "{server} n'appartient plus à ce serveur Discord : {member} a retiré son dernier lien ici.",
  'boards.releasedShares': {
    one: "{server} n'appartient plus à ce serveur Discord : {member} a retiré son dernier lien ici, ce qui met aussi fin à son partage avec {count} autre serveur Discord.",
    many: "{server} n'appartient plus à ce serveur Discord : {member} a retiré son dernier lien ici, ce qui met aussi fin à son partage avec {count} autres serveurs Discord.",
    other:
      "{server} n'appartient plus à ce serveur Discord : {member} a retiré son dernier lien ici, ce qui met aussi fin à son partage avec {count} autres serveurs Discord.",
  },
  'boards.guildGone': 'un serveur Discord dont le bot est parti ({id})',

  'boards.noBoard': "Il n'y a pas de tableau de statut dans {channel}.",
  'boards.noBoardYet':
    "Il n'y a pas de tableau de statut dans {channel}. Poste d'abord un tableau là-bas avec `/tableau créer`.",
  'boards.removed': 'Tableau de statut retiré de {channel}.',
  'boards.botLacks':
    'Il manque au bot {permissions} dans {channel}. Donne-les-lui dans les permissions du salon, puis relance `/tableau créer`.',
  'boards.refused':
    'Discord a refusé le tableau dans {channel} ({reason}). Corrige les permissions du salon, puis relance `/tableau créer`.',
  'boards.noReason': 'sans raison donnée',
  'boards.posted': 'Tableau de statut posté dans {channel} : {url}',
  'boards.saved':
    "Le tableau de statut de {channel} est enregistré ; Discord est lent à répondre, il apparaîtra dès que Discord l'aura pris.",
  'boards.postedHow':
    'Il montre tous les serveurs liés à ce serveur Discord et se met à jour tout seul ; `/tableau supprimer` le supprime.',
  'boards.grantHistory':
    '⚠️ Donne aussi au bot « Voir les anciens messages » dans {channel} : un tableau supprimé sera alors repéré et reposté à la prochaine actualisation, pas seulement à son prochain changement.',
  'boards.pagesOff':
    "Les pages de statut sont désactivées : l'opérateur règle PUBLIC_URL sur l'adresse où joindre hostcord (ex. https://status.example.org), puis `/tableau publier` marche. Rien n'a été publié.",
  'boards.published': 'La page de statut de {channel} est publique : {url}',
  'boards.publishedNames':
    'Toute personne qui a cette adresse peut la voir ; le tableau a un bouton « Page de statut » qui y mène. Elle liste les noms des joueurs en ligne.',
  'boards.publishedCounts':
    'Toute personne qui a cette adresse peut la voir ; le tableau a un bouton « Page de statut » qui y mène. Elle montre le nombre de joueurs, pas les noms (`noms:True` pour les lister).',
  'boards.publishedAgain':
    "Republier donne une nouvelle adresse (l'ancienne ne marche plus) ; `/tableau dépublier` la retire.",
  'boards.notPublished': "Le tableau de {channel} n'a pas de page de statut publique.",
  'boards.unpublished':
    'La page de statut de {channel} est retirée : son adresse répond « introuvable » à partir de maintenant.',
  'boards.panel': '**{server}** est {state}. Redémarrer et Arrêter te demandent de confirmer avant.',
  'boards.panelUnknown': '**{server}**. Redémarrer et Arrêter te demandent de confirmer avant.',
  'boards.start': 'Démarrer',
  'boards.restart': 'Redémarrer',
  'boards.stop': 'Arrêter',

  'boards.languageCooldown':
    'Limite atteinte : un changement de langue par serveur Discord toutes les {every}. Attends {wait}, puis recommence.',
};
