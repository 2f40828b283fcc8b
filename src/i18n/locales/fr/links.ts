import type { AreaTranslation } from '../../translation.js';
import type { links as english } from '../en-US/links.js';

/** Linking, sharing and alert filters: /link, /links, /unlink, /share, /unshare, /servers, /alerts. */
export const links: AreaTranslation<typeof english> = {
  'links.linked':
    '**{server}** est lié → {channel}. Ses alertes y sont publiées, et les commandes de ce serveur Discord peuvent l’utiliser.',
  'links.renewed':
    'Lien renouvelé : **{server}** → {channel}. Ses alertes y sont publiées, et les commandes de ce serveur Discord peuvent l’utiliser.',
  'links.noteShared':
    'Ses propriétaires l’ont partagé avec ce serveur Discord ; ils peuvent y mettre fin avec `/ne-plus-partager`.',
  'links.noteProofCode': 'Il appartient maintenant à ce serveur Discord. Tu peux retirer le code de son nom.',
  'links.noteClaimed':
    'Il appartient maintenant à ce serveur Discord : les autres serveurs Discord ne peuvent l’utiliser qu’avec un code de partage (`/partager`).',
  'links.noteVerified':
    'Vérifié : il appartient maintenant à ce serveur Discord. Tu peux retirer le code de son nom.',
  'links.alreadyDone': 'Déjà fait : ce serveur appartient à ce serveur Discord et il est lié ici.',
  'links.missingPermissions':
    '⚠️ Il manque au bot {permissions} dans {channel}, donc il ne peut pas encore y publier d’alertes. Donne-lui ces permissions dans les réglages du salon.',
  'links.proof':
    'Personne n’a encore revendiqué le serveur {server}. Pour le lier ici, montre que tu le gères chez l’hébergeur :\n1. Dans le panel de l’hébergeur, ajoute **`{code}`** au nom du serveur (n’importe où) et enregistre.\n2. Appuie sur **Vérifier** avant {time} ({relative}). Le code marche une seule fois, seulement pour toi, seulement sur ce serveur Discord.\n3. Ensuite, retire le code du nom.',
  'links.verify': 'Vérifier',

  'links.notLinkable':
    'Ce serveur ne peut pas être lié ici. Choisis-en un dans la liste, ou vérifie son id. Si un autre serveur Discord l’utilise déjà, demande à ses admins un code de partage (`/partager`) et donne-le dans `code`.',
  'links.cantSee':
    'Le bot ne voit pas ce serveur. Vérifie l’id, et que le propriétaire du serveur y a bien installé le bot.',
  'links.wrongCode':
    'Ce code n’est pas valide. Vérifie qu’il n’y a pas de faute de frappe, ou demande-en un nouveau : les codes de partage viennent de `/partager` sur le serveur Discord à qui appartient le serveur de jeu.',
  'links.usedCode':
    'Ce code a déjà été utilisé : un code ne marche qu’une fois. Demande un nouveau code de partage, ou relance `/lier` pour un nouveau code de propriété.',
  'links.expiredCode':
    'Ce code a expiré (les codes de propriété durent 15 minutes, les codes de partage 24 heures). Demande un nouveau code de partage, ou relance `/lier` pour un nouveau code de propriété.',
  'links.otherServerCode':
    'Ce code a été fait pour un autre serveur de jeu. Donne l’id `serveur` qui allait avec le code.',
  'links.notYourCode':
    'Ce code de propriété a été fait pour un autre membre ou un autre serveur Discord. Lance toi-même `/lier` avec l’id du serveur pour avoir ton propre code.',
  'links.ownShareCode':
    'Ce code de partage est pour un autre serveur Discord : donne-le à un admin là-bas, qui lance `/lier` avec.',
  'links.voidCode':
    'Ce code de partage ne marche plus : le serveur Discord qui l’a créé ne possède plus le serveur de jeu. Demande un nouveau code à son propriétaire actuel.',
  'links.verifyNotYours':
    'Ce bouton Vérifier n’est pas pour toi, ou son code a expiré ou a déjà servi. Lance `/lier` avec l’id du serveur pour avoir ton propre code.',
  'links.codeNotInName':
    'hostcord a lu le nom du serveur chez l’hébergeur, et ton code n’y est pas encore. Mets le code dans le nom du serveur dans le panel de l’hébergeur, enregistre, puis appuie de nouveau sur **Vérifier** (dans les 15 minutes après ta demande).',
  'links.claimTaken':
    'Un autre serveur Discord vient de revendiquer ce serveur de jeu, il n’a donc pas été lié ici. Demande un code de partage à ses admins (`/partager`).',
  'links.onlyOwner':
    'Seul le serveur Discord à qui appartient **{server}** peut le partager ou mettre fin à ses partages : celui-ci l’utilise grâce à un partage.',

  'links.linkedTitle': 'Serveurs liés',
  'links.boardsTitle': 'Tableaux de statut',
  'links.stateInactive': '⏸️ inactif : le bot a été désinstallé de ce serveur chez l’hébergeur',
  'links.stateBroken':
    '⚠️ en panne : Discord a refusé nos messages dans ce salon ; corrige les permissions, puis relance `/lier`',
  'links.trustUnknown':
    "hostcord n'a pas pu vérifier auprès de Discord si ce serveur Discord est de confiance, donc il ne revendique rien. Réessaie dans une minute ; si ça continue, l'opérateur du bot doit regarder le journal.",
  'links.noLongerShared':
    '⛔ plus utilisable ici : le serveur Discord à qui il appartient a mis fin au partage (ou a lâché le serveur). Ses commandes et alertes sont arrêtées. Demande à ses admins un nouveau code de partage et lie-le avec ce code via `/lier`, ou retire-le avec `/délier`',
  'links.allAlerts': 'toutes les alertes',
  'links.filterCategories': 'catégories {list}',
  'links.filterTypes': 'types {list}',
  'links.filterSeverities': 'gravités {list}',
  'links.usedThroughShare':
    '{server} est utilisé ici grâce à un partage du serveur Discord à qui il appartient.',
  'links.sharedWith': '{server} est partagé avec {guilds}. `/ne-plus-partager` met fin à un partage.',
  'links.sharedBeforeShares': '{guild} (d’avant l’existence des partages : à vérifier)',
  'links.boardUpdated': 'mis à jour quand les serveurs changent',
  'links.boardBroken':
    '⚠️ en panne : corrige les permissions du salon, puis relance `/tableau créer` dans ce salon',
  'links.boardBrokenBecause':
    '⚠️ en panne ({reason}) : corrige les permissions du salon, puis relance `/tableau créer` dans ce salon',

  'links.notLinkedToChannel': 'Ce serveur n’est pas lié à {channel}.',
  'links.unlinkedFrom': '**{server}** n’est plus lié à {channel}.',
  'links.unlinkedFromChannels': {
    one: '**{server}** n’est plus lié à {count} salon.',
    many: '**{server}** n’est plus lié à {count} de salons.',
    other: '**{server}** n’est plus lié à {count} salons.',
  },
  'links.released': 'Il n’appartient plus à ce serveur Discord. Le lier à nouveau le revendique de zéro.',
  'links.releasedShares': {
    one: 'Il n’appartient plus à ce serveur Discord, et son partage avec {count} autre serveur Discord est terminé. Le lier à nouveau le revendique de zéro.',
    many: 'Il n’appartient plus à ce serveur Discord, et ses partages avec {count} d’autres serveurs Discord sont terminés. Le lier à nouveau le revendique de zéro.',
    other:
      'Il n’appartient plus à ce serveur Discord, et ses partages avec {count} autres serveurs Discord sont terminés. Le lier à nouveau le revendique de zéro.',
  },

  'links.shareAsk':
    'Partager **{server}** avec un autre serveur Discord ? Ses admins pourront alors le lier, et ses membres utiliser toutes les commandes que leurs admins autorisent dessus : redémarrage, arrêt, console, sauvegardes. Ses alertes y seront publiées aussi.\nToi seul peux répondre ; les boutons marchent jusqu’à {time}.',
  'links.shareCreate': 'Créer un code de partage',
  'links.shareAnswered': 'On a déjà répondu à cette question ; aucun deuxième code n’a été créé.',
  'links.shareCancelled': 'Annulé. Aucun code n’a été créé.',
  'links.shareCode':
    'Code de partage pour **{server}** : {code}\nDonne-le en privé à un admin de l’autre serveur Discord. Là-bas, il lance :\n`{command}`\nIl marche une fois, jusqu’à {time}. `/liens` montre ensuite le partage ici, et `/ne-plus-partager` y met fin à tout moment.',
  'links.notSharedWith':
    '**{server}** n’est pas partagé avec ce serveur Discord. `/liens` montre avec qui il est partagé.',
  'links.unshared':
    '**{server}** n’est plus partagé avec {guild} : à partir de maintenant, ses commandes y sont refusées et ses alertes n’y sont plus publiées.',

  'links.serverLine': '**{server}** — {status}, alimentation {power}',
  'links.notVisible': '{server} — plus visible pour le bot (a-t-il été désinstallé ?)',
  'links.noneYet': 'Aucun pour l’instant.',
  'links.unlinkedTitle': 'Liés nulle part pour l’instant (utilise /lier)',
  'links.noneLinkable':
    'Aucun que tu peux lier directement. Pour lier un de tes serveurs, lance `/lier` avec son id (depuis le panel de l’hébergeur) : hostcord te demande de prouver que tu le gères. Un serveur qu’un autre serveur Discord utilise demande un code de partage de ses admins.',

  'links.alreadyAnswered': 'C’était déjà confirmé ; rien n’a été renvoyé.',
  'links.auditUnavailable':
    'hostcord n’a pas pu écrire cette action dans son journal d’audit (sa base de données refuse les écritures : le disque est peut-être plein ou en lecture seule), donc rien n’a été envoyé au serveur. Préviens un admin du bot et réessaie une fois le problème réglé.',
  'links.pageNewer': '◀ Plus récent',
  'links.pageOlder': 'Plus ancien ▶',
  'links.pagesExpired': 'Ces pages ont expiré. Relance la commande.',
};
