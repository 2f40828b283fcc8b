import type { AreaTranslation } from '../../translation.js';
import type { boards as english } from '../en-US/boards.js';

/** Status boards, incident messages and ownership notices posted in channels. */
export const boards: AreaTranslation<typeof english> = {
  'boards.title': 'Server di gioco',
  'boards.titleRange': 'Server di gioco ({first}–{last} di {total})',
  'boards.titleContinued': 'Server di gioco, continua ({first}–{last} di {total})',
  'boards.countUp': { one: '{count} online', many: '{count} online', other: '{count} online' },
  'boards.countStarting': { one: '{count} in avvio', many: '{count} in avvio', other: '{count} in avvio' },
  'boards.countStopping': {
    one: '{count} in arresto',
    many: '{count} in arresto',
    other: '{count} in arresto',
  },
  'boards.countDown': { one: '{count} giù', many: '{count} giù', other: '{count} giù' },
  'boards.countOther': { one: '{count} altro', many: '{count} altri', other: '{count} altri' },
  'boards.providerRefused':
    "⚠️ Il provider rifiuta il **token** di hostcord da {since} (l'operatore ne mette uno valido in HOSTING_TOKEN): gli stati sono gli ultimi noti, l'uso in tempo reale è nascosto.",
  'boards.providerUnreachable':
    "⚠️ Il provider non è raggiungibile da {since}: gli stati sono gli ultimi noti, l'uso in tempo reale è nascosto.",
  'boards.nothingLinked':
    'In questo server Discord non è ancora collegato nessun server di gioco. Un admin può collegarne uno con `/collega`; comparirà qui al prossimo aggiornamento.',
  'boards.up': 'online',
  'boards.upSince': 'online da {since}',
  'boards.downSince': 'giù da {since}',
  'boards.lastKnown': 'ultimo stato: {state}',
  'boards.usage': '📊 CPU {cpu}/{cpuLimit}% · RAM {memory}/{memoryLimit}',
  'boards.manage': 'Gestisci…',
  'boards.statusPage': 'Pagina di stato',

  'boards.incidentOpen': '🚨 Incidente aperto, avviso inviato {since}',
  'boards.incidentLast': '⚠️ Ultimo incidente {when}, giù per {duration}',
  'boards.players': '👥 {online}/{max}',
  'boards.gameSilent': '🧊 Il gioco non risponde da {since}',
  'boards.uptime': '📈 Uptime 24 h {day} · 7 g {week} · 30 g {month}',

  'boards.downTitle': 'Il server {server} è giù',
  'boards.down': 'Giù da {since} ({ago}). Nessuno stop, kill o riavvio è stato inviato tramite hostcord.',
  'boards.recoveredTitle': 'Il server {server} è tornato',
  'boards.recovered': 'Tornato dopo {duration}: giù da {from} a {to}.',
  'boards.silentTitle': 'Il server {server} non risponde',
  'boards.silent':
    'Il pannello dice che è acceso, ma il gioco non risponde da {since} ({ago}): nessuno può entrare. Nessuno stop, kill o riavvio è stato inviato tramite hostcord.',
  'boards.answersTitle': 'Il server {server} risponde di nuovo',
  'boards.answers': 'Il gioco risponde di nuovo dopo {duration}: muto da {from} a {to}.',
  'boards.lastActivity': 'Ultima attività prima del down',
  'boards.onIt': 'Se ne occupa',
  'boards.onItSince': '{member} da {since} ({ago})',

  'boards.claimedProof':
    '🔒 {server} ora appartiene a questo server Discord (controllo dimostrato presso il provider da {member}). Gli altri server Discord possono usarlo solo con un codice di condivisione da `/condividi`.',
  'boards.claimedLinked':
    '🔒 {server} ora appartiene a questo server Discord (collegato qui da {member}). Gli altri server Discord possono usarlo solo con un codice di condivisione da `/condividi`.',
  'boards.shared':
    '🔗 {server} ora è condiviso con {guild} (codice di condivisione usato da {member}): i suoi membri possono usarlo con i permessi decisi dai loro admin. `/smetti-di-condividere` lo termina.',
  'boards.unshared': '{server} non è più condiviso con {guild} (terminato da {member}).',
  'boards.released':
    '{server} non appartiene più a questo server Discord: {member} ha rimosso qui il suo ultimo collegamento.',
  'boards.releasedShares': {
    one: '{server} non appartiene più a questo server Discord: {member} ha rimosso qui il suo ultimo collegamento, terminando anche la condivisione con {count} altro server Discord.',
    many: '{server} non appartiene più a questo server Discord: {member} ha rimosso qui il suo ultimo collegamento, terminando anche la condivisione con {count} altri server Discord.',
    other:
      '{server} non appartiene più a questo server Discord: {member} ha rimosso qui il suo ultimo collegamento, terminando anche la condivisione con {count} altri server Discord.',
  },
  'boards.guildGone': 'un server Discord in cui il bot non è più presente ({id})',

  'boards.noBoard': 'Non c’è nessuna bacheca di stato in {channel}.',
  'boards.noBoardYet':
    'Non c’è nessuna bacheca di stato in {channel}. Pubblicane prima una lì con `/bacheca crea`.',
  'boards.removed': 'Bacheca di stato rimossa da {channel}.',
  'boards.botLacks':
    'Al bot manca {permissions} in {channel}. Concedilo nei permessi del canale, poi rilancia `/bacheca crea`.',
  'boards.refused':
    'Discord ha rifiutato la bacheca in {channel} ({reason}). Sistema i permessi del canale, poi rilancia `/bacheca crea`.',
  'boards.noReason': 'nessun motivo indicato',
  'boards.posted': 'Bacheca di stato pubblicata in {channel}: {url}',
  'boards.saved':
    'La bacheca di stato di {channel} è salvata; Discord è lento a rispondere, quindi comparirà appena Discord la accetta.',
  'boards.postedHow':
    'Mostra ogni server collegato in questo server Discord e si aggiorna da sola; `/bacheca rimuovi` la elimina.',
  'boards.grantHistory':
    '⚠️ Dai al bot anche «Leggere la cronologia dei messaggi» in {channel}: così una bacheca eliminata viene notata e ripubblicata al prossimo aggiornamento, non solo alla sua prossima modifica.',
  'boards.pagesOff':
    "Le pagine di stato sono disattivate: l'operatore imposta PUBLIC_URL all'indirizzo di hostcord (es. https://status.example.org), poi `/bacheca pubblica` funziona. Non è stato pubblicato nulla.",
  'boards.published': 'La pagina di stato di {channel} è pubblica: {url}',
  'boards.publishedNames':
    'Chiunque abbia questo indirizzo può vederla; la bacheca ha un pulsante «Pagina di stato» che ci porta. Elenca i nomi dei giocatori online.',
  'boards.publishedCounts':
    'Chiunque abbia questo indirizzo può vederla; la bacheca ha un pulsante «Pagina di stato» che ci porta. Mostra il numero di giocatori, non i nomi (`nomi:True` per elencarli).',
  'boards.publishedAgain':
    'Pubblicare di nuovo dà un nuovo indirizzo (il vecchio smette di funzionare); `/bacheca ritira` la toglie.',
  'boards.notPublished': 'La bacheca in {channel} non ha una pagina di stato pubblica.',
  'boards.unpublished':
    'La pagina di stato di {channel} è stata ritirata: da ora il suo indirizzo risponde «non trovato».',
  'boards.panel': '**{server}** è {state}. Riavvia e Stop ti chiedono prima conferma.',
  'boards.panelUnknown': '**{server}**. Riavvia e Stop ti chiedono prima conferma.',
  'boards.start': 'Avvia',
  'boards.restart': 'Riavvia',
  'boards.stop': 'Stop',

  'boards.languageCooldown':
    'Limite raggiunto: un cambio di lingua per server Discord ogni {every}. Aspetta {wait}, poi riprova.',
};
