import type { AreaTranslation } from '../../translation.js';
import type { alerts as english } from '../en-US/alerts.js';

/** Alerts and digests posted in linked channels, and the test alert. */
export const alerts: AreaTranslation<typeof english> = {
  'alerts.field.server': 'Server',
  'alerts.field.event': 'Evento',
  'alerts.field.severity': 'Gravità',
  'alerts.field.source': 'Origine',
  'alerts.source.api': 'pannello/API',
  'alerts.timeUnknown': 'ora sconosciuta',
  'alerts.unknownServer': 'server sconosciuto',
  'alerts.delayed': 'In ritardo: è successo {duration} prima di essere pubblicato',
  'alerts.installed.title': 'hostcord è stato installato su {server}',
  'alerts.installed.scopes': 'Permessi',
  'alerts.installed.events': 'Eventi',
  'alerts.installed.status': 'Stato',
  'alerts.removed.title': 'hostcord è stato rimosso da {server}',
  'alerts.removed.description':
    'Gli avvisi di questo server si fermano qui finché il bot non viene reinstallato.',
  'alerts.digest.title': {
    one: '{count} avviso (dal più vecchio)',
    many: '{count} di avvisi (dai più vecchi)',
    other: '{count} avvisi (dai più vecchi)',
  },
  'alerts.digest.titleOf': {
    one: '{count} avviso · {server} (dal più vecchio)',
    many: '{count} di avvisi · {server} (dai più vecchi)',
    other: '{count} avvisi · {server} (dai più vecchi)',
  },
  'alerts.digest.delayed': 'in ritardo',
  'alerts.digest.installed': 'hostcord è stato installato',
  'alerts.digest.removed': 'hostcord è stato rimosso: avvisi fermati',
  'alerts.test.title': '🧪 TEST · Avviso di prova: gli avvisi di questo server arrivano in questo canale',
  'alerts.test.footer': 'avviso di prova di hostcord',
  'alerts.test.byMember':
    'Sul server non è successo niente: è una prova, inviata con {command} da <@{user}>.',
  'alerts.test.byScript': 'Sul server non è successo niente: è una prova, inviata con {script}.',
  'alerts.test.filtered':
    'Qui gli avvisi veri seguono i filtri di questo collegamento ({filters}); questa prova li ignora.',
  'alerts.test.unfiltered':
    'Qui gli avvisi veri seguono i filtri di questo collegamento (nessuno: ogni avviso); questa prova li ignora.',
  'alerts.test.filterCategories': 'categorie {values}',
  'alerts.test.filterTypes': 'tipi {values}',
  'alerts.test.filterSeverities': 'gravità {values}',
  'alerts.test.mentionsEvery': 'Gli avvisi veri menzionano <@&{role}> a ogni avviso.',
  'alerts.test.mentionsSeverities': 'Gli avvisi veri menzionano <@&{role}> per le gravità {severities}.',
  'alerts.test.mentionsNobody': 'Gli avvisi veri non menzionano nessuno.',
  'alerts.test.reply': 'Avviso di prova per {server}:',
  'alerts.test.posted': 'avviso di prova pubblicato',
  'alerts.test.postedBroken':
    'avviso di prova pubblicato; il collegamento è ancora segnato come rotto: usa di nuovo {command} perché lì arrivino di nuovo gli avvisi veri',
  'alerts.test.postedInactive':
    'avviso di prova pubblicato; il collegamento è inattivo (il bot è disinstallato dal server), quindi gli avvisi veri aspettano finché non viene reinstallato',
  'alerts.test.refused':
    '{reason}; dai al bot «Visualizza canale», «Invia messaggi» e «Incorpora link» in quel canale',
  'alerts.test.notTaken': 'Discord non l’ha accettato ({reason}); riprova tra un minuto',
  'alerts.reply.notLinkedTo': '{server} non è collegato a <#{channel}>. Prima collegalo lì con `{command}`.',
  'alerts.reply.severalChannels':
    '{server} pubblica in più canali ({channels}): scegline uno con l’opzione `{option}`.',
  'alerts.reply.broken':
    '{server} → <#{channel}> è rotto (Discord ha rifiutato i nostri messaggi). Sistema i permessi del canale e prima usa di nuovo `{command}`.',
  'alerts.reply.inactive':
    '{server} → <#{channel}> è inattivo: il bot è stato disinstallato da quel server. I suoi filtri si potranno cambiare quando sarà reinstallato.',
  'alerts.reply.listError': '`{option}`: {error}',
  'alerts.reply.giveFilter':
    'Indica `{categories}`, `{types}` o `{severities}` (valori separati da virgole; `all` toglie un filtro).',
  'alerts.reply.giveRole': 'Scegli il `{role}` da menzionare per quelle gravità.',
  'alerts.reply.noEveryone': 'Gli avvisi non possono menzionare @everyone: scegli un ruolo.',
  'alerts.reply.notMentionable':
    '⚠️ <@&{role}> non è menzionabile, quindi gli avvisi lo nomineranno senza notificare nessuno. Permetti a tutti di menzionarlo (impostazioni del ruolo) o dai al bot «Menziona @everyone, @here e tutti i ruoli».',
  'alerts.list.allCombined': '`all` non si può combinare con altri valori.',
  'alerts.list.tooMany': 'Al massimo {max} valori per lista.',
  'alerts.list.tooLong': 'Un valore può avere al massimo {max} caratteri.',
  'alerts.list.controlCharacters': 'I valori non possono contenere caratteri di controllo.',
  'alerts.link.line': '{server} → <#{channel}>',
  'alerts.link.lineBroken': '{server} → <#{channel}> (rotto)',
  'alerts.link.lineInactive': '{server} → <#{channel}> (inattivo)',
  'alerts.link.all': 'tutte',
  'alerts.link.mentionsEvery': 'Menzioni: <@&{role}> a ogni avviso',
  'alerts.link.mentionsSeverities': 'Menzioni: <@&{role}> per le gravità {severities}',
  'alerts.link.mentionsNobody': 'Menzioni: nessuno',
  'alerts.show.title': 'Filtri degli avvisi',
  'alerts.show.seen': 'Valori visti finora negli eventi',
  'alerts.show.seenCategories': 'Categorie: {values}',
  'alerts.show.seenTypes': 'Tipi: {values}',
  'alerts.show.seenSeverities': 'Gravità: {values}',

  // Why Discord refused a channel or a message, as /links, /board and the doctor show a stored reason.
  'alerts.failure.missingAccess': 'il bot non vede il canale (Missing Access)',
  'alerts.failure.missingPermissions': 'il bot non può pubblicare o incorporare lì (Missing Permissions)',
  'alerts.failure.unknownChannel': 'il canale non esiste più (Unknown Channel)',
  'alerts.failure.channelRefused': 'Discord ha rifiutato il canale: {message} ({status})',
  'alerts.failure.messageRejected': 'Discord ha rifiutato il messaggio: {message} ({status})',
};
