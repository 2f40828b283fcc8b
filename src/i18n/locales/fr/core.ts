import type { AreaTranslation } from '../../translation.js';
import type { core as english } from '../en-US/core.js';

/** The language command, refusals, permissions, storage, limits and /status. */
export const core: AreaTranslation<typeof english> = {
  'language.current': 'hostcord parle {language} sur ce serveur Discord.',
  'language.currentDefault':
    'hostcord parle {language} sur ce serveur Discord (la langue du serveur dans Discord ; les admins peuvent en choisir une autre avec `/langue langue:`).',
  'language.set':
    'Désormais, hostcord parle {language} sur ce serveur Discord : alertes, tableaux et annonces en jeu. Les membres dont Discord est réglé sur une autre langue parlée par hostcord reçoivent leurs réponses dans la leur.',
  'language.needsManageServer':
    'Il te faut la permission « Gérer le serveur » pour changer la langue de hostcord ici. `/langue` sans choix indique la langue actuelle.',

  'refusal.forgedButton': 'Ce bouton ne vient pas de hostcord.',
  'refusal.unsignedButton':
    "Ce bouton vient d'une ancienne version de hostcord et ne marche plus. Relance la commande.",
  'refusal.guildOnly': 'Les commandes de hostcord marchent sur un serveur Discord, pas en messages privés.',
  'refusal.notAllowedHere':
    "hostcord n'est pas activé pour ce serveur Discord. Son opérateur peut ajouter l'ID de ce serveur à ALLOWED_GUILD_IDS.",
  'refusal.unknownCommand': 'Cette version de hostcord ne connaît pas cette commande.',
  'refusal.notLinkedHere':
    "Ce serveur n'est pas lié ici. Choisis-en un dans la liste, ou demande à un admin de le lier avec `/lier`.",
  'refusal.noneLinked':
    "Aucun serveur de jeu n'est encore lié à ce serveur Discord. Un admin peut en lier un avec `/lier`.",
  'refusal.pickOne': "Plusieurs serveurs sont liés ici : choisis-en un avec l'option `serveur`.",
  'refusal.staleButton': 'Ce bouton ne marche plus. Relance la commande.',
  'refusal.staleButtonOf': 'Ce bouton ne marche plus. Relance `{command}`.',
  'refusal.failed':
    'Un problème est survenu du côté de hostcord. Réessaie ; si ça continue, donne cette référence à un admin : `{reference}`.',
  'refusal.powerCooldown': {
    one: "Tu viens d'envoyer une action d'alimentation. Attends {count} seconde avant la suivante.",
    many: "Tu viens d'envoyer une action d'alimentation. Attends {count} de secondes avant la suivante.",
    other: "Tu viens d'envoyer une action d'alimentation. Attends {count} secondes avant la suivante.",
  },

  'access.channel':
    '`/{command}` est désactivée dans ce salon ({integrations}), donc ses boutons ne marchent pas ici. Utilise-la dans un salon où elle est autorisée.',
  'access.override':
    'Un admin a désactivé `/{command}` pour toi dans {integrations}, donc ses boutons ne marchent pas non plus pour toi. Demande à un admin si tu devrais y avoir accès.',
  'access.permission':
    "Il te faut la permission « {permission} » pour utiliser les boutons et menus de `/{command}`, ou un admin peut l'autoriser pour toi ou ton rôle dans {integrations}.",
  'access.admin':
    "Il faut être admin pour utiliser les boutons et menus de `/{command}`, ou un admin peut l'autoriser pour toi ou ton rôle dans {integrations}.",
  'access.integrations': 'Paramètres du serveur → Intégrations → hostcord',
  'access.manageServer': 'Gérer le serveur',
  'access.administrator': 'Administrateur',

  'storage.full':
    "hostcord ne peut rien enregistrer pour l'instant : le disque de sa base de données est plein. Rien n'a été fait, rien n'a été envoyé au serveur de jeu. Préviens un admin du bot et réessaie une fois de la place libérée.",
  'storage.read-only':
    "hostcord ne peut rien enregistrer pour l'instant : sa base de données est en lecture seule. Rien n'a été fait, rien n'a été envoyé au serveur de jeu. Préviens un admin du bot et réessaie quand elle sera de nouveau accessible en écriture.",
  'storage.failing':
    "hostcord ne peut rien enregistrer pour l'instant : sa base de données est en panne ou injoignable. Rien n'a été fait, rien n'a été envoyé au serveur de jeu. Préviens un admin du bot et réessaie plus tard.",

  'limit.boardsPerGuild':
    'Limite atteinte : tableaux de statut par serveur Discord ({limit}). Ce serveur Discord en a déjà autant ; supprimes-en un avec `/tableau supprimer` d’abord. Un seul tableau montre tous les serveurs liés.',
  'limit.schedulesPerServer':
    'Limite atteinte : planifications par serveur ({limit}). Ce serveur en a déjà autant sur ce serveur Discord : `/planning liste` les montre, `/planning supprimer` fait de la place.',
  'limit.schedulesPerGuild':
    'Limite atteinte : planifications par serveur Discord ({limit}). Ce serveur Discord en a déjà autant : `/planning liste` les montre, `/planning supprimer` fait de la place.',
  'limit.draftsPerMember':
    'Limite atteinte : questions de redémarrage ouvertes par membre ({limit}). Réponds à une de tes questions `/redémarrer dans:` (Planifier le redémarrage ou Annuler), ou attends une minute qu’elles expirent.',
  'limit.proofCodesPerMember':
    'Limite atteinte : codes de propriété ouverts par membre ({limit}). Utilise un de tes codes (mets-le dans le nom du serveur, puis appuie sur Vérifier), ou attends qu’ils expirent, 15 minutes après ta demande.',
  'limit.proofCodesPerGuild':
    'Limite atteinte : codes de propriété ouverts par serveur Discord ({limit}). Utilise un des codes de ce serveur Discord, ou attends qu’ils expirent, 15 minutes après la demande.',
  'limit.shareCodesPerMember':
    'Limite atteinte : codes de partage ouverts par membre ({limit}). Attends qu’un de tes codes de partage soit utilisé ou expire, 24 heures après sa création.',
  'limit.shareCodesPerGuild':
    'Limite atteinte : codes de partage ouverts par serveur Discord ({limit}). Attends qu’un des codes de partage de ce serveur Discord soit utilisé ou expire, 24 heures après sa création.',
  'limit.codeCooldownMs':
    'Limite atteinte : un code par membre toutes les {every}. Attends {wait}, puis redemande.',
  'limit.historyCooldownMs':
    'Limite atteinte : un graphique par membre toutes les {every}. Attends {wait}, puis redemande.',

  'status.game': 'Jeu',
  'status.status': 'Statut',
  'status.power': 'Alimentation',
  'status.address': 'Adresse',
  'status.location': 'Emplacement',
  'status.cpu': 'CPU',
  'status.memory': 'Mémoire',
  'status.disk': 'Disque',
  'status.network': 'Réseau',
  'status.uptime': 'En ligne depuis',
  'status.unknown': 'inconnu',
  'status.ofLimit': '{used} sur {limit}',
  'status.suspended': 'Suspendu',
  'status.suspendedText': "Le serveur est suspendu chez l'hébergeur.",
  'status.liveUsage': 'Utilisation en direct',
  'status.notAvailable': 'Indisponible : {reason}',
  'status.panelSilent': "le panel n'a pas répondu.",
  'status.players': 'Joueurs',
  'status.playersOnline': 'Joueurs {online}/{max}',
  'status.playersOnMap': 'Joueurs {online}/{max} · carte {map}',
  'status.uptimeSeen': 'Disponibilité vue par hostcord',
  'status.uptimeFigures': '24 h {day} · 7 j {week} · 30 j {month}',
  'status.noData': 'pas de données',
  'status.noUptimeYet':
    'Pas encore de données : hostcord ne surveille pas ce serveur depuis assez longtemps. Reviens dans quelques minutes.',
  'status.footer': 'Serveur {id}',
  'status.refresh': 'Actualiser',

  // Discord's own names of its permissions, as its client shows them in this language.
  'permission.viewChannel': 'Voir le salon',
  'permission.sendMessages': 'Envoyer des messages',
  'permission.embedLinks': 'Intégrer des liens',
  'permission.readMessageHistory': 'Voir les anciens messages',
};
