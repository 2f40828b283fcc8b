import type { AreaTranslation } from '../../translation.js';
import type { doctor as english } from '../en-US/doctor.js';

/** The doctor's findings (/doctor and `npm run doctor` as Discord members read them). */
export const doctor: AreaTranslation<typeof english> = {
  'doctor.title.problems': {
    one: '{count} problème à régler',
    many: '{count} de problèmes à régler',
    other: '{count} problèmes à régler',
  },
  'doctor.title.warnings': {
    one: '{count} avertissement',
    many: "{count} d'avertissements",
    other: '{count} avertissements',
  },
  'doctor.title.fine': 'Tout a l’air bon',
  'doctor.notShown': {
    one: '{count} autre constat non affiché : npm run doctor les affiche tous',
    many: "{count} d'autres constats non affichés : npm run doctor les affiche tous",
    other: '{count} autres constats non affichés : npm run doctor les affiche tous',
  },

  'doctor.area.configuration': 'configuration',
  'doctor.area.database': 'base de données',
  'doctor.area.providerToken': "jeton de l'hébergeur",
  'doctor.area.discord': 'discord',
  'doctor.area.webhook': 'webhook',
  'doctor.area.events': 'événements',
  'doctor.area.installations': 'installations',
  'doctor.area.links': 'liaisons',
  'doctor.area.server': 'serveur {server}',
  'doctor.area.gameQuery': 'interrogation du jeu',
  'doctor.area.boards': 'tableaux de statut',
  'doctor.area.providerBudget': 'budget du fournisseur',
  'doctor.area.access': 'accès',
  'doctor.area.shares': 'partages',
  'doctor.area.testAlert': 'alerte de test',

  'doctor.config.ok': 'valide ; événements par {source}, base de données {database}',
  'doctor.config.personalToken':
    "HOSTING_TOKEN est un jeton personnel (zhp_…) : aucune alerte ne sera publiée ; les commandes marchent, mais le flux d'événements et les installations demandent un jeton de bot (zhb_…) : mets-en un dans HOSTING_TOKEN",
  'doctor.config.shardsOnSqlite':
    'SHARD_IDS fait tourner les shards {ids} sur {total} avec SQLite ; les serveurs Discord des autres shards ne sont servis que par une autre instance de hostcord, et les instances ne partagent liaisons et alertes que via PostgreSQL : mets la même DATABASE_URL dans chacune (avec SQLite, chaque instance garde son propre fichier)',

  'doctor.database.cannotOpen':
    "impossible de l'ouvrir ({error}) ; vérifie DATABASE_PATH et que son dossier est accessible en écriture, ou DATABASE_URL",
  'doctor.database.sqliteOk': "ouverte, migrations appliquées, contrôle d'intégrité réussi",
  'doctor.database.postgresOk': 'PostgreSQL répond, migrations appliquées',
  'doctor.database.postgresAtOk': 'PostgreSQL sur {at} répond, migrations appliquées',
  'doctor.database.integrityFailed':
    "échec du contrôle d'intégrité ({error}) ; restaure le fichier depuis une sauvegarde",
  'doctor.database.postgresDown':
    "PostgreSQL ne répond pas ({error}) ; vérifie qu'il tourne, et DATABASE_URL",
  'doctor.database.postgresAtDown':
    "PostgreSQL sur {at} ne répond pas ({error}) ; vérifie qu'il tourne, et DATABASE_URL",

  'doctor.discord.loggedIn': {
    one: 'connecté en tant que {tag}, sur {count} serveur Discord',
    many: 'connecté en tant que {tag}, sur {count} de serveurs Discord',
    other: 'connecté en tant que {tag}, sur {count} serveurs Discord',
  },

  'doctor.webhook.accepted':
    "{url} a accepté un ping signé ici avec WEBHOOK_SECRET (si l'hébergeur signe avec le même secret, ça se voit dans ses livraisons, sous événements)",
  'doctor.webhook.refused': '{url} a répondu {status} à un ping signé localement ; le journal dit pourquoi',
  'doctor.webhook.nothing': 'rien ne répond sur {url} ; hostcord tourne-t-il ? (le doctor ne le démarre pas)',

  'doctor.events.notTakenIn': "cette instance de hostcord ne reçoit pas d'événements",
  'doctor.events.noCheck': '{url} a répondu sans contrôle des événements ; est-ce bien hostcord ?',
  'doctor.events.nothingAnswers':
    'rien ne répond sur {url}, donc on ne sait pas si les événements arrivent ; démarre hostcord et relance le doctor',
  'doctor.events.noReason': 'aucune raison donnée',
  'doctor.events.feedFails': "le flux d'événements échoue : {error}",
  'doctor.events.feedRetrying':
    'la dernière lecture du flux a échoué ({error}) ; hostcord continue de réessayer',
  'doctor.events.history': 'première lecture du flux ; les événements passés sont classés, pas publiés',
  'doctor.events.polledReceived': 'flux lu il y a {polled} : ok ; dernier événement reçu il y a {received}',
  'doctor.events.polledNone': 'flux lu il y a {polled} : ok ; aucun événement reçu pour l’instant',
  'doctor.events.notPolledReceived':
    "le flux n'a pas encore été lu ; dernier événement reçu il y a {received}",
  'doctor.events.notPolledNone': "le flux n'a pas encore été lu ; aucun événement reçu pour l’instant",
  'doctor.events.delivered': "dernière livraison webhook de l'hébergeur acceptée il y a {ago}",
  'doctor.events.noDelivery':
    "aucune livraison webhook de l'hébergeur depuis le démarrage de hostcord ; « envoyer un événement de test » chez l'hébergeur en envoie une",
  'doctor.events.refusedAccepted':
    "les livraisons webhook sont refusées : la dernière il y a {rejected} ({reason}) ; la dernière livraison acceptée de l'hébergeur date d'il y a {delivered} ; le journal dit pourquoi",
  'doctor.events.refusedNone':
    "les livraisons webhook sont refusées : la dernière il y a {rejected} ({reason}) ; aucune n'a été acceptée depuis le démarrage de hostcord ; le journal dit pourquoi",
  'doctor.events.wrongSecretAccepted':
    "les livraisons webhook sont refusées : la dernière il y a {rejected} ({reason}) ; la dernière livraison acceptée de l'hébergeur date d'il y a {delivered}. WEBHOOK_SECRET n'est pas le secret actuel du webhook de l'hébergeur (le renouveler en crée un nouveau) : copie le secret zhs_… des réglages du webhook de l'hébergeur dans WEBHOOK_SECRET et redémarre hostcord. Ignore ceci si ces requêtes ne viennent pas de l'hébergeur",
  'doctor.events.wrongSecretNone':
    "les livraisons webhook sont refusées : la dernière il y a {rejected} ({reason}) ; aucune n'a été acceptée depuis le démarrage de hostcord. WEBHOOK_SECRET n'est pas le secret actuel du webhook de l'hébergeur (le renouveler en crée un nouveau) : copie le secret zhs_… des réglages du webhook de l'hébergeur dans WEBHOOK_SECRET et redémarre hostcord. Ignore ceci si ces requêtes ne viennent pas de l'hébergeur",

  'doctor.games.off': 'désactivé (GAME_QUERY=off) : on ne demande à aucun jeu qui joue',
  'doctor.games.notAsked':
    'serveur {server} : pas encore interrogé ; hostcord le fait à sa prochaine actualisation',
  'doctor.games.answering': 'serveur {server} : répond ({game} sur le port {port}, joueurs {online}/{max})',
  'doctor.games.noAddress': "serveur {server} : pas d'adresse chez l'hébergeur, donc rien à interroger",
  'doctor.games.unknownGame': 'serveur {server} : jeu inconnu ; dis à hostcord lequel c’est avec {command}',
  'doctor.games.notQueryable':
    'serveur {server} : {game} ne peut pas être interrogé ({error}) ; {command} fait taire ce message',
  'doctor.games.queryOff': 'serveur {server} : désactivé ({command})',
  'doctor.games.notAnswering':
    "serveur {server} : ne répond pas ({game} sur le port {port} : {error}) ; vérifie que l'interrogation du jeu est activée et que hostcord peut joindre ce port (UDP et TCP), ou donne le bon port avec {command}",
  'doctor.games.noAnswer': 'pas de réponse',

  'doctor.access.allowed': {
    one: 'seul le {count} serveur Discord de ALLOWED_GUILD_IDS est servi, et il peut lier directement des serveurs de jeu non revendiqués',
    many: 'seuls les {count} de serveurs Discord de ALLOWED_GUILD_IDS sont servis, et ils peuvent lier directement des serveurs de jeu non revendiqués',
    other:
      'seuls les {count} serveurs Discord de ALLOWED_GUILD_IDS sont servis, et ils peuvent lier directement des serveurs de jeu non revendiqués',
  },
  'doctor.access.publicBot':
    "le bot est public et ALLOWED_GUILD_IDS n'est pas défini : n'importe qui peut l'ajouter à son serveur Discord. Personne n'y atteint un serveur de jeu sans prouver qu'il le contrôle ou sans code de partage, mais désactive « Public Bot » dans le Discord Developer Portal (page Bot), ou mets dans ALLOWED_GUILD_IDS les serveurs Discord que tu sers",
  'doctor.access.private':
    "le bot est privé ; les serveurs Discord dont le propriétaire (ou l'équipe) de l'application est membre lient directement les serveurs de jeu non revendiqués, les autres prouvent leur contrôle chez l'hébergeur ou utilisent un code de partage",
  'doctor.access.unreadable':
    "impossible de lire l'application Discord pour savoir si elle est publique ; relance le doctor",
  'doctor.shares.guild': 'serveur Discord {id}',
  'doctor.shares.migrated':
    "le serveur {server} (appartenant à {owner}) est partagé avec {guild} parce que les deux l'avaient lié avant l'existence des revendications ; vérifie-le, et termine-le avec {command} dans le serveur Discord propriétaire si ce n'était pas voulu",
  'doctor.shares.code':
    'le serveur {server} (appartenant à {owner}) est partagé avec {guild} par un code de partage ; {command} dans le serveur Discord propriétaire y met fin',

  'doctor.provider.apiUrlWrong':
    "HOSTING_API_URL {url} ne mène pas à l'API de l'hébergeur (404 pour {path}) ; mets-y seulement l'adresse de l'hébergeur, par ex. https://panel.example.com",
  'doctor.provider.apiUrlUnreachable':
    "HOSTING_API_URL {url} est injoignable ({error}) ; vérifie l'adresse et le réseau",
  'doctor.token.refused401':
    "l'hébergeur refuse HOSTING_TOKEN (401 : invalide, expiré ou révoqué) : crée un nouveau jeton de bot (zhb_…) dans les réglages développeur de l'hébergeur, mets-le dans HOSTING_TOKEN et redémarre hostcord",
  'doctor.token.refused403':
    "l'hébergeur refuse HOSTING_TOKEN (403 pour {op} : le jeton n'a pas le droit de faire ce dont hostcord a besoin) : crée un nouveau jeton de bot (zhb_…) dans les réglages développeur de l'hébergeur, mets-le dans HOSTING_TOKEN et redémarre hostcord",
  'doctor.token.cannotCheck': 'impossible de le vérifier : {problem}',
  'doctor.token.personal': 'jeton personnel',
  'doctor.token.bot': 'jeton de bot',
  'doctor.token.scopes': 'scopes {scopes}',
  'doctor.token.scopesNone': 'aucun scope',
  'doctor.token.scopesUnknown': 'scopes non indiqués',
  'doctor.token.expires': {
    one: '{kind}, {scopes}, expire le {date} (dans {count} jour)',
    many: '{kind}, {scopes}, expire le {date} (dans {count} de jours)',
    other: '{kind}, {scopes}, expire le {date} (dans {count} jours)',
  },
  'doctor.token.expiresSoon': {
    one: '{kind} expire le {date} (dans {count} jour) ; crées-en un nouveau et mets à jour HOSTING_TOKEN avant',
    many: '{kind} expire le {date} (dans {count} de jours) ; crées-en un nouveau et mets à jour HOSTING_TOKEN avant',
    other:
      '{kind} expire le {date} (dans {count} jours) ; crées-en un nouveau et mets à jour HOSTING_TOKEN avant',
  },
  'doctor.token.facts': '{kind}, {scopes}',
  'doctor.token.noExpiry': "{kind}, {scopes}, pas d'expiration indiquée",
  'doctor.token.personalWarning':
    'un jeton personnel (zhp_…) ne reçoit ni événements ni installations ; utilise un jeton de bot (zhb_…)',

  'doctor.installations.cannotList': 'impossible de les lister : {problem}',
  'doctor.installations.none':
    "le bot n'est installé sur aucun serveur ; demande à un propriétaire de serveur de l'installer",
  'doctor.installations.unlinked': '{server} est installé mais lié à aucun salon ; lie-le avec {command}',
  'doctor.links.none': "aucun serveur n'est encore lié ; un admin peut utiliser {command}",
  'doctor.servers.installed':
    'installé, tous les scopes dont les commandes ont besoin sont accordés, abonné à {events}',
  'doctor.servers.notInstalled':
    "le bot n'y est pas installé : ses commandes sont refusées et aucune alerte n'arrive ; demande au propriétaire du serveur d'installer le bot",
  'doctor.servers.inactive':
    "l'installation du bot est {status}, pas active ; demande au propriétaire du serveur de la regarder dans le panel de l'hébergeur",
  'doctor.servers.unknownState':
    "l'installation du bot est dans un état inconnu, pas active ; demande au propriétaire du serveur de la regarder dans le panel de l'hébergeur",
  'doctor.servers.unsubscribed':
    "les alertes de {name} n'arriveront jamais : abonne l'installation à {events} dans le panel de l'hébergeur",
  'doctor.servers.scopes':
    "non accordés : {scopes} ; les commandes qui en ont besoin y sont refusées. Demande au propriétaire du serveur de les ajouter à l'installation du bot",

  'doctor.link.channelId': 'salon {id}',
  'doctor.link.gone': "{channel} n'existe plus ; délie-le avec {unlink} ou lie un autre salon avec {link}",
  'doctor.link.lacks':
    '{channel} : il manque {permissions} au bot ; accorde-les dans les permissions du salon',
  'doctor.link.broken':
    '{channel} : alertes arrêtées, la liaison est cassée ({reason}) ; une fois le salon réparé, relance {command}',
  'doctor.link.refusedMessage': 'Discord a refusé un message',
  'doctor.link.inactive':
    '{channel} : la liaison est inactive, le bot a été désinstallé du serveur ; les alertes reprennent quand il est réinstallé',
  'doctor.link.filterClosed':
    "{channel} : son filtre {filter} ({values}) ne correspond à aucune des valeurs vues dans les événements de ce serveur ({seen}), donc rien n'y est publié ; change-le avec {command}",
  'doctor.link.noRecovery':
    '{channel} : il manque {permission} au bot ; les alertes arrivent, mais une alerte publiée juste au moment où hostcord s’est arrêté brutalement peut être publiée deux fois à son redémarrage quelques minutes plus tard ; accorde-la dans les permissions du salon',
  'doctor.link.ok': '{channel} : le bot peut publier des alertes',

  'doctor.boards.broken':
    'le tableau de statut dans <#{channel}> est cassé : {reason} ; répare les permissions du salon, puis relance {command} là-bas',
  'doctor.boards.refused': 'Discord a refusé le salon',
  'doctor.boards.ok': 'le tableau de statut dans <#{channel}> est tenu à jour',
  'doctor.budget.fits':
    'serveurs sur des tableaux : {servers} ; une actualisation demande {need} appels au fournisseur sur les {allowed} que PROVIDER_CALLS_PER_SECOND permet en BOARD_REFRESH_SECONDS',
  'doctor.budget.stretches':
    'serveurs sur des tableaux : {servers} ; une actualisation demande {need} appels au fournisseur, plus que les {allowed} que PROVIDER_CALLS_PER_SECOND permet en BOARD_REFRESH_SECONDS ({promised} s) : les lire prend {seconds} s. Montez PROVIDER_CALLS_PER_SECOND à ce que votre fournisseur permet, ou BOARD_REFRESH_SECONDS',
};
