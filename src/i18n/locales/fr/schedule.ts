import type { AreaTranslation } from '../../translation.js';
import type { schedule as english } from '../en-US/schedule.js';

/** Restarts, power, backups, say and console: their replies, notices and the countdown in game. */
export const schedule: AreaTranslation<typeof english> = {
  'schedule.hours': { one: '{count} heure', many: '{count} heures', other: '{count} heures' },
  'schedule.minutes': { one: '{count} minute', many: '{count} minutes', other: '{count} minutes' },
  'schedule.seconds': { one: '{count} seconde', many: '{count} secondes', other: '{count} secondes' },

  'schedule.countdown': 'Le serveur redémarre dans {duration}.',
  'schedule.countdownCancelled': 'Redémarrage prévu annulé : le serveur reste en ligne.',

  'schedule.done': '✅ **{server}** : redémarrage prévu effectué, planifié pour {time}.',
  'schedule.doneJob': '✅ **{server}** : redémarrage prévu effectué (tâche {job}), planifié pour {time}.',
  'schedule.failed': '❌ **{server}** : le redémarrage prévu pour {time} a échoué. {reason}',
  'schedule.skippedSchedule':
    "⏭️ **{server}** : redémarrage de {time} sauté : hostcord était hors ligne à l'heure prévue ({time} {zone}, {at}). Un redémarrage n'est jamais fait en retard ; rien n'a été envoyé.",
  'schedule.skippedOnce':
    "⏭️ **{server}** : redémarrage de {time} sauté : hostcord était hors ligne à l'heure prévue ({at}). Un redémarrage n'est jamais fait en retard ; rien n'a été envoyé.",
  'schedule.nextRun': 'Prochain redémarrage : {time}.',
  'schedule.boardPlanned': '🔁 Redémarrage prévu : {time}',
  'schedule.failedTwice':
    "hostcord s'est arrêté deux fois pendant l'envoi ; `{command}` montre s'il a eu lieu.",
  'schedule.failedTooLate':
    "Résultat inconnu : hostcord s'est arrêté pendant l'envoi et revient trop tard pour réessayer. `{command}` montre s'il a eu lieu.",
  'schedule.failedUnexpected': 'Un problème est survenu du côté de hostcord ; vois son journal.',

  'schedule.laterQuestion':
    'Redémarrer **{server}** dans {duration} ? Le compte à rebours démarre quand tu confirmes. {warnings} Les joueurs sont déconnectés pendant le redémarrage.',
  'schedule.withMessage': 'Avec le message : {message}',
  'schedule.onlyYou': "Toi seul peux répondre ; les boutons marchent jusqu'à {until} ({relative}).",
  'schedule.notWarned': 'Les joueurs ne sont pas prévenus en jeu.',
  'schedule.warned': 'Les joueurs sont prévenus en jeu {warnings} avant.',
  'schedule.warnedEach': 'Les joueurs sont prévenus en jeu {warnings} avant chaque redémarrage.',
  'schedule.warnedFirst':
    'Les joueurs sont prévenus en jeu {first} avant ce premier redémarrage ; pour les suivants, {warnings} avant.',
  'schedule.warnedNoneFirst':
    'Ce premier redémarrage arrive trop tôt pour prévenir les joueurs en jeu ; pour les suivants, ils seront prévenus {warnings} avant.',
  'schedule.scheduleButton': 'Planifier le redémarrage',
  'schedule.laterConfirmed':
    '✅ Planifié. Le redémarrage et son bouton **Annuler** sont dans le message ci-dessous.',
  'schedule.laterAlready': "C'était déjà confirmé ; rien n'a été planifié une deuxième fois.",
  'schedule.scheduled': '⏲️ **{server}** redémarre à {time} ({relative}), demandé par {member}. {warnings}',
  'schedule.mayCancel': "Les membres qui peuvent utiliser `{command}` peuvent l'annuler d'ici là.",
  'schedule.cancelButton': 'Annuler le redémarrage',
  'schedule.cancelledBy': '🛑 Le redémarrage de **{server}** prévu pour {time} a été annulé par {member}.',
  'schedule.refusedRan':
    "Ce redémarrage a déjà eu lieu (ou part en ce moment) : il n'y a rien à annuler. `{command}` montre comment ça s'est passé.",
  'schedule.refusedCancelled': 'Ce redémarrage a déjà été annulé.',
  'schedule.refusedSkipped':
    "Ce redémarrage a été sauté (hostcord était hors ligne à l'heure prévue) : il n'y a rien à annuler.",
  'schedule.messageNeedsIn':
    "Le message est dit en jeu pendant le compte à rebours d'un redémarrage différé : ajoute `dans` (ex. `10m`), ou retire le message.",
  'schedule.delayInvalid':
    "Pas planifié : `{given}` n'est pas un délai. Écris-le comme `90s`, `10m` ou `1h30m` : de 1 minute à 24 heures.",
  'schedule.delayTooShort':
    'Pas planifié : le délai doit être d’au moins 1 minute. Écris-le comme `90s`, `10m` ou `1h30m` : de 1 minute à 24 heures.',
  'schedule.delayTooLong':
    'Pas planifié : le délai peut être de 24 heures au plus. Écris-le comme `90s`, `10m` ou `1h30m` : de 1 minute à 24 heures.',

  'schedule.verbStart': 'Démarrer',
  'schedule.verbRestart': 'Redémarrer',
  'schedule.verbStop': 'Arrêter',
  'schedule.verbKill': 'Forcer l’arrêt',
  'schedule.askStart': 'Démarrer **{server}** ?',
  'schedule.askRestart': 'Redémarrer **{server}** ? Les joueurs sont déconnectés pendant le redémarrage.',
  'schedule.askStop':
    "Arrêter **{server}** ? Les joueurs sont déconnectés et le serveur reste éteint jusqu'à ce que quelqu'un le démarre.",
  'schedule.askKill':
    'Forcer l’arrêt de **{server}** ? Le processus s’arrête net, sans sauvegarder : la progression non sauvegardée est perdue.',
  'schedule.killAfter': {
    one: "S'il tourne encore après {count} seconde, il est tué.",
    many: "S'il tourne encore après {count} secondes, il est tué.",
    other: "S'il tourne encore après {count} secondes, il est tué.",
  },
  'schedule.doingStart': 'Démarrage de **{server}**…',
  'schedule.doingRestart': 'Redémarrage de **{server}**…',
  'schedule.doingStop': 'Arrêt de **{server}**…',
  'schedule.doingKill': 'Arrêt forcé de **{server}**…',
  'schedule.queuedStart': '✅ Démarrage en file pour **{server}**.',
  'schedule.queuedRestart': '✅ Redémarrage en file pour **{server}**.',
  'schedule.queuedStop': '✅ Arrêt en file pour **{server}**.',
  'schedule.queuedKill': '✅ Arrêt forcé en file pour **{server}**.',
  'schedule.queuedStartJob': '✅ Démarrage en file pour **{server}** (tâche {job}).',
  'schedule.queuedRestartJob': '✅ Redémarrage en file pour **{server}** (tâche {job}).',
  'schedule.queuedStopJob': '✅ Arrêt en file pour **{server}** (tâche {job}).',
  'schedule.queuedKillJob': '✅ Arrêt forcé en file pour **{server}** (tâche {job}).',
  'schedule.deduped':
    "L'hébergeur le signale comme dédoublonné : il a rejoint le même signal mis en file il y a un instant.",
  'schedule.replayed':
    "Cette requête était déjà arrivée chez l'hébergeur ; il a répondu comme avant et n'a rien fait deux fois.",
  'schedule.resultInActivity': "Le résultat apparaît dans l'activité du serveur (`{command}`).",
  'schedule.tryAgain': 'Réessayer',
  'schedule.tryAgainHint':
    "**Réessayer** renvoie la même requête : si elle est déjà arrivée chez l'hébergeur, elle n'est pas exécutée deux fois.",
  'schedule.cancel': 'Annuler',
  'schedule.cancelled': "Annulé. Plus rien n'est envoyé depuis cette question.",
  'schedule.notYours': 'Seul le membre qui a lancé cette commande peut répondre à cette question.',
  'schedule.expired':
    'Cette question a expiré : ses boutons marchent pendant {seconds} secondes. Relance la commande.',
  'schedule.chooseAction': 'Choisis une action dans la liste : Démarrer, Arrêter ou Forcer l’arrêt.',
  'schedule.killAfterOnlyStop':
    "`forcer-après` ne va qu'avec Arrêter : il dit quand un arrêt qui bloque devient un arrêt forcé.",
  'schedule.killAfterRange': '`forcer-après` va de {min} à {max} secondes.',

  'schedule.consoleControl':
    "Pas envoyé : le texte contient un saut de ligne ou un autre caractère de contrôle, que la console prendrait pour le début d'une deuxième commande. Envoie une seule ligne de texte simple.",
  'schedule.consoleEmpty': 'Pas envoyé : le texte est vide.',
  'schedule.consoleTooLong':
    'Pas envoyé : une commande de console fait au plus {max} caractères ; celle-ci en fait {length}.',
  'schedule.consoleTooLongPrefix':
    'Pas envoyé : une commande de console fait au plus {max} caractères, `{prefix}` et son espace compris ; celle-ci en fait {length}.',
  'schedule.consoleSent': '✅ Envoyé à la console de **{server}** :',
  'schedule.consoleNoAnswer':
    "Le jeu ne répond pas ici ; sa sortie est dans la console du panel de l'hébergeur.",

  'schedule.made': '🔁 Planning #{id} : **{server}** redémarre {days} à {time}, fuseau horaire {zone}.',
  'schedule.zoneDefault': '{zone} (pas de fuseau horaire indiqué, donc UTC)',
  'schedule.madeNext': 'Prochain redémarrage : {time} ({relative}).',
  'schedule.removeHint': '`{command}` le supprime.',
  'schedule.none': "Aucun redémarrage n'est planifié sur ce serveur Discord. `{command}` en ajoute un.",
  'schedule.listTitle': 'Redémarrages planifiés ({count}) :',
  'schedule.listLine': '#{id} · {server} · {days} à {time} {zone} · {next}',
  'schedule.listNext': 'prochain {time} ({relative})',
  'schedule.listNoRun': 'aucun lancement prévu',
  'schedule.choice': '#{id} {server} · {days} à {time} {zone}',
  'schedule.noSuch': "Il n'y a pas de planning #{id} sur ce serveur Discord. `{command}` les montre.",
  'schedule.removed': '🗑️ Planning #{id} supprimé : {server} ne redémarre plus {days} à {time} {zone}.',
  'schedule.notUsable': 'un serveur que ce serveur Discord ne peut plus utiliser',
  'schedule.everyDay': 'tous les jours',
  'schedule.badTime':
    "Pas planifié : `{given}` n'est pas une heure. Écris-la en HH:MM sur 24 heures, ex. `04:00` ou `23:30`.",
  'schedule.badZone':
    "Pas planifié : `{given}` n'est pas un fuseau horaire que hostcord connaît. Choisis-en un dans la liste : un nom IANA comme `Europe/Paris` ou `America/New_York` (par défaut `UTC`).",
  'schedule.badDay':
    "Pas planifié : `{given}` n'est pas un jour. Écris des jours comme `mon, wed, fri`, ou `weekdays`, `weekends`, `daily`.",

  'schedule.backupStarted':
    '✅ Sauvegarde lancée pour **{server}**. Elle tourne en arrière-plan ; `{command}` la montre.',
  'schedule.backupRecord': 'Fiche de la sauvegarde',
  'schedule.backupsTitle': 'Sauvegardes — {server}',
  'schedule.backupNameless': 'Sauvegarde',
  'schedule.backupLocked': 'verrouillée',
  'schedule.noBackups': 'Pas encore de sauvegarde. Fais-en une avec `{command}`.',
  'schedule.backupsFooter': {
    one: 'Page {page} sur {pages} · {count} sauvegarde, la plus récente d’abord · 🔒 {locked} verrouillée(s) (jamais supprimées par la rotation automatique)',
    many: 'Page {page} sur {pages} · {count} sauvegardes, les plus récentes d’abord · 🔒 {locked} verrouillée(s) (jamais supprimées par la rotation automatique)',
    other:
      'Page {page} sur {pages} · {count} sauvegardes, les plus récentes d’abord · 🔒 {locked} verrouillée(s) (jamais supprimées par la rotation automatique)',
  },
};
