import type { AreaTranslation } from '../../translation.js';
import type { doctor as english } from '../en-US/doctor.js';

/** The doctor's findings (/doctor and `npm run doctor` as Discord members read them). */
export const doctor: AreaTranslation<typeof english> = {
  'doctor.title.problems': {
    one: '{count} problema da risolvere',
    many: '{count} di problemi da risolvere',
    other: '{count} problemi da risolvere',
  },
  'doctor.title.warnings': { one: '{count} avviso', many: '{count} di avvisi', other: '{count} avvisi' },
  'doctor.title.fine': 'Sembra tutto a posto',
  'doctor.notShown': {
    one: 'Altro {count} risultato non mostrato: npm run doctor li stampa tutti',
    many: 'Altri {count} di risultati non mostrati: npm run doctor li stampa tutti',
    other: 'Altri {count} risultati non mostrati: npm run doctor li stampa tutti',
  },

  'doctor.area.configuration': 'configurazione',
  'doctor.area.database': 'database',
  'doctor.area.providerToken': 'token del provider',
  'doctor.area.discord': 'discord',
  'doctor.area.webhook': 'webhook',
  'doctor.area.events': 'eventi',
  'doctor.area.installations': 'installazioni',
  'doctor.area.links': 'collegamenti',
  'doctor.area.server': 'server {server}',
  'doctor.area.gameQuery': 'interrogazione del gioco',
  'doctor.area.boards': 'bacheche di stato',
  'doctor.area.providerBudget': 'budget del provider',
  'doctor.area.access': 'accesso',
  'doctor.area.shares': 'condivisioni',
  'doctor.area.testAlert': 'avviso di prova',

  'doctor.config.ok': 'valida; eventi tramite {source}, database {database}',
  'doctor.config.personalToken':
    'HOSTING_TOKEN è un token personale (zhp_…): non verrà pubblicato nessun avviso; i comandi funzionano, ma il feed degli eventi e le installazioni richiedono un token del bot (zhb_…): mettine uno in HOSTING_TOKEN',
  'doctor.config.shardsOnSqlite':
    'SHARD_IDS esegue gli shard {ids} su {total} con SQLite; ai server Discord degli altri shard risponde solo un’altra istanza di hostcord, e le istanze condividono collegamenti e avvisi solo tramite PostgreSQL: imposta lo stesso DATABASE_URL in ognuna (con SQLite ogni istanza ha il suo file)',

  'doctor.database.cannotOpen':
    'non si apre ({error}); controlla DATABASE_PATH e che la sua cartella sia scrivibile, oppure DATABASE_URL',
  'doctor.database.sqliteOk': 'aperto, migrazioni applicate, controllo di integrità superato',
  'doctor.database.postgresOk': 'PostgreSQL risponde, migrazioni applicate',
  'doctor.database.postgresAtOk': 'PostgreSQL su {at} risponde, migrazioni applicate',
  'doctor.database.integrityFailed':
    'controllo di integrità fallito ({error}); ripristina il file da un backup',
  'doctor.database.postgresDown':
    'PostgreSQL non risponde ({error}); controlla che sia in esecuzione, e DATABASE_URL',
  'doctor.database.postgresAtDown':
    'PostgreSQL su {at} non risponde ({error}); controlla che sia in esecuzione, e DATABASE_URL',

  'doctor.discord.loggedIn': {
    one: 'connesso come {tag}, su {count} server Discord',
    many: 'connesso come {tag}, su {count} di server Discord',
    other: 'connesso come {tag}, su {count} server Discord',
  },

  'doctor.webhook.accepted':
    '{url} ha accettato un ping firmato qui con WEBHOOK_SECRET (se il provider firma con lo stesso segreto si vede nelle sue consegne, sotto eventi)',
  'doctor.webhook.refused': '{url} ha risposto {status} a un ping firmato in locale; il motivo è nel log',
  'doctor.webhook.nothing':
    'non risponde niente su {url}; hostcord è in esecuzione? (il doctor non lo avvia)',

  'doctor.events.notTakenIn': 'questa istanza di hostcord non riceve eventi',
  'doctor.events.noCheck': '{url} ha risposto senza il controllo degli eventi; è davvero hostcord?',
  'doctor.events.nothingAnswers':
    'non risponde niente su {url}, quindi non si sa se gli eventi arrivano; avvia hostcord e rilancia il doctor',
  'doctor.events.noReason': 'nessun motivo indicato',
  'doctor.events.feedFails': 'il feed degli eventi non funziona: {error}',
  'doctor.events.feedRetrying':
    'l’ultima lettura del feed è fallita ({error}); hostcord continua a riprovare',
  'doctor.events.history':
    'lettura del feed per la prima volta; gli eventi passati vengono archiviati, non pubblicati',
  'doctor.events.polledReceived': 'feed letto {polled} fa: ok; ultimo evento ricevuto {received} fa',
  'doctor.events.polledNone': 'feed letto {polled} fa: ok; ancora nessun evento ricevuto',
  'doctor.events.notPolledReceived': 'il feed non è ancora stato letto; ultimo evento ricevuto {received} fa',
  'doctor.events.notPolledNone': 'il feed non è ancora stato letto; ancora nessun evento ricevuto',
  'doctor.events.delivered': 'ultima consegna webhook dal provider accettata {ago} fa',
  'doctor.events.noDelivery':
    'nessuna consegna webhook dal provider da quando hostcord è partito; "invia evento di prova" nel provider ne manda una',
  'doctor.events.refusedAccepted':
    'le consegne webhook vengono rifiutate: l’ultima {rejected} fa ({reason}); l’ultima consegna accettata dal provider è arrivata {delivered} fa; il motivo è nel log',
  'doctor.events.refusedNone':
    'le consegne webhook vengono rifiutate: l’ultima {rejected} fa ({reason}); nessuna è stata accettata da quando hostcord è partito; il motivo è nel log',
  'doctor.events.wrongSecretAccepted':
    'le consegne webhook vengono rifiutate: l’ultima {rejected} fa ({reason}); l’ultima consegna accettata dal provider è arrivata {delivered} fa. WEBHOOK_SECRET non è il segreto attuale del webhook del provider (rinnovarlo ne crea uno nuovo): copia il segreto zhs_… dalle impostazioni del webhook del provider in WEBHOOK_SECRET e riavvia hostcord. Ignora questo messaggio se queste richieste non vengono dal provider',
  'doctor.events.wrongSecretNone':
    'le consegne webhook vengono rifiutate: l’ultima {rejected} fa ({reason}); nessuna è stata accettata da quando hostcord è partito. WEBHOOK_SECRET non è il segreto attuale del webhook del provider (rinnovarlo ne crea uno nuovo): copia il segreto zhs_… dalle impostazioni del webhook del provider in WEBHOOK_SECRET e riavvia hostcord. Ignora questo messaggio se queste richieste non vengono dal provider',

  'doctor.games.off': 'disattivata (GAME_QUERY=off): a nessun gioco si chiede chi sta giocando',
  'doctor.games.notAsked':
    'server {server}: non ancora interrogato; hostcord lo fa al prossimo aggiornamento',
  'doctor.games.answering': 'server {server}: risponde ({game} sulla porta {port}, giocatori {online}/{max})',
  'doctor.games.noAddress':
    'server {server}: nessun indirizzo presso il provider, quindi niente da interrogare',
  'doctor.games.unknownGame': 'server {server}: gioco sconosciuto; di’ a hostcord qual è con {command}',
  'doctor.games.notQueryable':
    'server {server}: {game} non si può interrogare ({error}); {command} zittisce questo messaggio',
  'doctor.games.queryOff': 'server {server}: disattivata ({command})',
  'doctor.games.notAnswering':
    'server {server}: non risponde ({game} sulla porta {port}: {error}); controlla che l’interrogazione del gioco sia attiva e che hostcord raggiunga quella porta (UDP e TCP), oppure indica la porta giusta con {command}',
  'doctor.games.noAnswer': 'nessuna risposta',

  'doctor.access.allowed': {
    one: 'viene servito solo {count} server Discord in ALLOWED_GUILD_IDS, che può collegare direttamente server di gioco non rivendicati',
    many: 'vengono serviti solo {count} di server Discord in ALLOWED_GUILD_IDS, che possono collegare direttamente server di gioco non rivendicati',
    other:
      'vengono serviti solo {count} server Discord in ALLOWED_GUILD_IDS, che possono collegare direttamente server di gioco non rivendicati',
  },
  'doctor.access.publicBot':
    'il bot è pubblico e ALLOWED_GUILD_IDS non è impostato: chiunque può aggiungerlo al proprio server Discord. Lì nessuno raggiunge un server di gioco senza dimostrare di controllarlo o senza un codice di condivisione, ma disattiva "Public Bot" nel Discord Developer Portal (pagina Bot), oppure metti in ALLOWED_GUILD_IDS i server Discord che servi',
  'doctor.access.private':
    'il bot è privato; i server Discord in cui il proprietario (o il team) dell’applicazione è membro collegano direttamente i server di gioco non rivendicati, gli altri dimostrano il controllo presso il provider o usano un codice di condivisione',
  'doctor.access.unreadable':
    'impossibile leggere l’applicazione Discord per vedere se è pubblica; rilancia il doctor',
  'doctor.shares.guild': 'server Discord {id}',
  'doctor.shares.migrated':
    'il server {server} (di {owner}) è condiviso con {guild} perché entrambi lo avevano collegato prima che esistessero le rivendicazioni; controllalo e chiudilo con {command} nel server Discord proprietario se non era voluto',
  'doctor.shares.code':
    'il server {server} (di {owner}) è condiviso con {guild} tramite un codice di condivisione; {command} nel server Discord proprietario lo chiude',

  'doctor.provider.apiUrlWrong':
    'HOSTING_API_URL {url} non porta all’API del provider (404 per {path}); impostalo al solo indirizzo del provider, ad es. https://panel.example.com',
  'doctor.provider.apiUrlUnreachable':
    'HOSTING_API_URL {url} non è raggiungibile ({error}); controlla l’indirizzo e la rete',
  'doctor.token.refused401':
    'il provider rifiuta HOSTING_TOKEN (401: non valido, scaduto o revocato): crea un nuovo token del bot (zhb_…) nelle impostazioni sviluppatore del provider, mettilo in HOSTING_TOKEN e riavvia hostcord',
  'doctor.token.refused403':
    'il provider rifiuta HOSTING_TOKEN (403 per {op}: il token non può fare ciò che serve a hostcord): crea un nuovo token del bot (zhb_…) nelle impostazioni sviluppatore del provider, mettilo in HOSTING_TOKEN e riavvia hostcord',
  'doctor.token.cannotCheck': 'impossibile verificarlo: {problem}',
  'doctor.token.personal': 'token personale',
  'doctor.token.bot': 'token del bot',
  'doctor.token.scopes': 'scope {scopes}',
  'doctor.token.scopesNone': 'nessuno scope',
  'doctor.token.scopesUnknown': 'scope non indicati',
  'doctor.token.expires': {
    one: '{kind}, {scopes}, scade il {date} (tra {count} giorno)',
    many: '{kind}, {scopes}, scade il {date} (tra {count} di giorni)',
    other: '{kind}, {scopes}, scade il {date} (tra {count} giorni)',
  },
  'doctor.token.expiresSoon': {
    one: '{kind} scade il {date} (tra {count} giorno); creane uno nuovo e aggiorna HOSTING_TOKEN prima',
    many: '{kind} scade il {date} (tra {count} di giorni); creane uno nuovo e aggiorna HOSTING_TOKEN prima',
    other: '{kind} scade il {date} (tra {count} giorni); creane uno nuovo e aggiorna HOSTING_TOKEN prima',
  },
  'doctor.token.facts': '{kind}, {scopes}',
  'doctor.token.noExpiry': '{kind}, {scopes}, nessuna scadenza indicata',
  'doctor.token.personalWarning':
    'un token personale (zhp_…) non riceve né eventi né installazioni; usa un token del bot (zhb_…)',

  'doctor.installations.cannotList': 'impossibile elencarle: {problem}',
  'doctor.installations.none':
    'il bot non è installato su nessun server; chiedi al proprietario di un server di installarlo',
  'doctor.installations.unlinked':
    '{server} è installato ma non collegato a nessun canale; collegalo con {command}',
  'doctor.links.none': 'nessun server ancora collegato; un admin può usare {command}',
  'doctor.servers.installed': 'installato, ogni scope che serve ai comandi è concesso, iscritto a {events}',
  'doctor.servers.notInstalled':
    'il bot non è installato lì: i suoi comandi vengono rifiutati e non arrivano avvisi; chiedi al proprietario del server di installare il bot',
  'doctor.servers.inactive':
    'l’installazione del bot è {status}, non attiva; chiedi al proprietario del server di controllarla nel pannello del provider',
  'doctor.servers.unknownState':
    'l’installazione del bot è in uno stato sconosciuto, non attiva; chiedi al proprietario del server di controllarla nel pannello del provider',
  'doctor.servers.unsubscribed':
    'gli avvisi per {name} non arriveranno mai: iscrivi l’installazione a {events} nel pannello del provider',
  'doctor.servers.scopes':
    'non concessi: {scopes}; i comandi che ne hanno bisogno lì vengono rifiutati. Chiedi al proprietario del server di aggiungerli all’installazione del bot',

  'doctor.link.channelId': 'canale {id}',
  'doctor.link.gone':
    '{channel} non esiste più; scollegalo con {unlink} o collega un altro canale con {link}',
  'doctor.link.lacks': '{channel}: al bot manca {permissions}; concedilo nei permessi del canale',
  'doctor.link.broken':
    '{channel}: avvisi fermi, il collegamento è rotto ({reason}); quando il canale è sistemato, rilancia {command}',
  'doctor.link.refusedMessage': 'Discord ha rifiutato un messaggio',
  'doctor.link.inactive':
    '{channel}: il collegamento è inattivo, il bot è stato disinstallato dal server; gli avvisi riprendono quando viene reinstallato',
  'doctor.link.filterClosed':
    '{channel}: il suo filtro {filter} ({values}) non corrisponde a nessuno dei valori visti negli eventi di questo server ({seen}), quindi lì non viene pubblicato niente; cambialo con {command}',
  'doctor.link.noRecovery':
    '{channel}: al bot manca {permission}; gli avvisi arrivano, ma uno pubblicato proprio mentre hostcord si fermava di colpo può essere pubblicato due volte al riavvio qualche minuto dopo; concedilo nei permessi del canale',
  'doctor.link.ok': '{channel}: il bot può pubblicare avvisi',

  'doctor.boards.broken':
    'la bacheca di stato in <#{channel}> è rotta: {reason}; sistema i permessi del canale, poi rilancia {command} lì',
  'doctor.boards.refused': 'Discord ha rifiutato il canale',
  'doctor.boards.ok': 'la bacheca di stato in <#{channel}> viene tenuta aggiornata',
  'doctor.budget.fits':
    'server sulle bacheche: {servers}; un aggiornamento richiede {need} chiamate al provider sulle {allowed} che PROVIDER_CALLS_PER_SECOND consente in BOARD_REFRESH_SECONDS',
  'doctor.budget.stretches':
    'server sulle bacheche: {servers}; un aggiornamento richiede {need} chiamate al provider, più delle {allowed} che PROVIDER_CALLS_PER_SECOND consente in BOARD_REFRESH_SECONDS ({promised} s): leggerli richiede {seconds} s. Alza PROVIDER_CALLS_PER_SECOND a quanto consente il tuo provider, oppure BOARD_REFRESH_SECONDS',
};
