import type { AreaTranslation } from '../../translation.js';
import type { provider as english } from '../en-US/provider.js';

/** The provider's errors and state values as members read them. */
export const provider: AreaTranslation<typeof english> = {
  'provider.rateLimited': {
    one: "L'hébergeur limite la fréquence des appels du bot. Réessaie dans {count} seconde.",
    many: "L'hébergeur limite la fréquence des appels du bot. Réessaie dans {count} de secondes.",
    other: "L'hébergeur limite la fréquence des appels du bot. Réessaie dans {count} secondes.",
  },
  'provider.rateLimitedMoment':
    "L'hébergeur limite la fréquence des appels du bot. Réessaie dans un instant.",
  'provider.scope':
    "Le propriétaire du serveur n'a pas accordé la permission {scope} à ce bot. Demande-lui de l'ajouter à l'installation du bot.",
  'provider.scopeUnnamed':
    "Le propriétaire du serveur n'a pas accordé à ce bot une permission dont cette action a besoin. Demande-lui de l'ajouter à l'installation du bot.",
  'provider.invalid': "L'hébergeur a refusé la requête, jugée invalide.",
  'provider.invalidWithId': "L'hébergeur a refusé la requête, jugée invalide. (ID de requête {requestId})",
  'provider.invalidFields': "L'hébergeur a refusé la requête, jugée invalide : {fields}.",
  'provider.invalidFieldsWithId':
    "L'hébergeur a refusé la requête, jugée invalide : {fields}. (ID de requête {requestId})",
  'provider.moreFields': 'et {count} de plus',
  'provider.tokenRefusedSince':
    "L'hébergeur refuse le jeton de hostcord depuis {since} : aucun serveur de jeu ne peut être lu ni contrôlé. Un admin du bot doit mettre un jeton valide dans HOSTING_TOKEN et redémarrer hostcord.",
  'provider.tokenInvalid':
    "L'hébergeur refuse le jeton de hostcord (invalide, expiré ou révoqué) : aucun serveur de jeu ne peut être lu ni contrôlé. Un admin du bot doit mettre un jeton valide dans HOSTING_TOKEN et redémarrer hostcord.",
  'provider.forbidden':
    "L'hébergeur ne laisse pas le bot faire ça sur ce serveur : le compte qui a installé le bot n'a pas accès au serveur, ou l'action demande un jeton de bot. Demande au propriétaire du serveur de vérifier l'installation.",
  'provider.notFound':
    "Le bot ne voit pas ce serveur ou cet élément : il n'existe pas, ou le bot n'est pas installé sur ce serveur. Vérifie le serveur, ou demande à son propriétaire d'y installer le bot.",
  'provider.serverNotReady':
    "Le serveur ne peut pas faire ça pour l'instant : il est encore en cours d'installation, ou il est suspendu. Réessaie quand il sera prêt, ou regarde dans le panel de l'hébergeur.",
  'provider.conflict':
    'Le serveur est occupé à quelque chose qui entre en conflit avec cette action. Attends un peu et réessaie.',
  'provider.conflictCode':
    'Le serveur est occupé à quelque chose qui entre en conflit avec cette action. Attends un peu et réessaie. (code {code})',
  'provider.capacity':
    "L'hébergeur n'a pas de capacité libre pour ce serveur en ce moment. Réessaie plus tard.",
  'provider.startBlocked':
    "L'hébergeur ne laisse pas ce serveur démarrer en ce moment. Regarde le serveur dans le panel de l'hébergeur.",
  'provider.idempotencyInProgress':
    'La même requête est encore en cours. Attends quelques secondes et vérifie le résultat avant de réessayer.',
  'provider.idempotencyKeyReused':
    'Ce bouton ou cette commande a déjà servi pour une autre requête. Relance la commande.',
  'provider.internal':
    "L'hébergeur a eu une erreur interne. Réessaie ; si ça continue, contacte le support de l'hébergeur.",
  'provider.internalWithId':
    "L'hébergeur a eu une erreur interne. Réessaie ; si ça continue, contacte le support de l'hébergeur en donnant l'ID de requête {requestId}.",
  'provider.refused':
    "L'hébergeur a refusé la requête (code {code}). Si ça continue, préviens un admin du bot.",
  'provider.refusedWithId':
    "L'hébergeur a refusé la requête (code {code}, ID de requête {requestId}). Si ça continue, préviens un admin du bot.",
  'provider.timedOut':
    "L'hébergeur n'a pas répondu à temps. L'action peut quand même avoir lieu : vérifie le serveur avant de réessayer.",
  'provider.aborted': "La requête à l'hébergeur a été annulée avant la fin.",
  'provider.unreachable':
    "Le bot n'a pas pu joindre l'hébergeur. Réessaie dans une minute ; si ça continue, préviens un admin du bot.",
  'provider.notSent': "Rien n'a été envoyé à l'hébergeur : {reason}",
  'provider.badAnswer':
    "L'hébergeur a envoyé une réponse que le bot ne comprend pas. Préviens un admin du bot.",
  'provider.badAnswerWithId':
    "L'hébergeur a envoyé une réponse que le bot ne comprend pas (ID de requête {requestId}). Préviens un admin du bot.",
  'provider.failed':
    "Un problème est survenu en parlant à l'hébergeur. Réessaie ; si ça continue, préviens un admin du bot.",

  'provider.check.limit': '{field} doit être un nombre entier de 1 à 100.',
  'provider.check.idempotencyKey':
    "la clé d'idempotence doit faire 1 à 128 caractères ASCII visibles, sans espace.",
  'provider.check.id': '{field} doit être un ID non vide.',
  'provider.check.signal': "le signal d'alimentation doit être l'un de {signals}.",
  'provider.check.killAfterStopOnly': "{field} ne s'applique qu'au signal d'arrêt.",
  'provider.check.killAfterRange': '{field} doit être un nombre entier de 10 à 600.',
  'provider.check.command': 'la commande console doit faire 1 à 1024 caractères.',

  'provider.install.personalToken':
    "⚠️ Le jeton de hostcord est un jeton personnel (zhp_…) : l'hébergeur ne lui envoie aucun événement, donc aucune vraie alerte n'arrivera. L'opérateur met un jeton de bot (zhb_…) dans HOSTING_TOKEN.",
  'provider.install.unchecked':
    "⚠️ L'installation du bot sur ce serveur n'a pas pu être lue chez l'hébergeur à l'instant, donc on ne sait pas si ses alertes arriveront : `{command}` le vérifie.",
  'provider.install.missing':
    "⚠️ Le bot n'est pas installé sur ce serveur chez l'hébergeur : ses commandes sont refusées et aucune alerte n'arrivera. Demande au propriétaire du serveur d'installer le bot.",
  'provider.install.inactive':
    "⚠️ L'installation du bot sur ce serveur est {status}, pas active : aucune alerte n'arrivera tant qu'elle ne l'est pas. Demande au propriétaire du serveur de la regarder dans le panel de l'hébergeur.",
  'provider.install.unsubscribed':
    "⚠️ L'installation du bot n'est pas abonnée à {events}, donc aucune vraie alerte n'arrivera jamais. Demande au propriétaire du serveur de l'abonner à {events} dans le panel de l'hébergeur.",
  'provider.install.scope':
    "⚠️ Il manque la permission {scopes} à l'installation du bot : les commandes qui en ont besoin sont refusées pour ce serveur. Demande au propriétaire du serveur de l'accorder à l'installation du bot.",
  'provider.install.scopes':
    "⚠️ Il manque les permissions {scopes} à l'installation du bot : les commandes qui en ont besoin sont refusées pour ce serveur. Demande au propriétaire du serveur de les accorder à l'installation du bot.",

  'provider.state.running': 'en marche',
  'provider.state.online': 'en ligne',
  'provider.state.started': 'démarré',
  'provider.state.starting': 'en démarrage',
  'provider.state.restarting': 'en redémarrage',
  'provider.state.booting': 'en démarrage',
  'provider.state.installing': "en cours d'installation",
  'provider.state.installed': 'installé',
  'provider.state.stopping': "en cours d'arrêt",
  'provider.state.stopped': 'arrêté',
  'provider.state.offline': 'hors ligne',
  'provider.state.crashed': 'planté',
  'provider.state.error': 'erreur',
  'provider.state.exited': 'terminé',
  'provider.state.killed': 'tué',
  'provider.state.active': 'actif',
  'provider.state.suspended': 'suspendu',
};
