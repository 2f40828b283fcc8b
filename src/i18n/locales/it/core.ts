import type { AreaTranslation } from '../../translation.js';
import type { core as english } from '../en-US/core.js';

/** The language command, refusals, permissions, storage, limits and /status. */
export const core: AreaTranslation<typeof english> = {
  'language.current': 'hostcord parla {language} in questo server Discord.',
  'language.currentDefault':
    'hostcord parla {language} in questo server Discord (la lingua del server su Discord; gli admin possono sceglierne un’altra con `/lingua lingua:`).',
  'language.set':
    'Da ora hostcord parla {language} in questo server Discord: avvisi, bacheche e annunci in gioco. I membri con Discord in un’altra lingua parlata da hostcord ricevono le risposte nella loro.',
  'language.needsManageServer':
    'Ti serve il permesso «Gestisci server» per cambiare la lingua di hostcord qui. `/lingua` senza scelta mostra quella attuale.',

  'refusal.forgedButton': 'Questo pulsante non è di hostcord.',
  'refusal.unsignedButton':
    'Questo pulsante è di una versione precedente di hostcord e non funziona più. Usa di nuovo il comando.',
  'refusal.guildOnly': 'I comandi di hostcord funzionano in un server Discord, non nei messaggi diretti.',
  'refusal.notAllowedHere':
    'hostcord non è attivo per questo server Discord. Il suo gestore può aggiungere l’ID di questo server a ALLOWED_GUILD_IDS.',
  'refusal.unknownCommand': 'Questa versione di hostcord non conosce questo comando.',
  'refusal.notLinkedHere':
    'Quel server non è collegato qui. Scegline uno dalla lista o chiedi a un admin di collegarlo con `/collega`.',
  'refusal.noneLinked':
    'In questo server Discord non è ancora collegato nessun server di gioco. Un admin può collegarne uno con `/collega`.',
  'refusal.pickOne': 'Qui sono collegati più server: scegline uno con l’opzione `server`.',
  'refusal.staleButton': 'Questo pulsante non funziona più. Usa di nuovo il comando.',
  'refusal.staleButtonOf': 'Questo pulsante non funziona più. Usa di nuovo `{command}`.',
  'refusal.failed':
    'Qualcosa è andato storto da parte di hostcord. Riprova; se succede ancora, dai a un admin questo riferimento: `{reference}`.',
  'refusal.powerCooldown': {
    one: 'Hai appena inviato un’azione di alimentazione. Aspetta {count} secondo prima della prossima.',
    many: 'Hai appena inviato un’azione di alimentazione. Aspetta {count} di secondi prima della prossima.',
    other: 'Hai appena inviato un’azione di alimentazione. Aspetta {count} secondi prima della prossima.',
  },

  'access.channel':
    '`/{command}` è disattivato in questo canale ({integrations}), quindi i suoi pulsanti qui non funzionano. Usalo in un canale dove è permesso.',
  'access.override':
    'Un admin ti ha disattivato `/{command}` in {integrations}, quindi anche i suoi pulsanti non funzionano per te. Chiedi a un admin se dovresti averlo.',
  'access.permission':
    'Ti serve il permesso «{permission}» per usare i pulsanti e i menu di `/{command}`, oppure un admin può concederlo a te o al tuo ruolo in {integrations}.',
  'access.admin':
    'Devi essere admin per usare i pulsanti e i menu di `/{command}`, oppure un admin può concederlo a te o al tuo ruolo in {integrations}.',
  'access.integrations': 'Impostazioni server → Integrazioni → hostcord',
  'access.manageServer': 'Gestisci server',
  'access.administrator': 'Amministratore',

  'storage.full':
    'hostcord non può salvare nulla in questo momento: il disco del suo database è pieno. Non è stato fatto nulla e nulla è stato inviato al server di gioco. Avvisa un admin del bot e riprova quando avrà liberato spazio.',
  'storage.read-only':
    'hostcord non può salvare nulla in questo momento: il suo database è in sola lettura. Non è stato fatto nulla e nulla è stato inviato al server di gioco. Avvisa un admin del bot e riprova quando sarà di nuovo scrivibile.',
  'storage.failing':
    'hostcord non può salvare nulla in questo momento: il suo database ha problemi o non è raggiungibile. Non è stato fatto nulla e nulla è stato inviato al server di gioco. Avvisa un admin del bot e riprova più tardi.',

  'limit.boardsPerGuild':
    'Limite raggiunto: bacheche di stato per server Discord ({limit}). Questo server Discord ne ha già tante; prima rimuovine una con `/bacheca rimuovi`. Una bacheca mostra tutti i server collegati.',
  'limit.schedulesPerServer':
    'Limite raggiunto: pianificazioni per server ({limit}). Questo server ne ha già tante in questo server Discord: `/pianifica elenco` le mostra, `/pianifica rimuovi` fa spazio.',
  'limit.schedulesPerGuild':
    'Limite raggiunto: pianificazioni per server Discord ({limit}). Questo server Discord ne ha già tante: `/pianifica elenco` le mostra, `/pianifica rimuovi` fa spazio.',
  'limit.draftsPerMember':
    'Limite raggiunto: domande di riavvio aperte per membro ({limit}). Rispondi a una delle tue domande `/riavvia tra:` (Pianifica riavvio o Annulla), oppure aspetta un minuto che scadano.',
  'limit.proofCodesPerMember':
    'Limite raggiunto: codici di proprietà aperti per membro ({limit}). Usa uno dei tuoi codici (mettilo nel nome del server, poi premi Verifica), oppure aspetta che scadano, 15 minuti dopo la richiesta.',
  'limit.proofCodesPerGuild':
    'Limite raggiunto: codici di proprietà aperti per server Discord ({limit}). Usa uno dei codici di questo server Discord, oppure aspetta che scadano, 15 minuti dopo la richiesta.',
  'limit.shareCodesPerMember':
    'Limite raggiunto: codici di condivisione aperti per membro ({limit}). Aspetta che uno dei tuoi codici venga usato o scada, 24 ore dopo la creazione.',
  'limit.shareCodesPerGuild':
    'Limite raggiunto: codici di condivisione aperti per server Discord ({limit}). Aspetta che uno dei codici di questo server Discord venga usato o scada, 24 ore dopo la creazione.',
  'limit.codeCooldownMs':
    'Limite raggiunto: un codice per membro ogni {every}. Aspetta {wait}, poi richiedi.',
  'limit.historyCooldownMs':
    'Limite raggiunto: un grafico per membro ogni {every}. Aspetta {wait}, poi richiedi.',

  'status.game': 'Gioco',
  'status.status': 'Stato',
  'status.power': 'Alimentazione',
  'status.address': 'Indirizzo',
  'status.location': 'Posizione',
  'status.cpu': 'CPU',
  'status.memory': 'Memoria',
  'status.disk': 'Disco',
  'status.network': 'Rete',
  'status.uptime': 'Uptime',
  'status.unknown': 'sconosciuto',
  'status.ofLimit': '{used} su {limit}',
  'status.suspended': 'Sospeso',
  'status.suspendedText': 'Il server è sospeso presso il provider.',
  'status.liveUsage': 'Uso in tempo reale',
  'status.notAvailable': 'Non disponibile: {reason}',
  'status.panelSilent': 'il pannello non ha risposto.',
  'status.players': 'Giocatori',
  'status.playersOnline': 'Giocatori {online}/{max}',
  'status.playersOnMap': 'Giocatori {online}/{max} · mappa {map}',
  'status.uptimeSeen': 'Disponibilità vista da hostcord',
  'status.uptimeFigures': '24 h {day} · 7 g {week} · 30 g {month}',
  'status.noData': 'nessun dato',
  'status.noUptimeYet':
    'Ancora nessun dato: hostcord non osserva questo server da abbastanza tempo. Ricontrolla tra qualche minuto.',
  'status.footer': 'Server {id}',
  'status.refresh': 'Aggiorna',

  // Discord's own names of its permissions, as its client shows them in this language.
  'permission.viewChannel': 'Visualizza canale',
  'permission.sendMessages': 'Invia messaggi',
  'permission.embedLinks': 'Incorpora link',
  'permission.readMessageHistory': 'Leggi la cronologia dei messaggi',
};
