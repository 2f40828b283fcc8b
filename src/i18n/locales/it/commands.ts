import type { CommandTexts } from '../../translation.js';

/** The commands' names and descriptions, keyed by their English text (see ../../translation.ts). */
export const commands: CommandTexts = {
  names: {
    status: 'stato',
    server: 'server',
    players: 'giocatori',
    history: 'cronologia',
    period: 'periodo',
    servers: 'elenco-server',
    link: 'collega',
    channel: 'canale',
    code: 'codice',
    unlink: 'scollega',
    links: 'collegamenti',
    share: 'condividi',
    unshare: 'smetti-di-condividere',
    guild: 'server-discord',
    alerts: 'avvisi',
    filter: 'filtro',
    categories: 'categorie',
    types: 'tipi',
    severities: 'gravità',
    mention: 'menzione',
    role: 'ruolo',
    show: 'mostra',
    test: 'prova',
    board: 'bacheca',
    create: 'crea',
    remove: 'rimuovi',
    publish: 'pubblica',
    names: 'nomi',
    unpublish: 'ritira',
    doctor: 'diagnosi',
    gamequery: 'interroga-gioco',
    set: 'imposta',
    game: 'gioco',
    port: 'porta',
    auto: 'auto',
    off: 'disattiva',
    restart: 'riavvia',
    in: 'tra',
    message: 'messaggio',
    schedule: 'pianifica',
    time: 'ora',
    timezone: 'fuso-orario',
    days: 'giorni',
    list: 'elenco',
    power: 'alimentazione',
    action: 'azione',
    'kill-after': 'forza-dopo',
    backup: 'backup',
    say: 'scrivi',
    console: 'console',
    command: 'comando',
    activity: 'attività',
    deployments: 'deploy',
    language: 'lingua',
    locale: 'lingua',
  },
  texts: {
    'Is the game server up? Status, address and live usage':
      'Il server è su? Stato, indirizzo e uso in tempo reale',
    'The game server (start typing its name)': 'Il server di gioco (inizia a scriverne il nome)',
    'Who is playing on a game server, as the game itself tells':
      'Chi gioca su un server, secondo il gioco stesso',
    'Uptime, CPU and memory of a game server over time, as a chart':
      'Disponibilità, CPU e memoria di un server di gioco nel tempo, in un grafico',
    'How far back (default: the last 24 hours)': 'Quanto indietro (predefinito: le ultime 24 ore)',
    'Last 24 hours': 'Ultime 24 ore',
    'Last 7 days': 'Ultimi 7 giorni',
    'Last 30 days': 'Ultimi 30 giorni',
    'List the game servers linked here, with their status':
      'I server di gioco collegati qui, con il loro stato',
    'Link a game server to this Discord server and a channel for its alerts':
      'Collega un server di gioco a questo server Discord e a un canale per i suoi avvisi',
    'The server (start typing its name, or paste its id)': 'Il server (scrivi il nome o incolla l’ID)',
    'Where its alerts go (default: this channel)': 'Dove vanno i suoi avvisi (predefinito: questo canale)',
    'A share code from the Discord server that owns it (or your ownership code)':
      'Un codice di condivisione dal server Discord proprietario (o il tuo codice di proprietà)',
    'Unlink a game server from this Discord server (or from one channel)':
      'Scollega un server di gioco da questo server Discord (o da un canale)',
    'Only unlink it from this channel': 'Scollegalo solo da questo canale',
    "List this Discord server's linked game servers and where their alerts go":
      'I server di gioco collegati a questo server Discord e dove vanno i loro avvisi',
    'Let another Discord server use one of your game servers: makes a one-time code':
      'Condividi un tuo server di gioco con un altro server Discord: crea un codice monouso',
    'Stop sharing a game server with another Discord server':
      'Smetti di condividere un server di gioco con un altro server Discord',
    'The Discord server it is shared with (start typing its name)':
      'Il server Discord con cui è condiviso (inizia a scriverne il nome)',
    'Choose which alerts a linked channel gets and which role they mention':
      'Scegli quali avvisi riceve un canale collegato e quale ruolo menzionano',
    'Post only some alerts: comma-separated values to include; `all` removes a filter':
      'Invia solo alcuni avvisi: valori separati da virgole; `all` rimuove un filtro',
    'Which of its linked channels (needed when it is linked to several)':
      'Quale dei suoi canali collegati (serve se sono più di uno)',
    'Categories to include, e.g. power, backup (`all` = every one)':
      'Categorie da includere, es. power, backup (`all` = tutte)',
    'Types to include (`all` = every one)': 'Tipi da includere (`all` = tutti)',
    'Severities to include, e.g. error, critical (`all` = every one)':
      'Gravità da includere, es. error, critical (`all` = tutte)',
    'Mention a role on alerts of chosen severities (leave out the role to mention nobody)':
      'Menziona un ruolo negli avvisi di certe gravità (senza ruolo: nessuno)',
    'The role to mention': 'Il ruolo da menzionare',
    'Severities that mention the role (default: every alert)':
      'Gravità che menzionano il ruolo (predefinito: tutti gli avvisi)',
    'Show filters, mentions and the values seen in events so far':
      'Mostra filtri, menzioni e i valori visti finora',
    "Post a test alert into the server's linked channels (filters are ignored)":
      'Invia un avviso di prova nei canali collegati del server (senza filtri)',
    'Only this linked channel (default: every one of the server)':
      'Solo questo canale collegato (predefinito: tutti quelli del server)',
    "A live status board of this Discord server's game servers":
      'Una bacheca di stato in tempo reale dei server di gioco di questo server Discord',
    'Post a status board that updates itself (or post it anew)':
      'Pubblica una bacheca di stato che si aggiorna da sola (o ripubblicala)',
    'Where (default: this channel)': 'Dove (predefinito: questo canale)',
    "Delete a channel's status board": 'Elimina la bacheca di stato di un canale',
    "Make a board's status page public on the web (a new address each time)":
      'Rendi pubblica sul web la pagina di stato di una bacheca (nuovo indirizzo ogni volta)',
    'Show the names of players online (default: counts only)':
      'Mostra i nomi dei giocatori online (predefinito: solo il numero)',
    "Take a board's public status page down at once":
      'Ritira subito la pagina di stato pubblica di una bacheca',
    "Check hostcord's setup: tokens, scopes, channel permissions, webhook":
      'Controlla la configurazione di hostcord: token, scope, permessi dei canali, webhook',
    'How hostcord asks a game server who is playing': 'Come hostcord chiede a un server chi sta giocando',
    'Tell hostcord which game a server runs (and the query port)':
      'Di’ a hostcord quale gioco gira su un server (e la porta di query)',
    "The game, as gamedig names it (start typing, or type an id such as 'minecraft')":
      "Il gioco, come lo chiama gamedig (inizia a scrivere o un ID come 'minecraft')",
    "The query port (default: the game's rule applied to the server's address)":
      'La porta di query (predefinito: la regola del gioco per l’indirizzo del server)',
    "Detect the game from the provider's game again": 'Rileva di nuovo il gioco dai dati del provider',
    "Stop asking this server's game": 'Smetti di interrogare il gioco di questo server',
    "How this server's game is asked, and its last answer":
      'Come viene interrogato il gioco di questo server e l’ultima risposta',
    'Restart a game server now or later (asks you to confirm first)':
      'Riavvia un server di gioco ora o più tardi (chiede conferma)',
    'Restart later, with warnings in game: e.g. 90s, 10m, 1h30m (1 minute to 24 hours)':
      'Riavvia più tardi, con avvisi in gioco: es. 90s, 10m, 1h30m (da 1 minuto a 24 ore)',
    'Added to every warning in game (needs "in")': 'Aggiunto a ogni avviso in gioco (serve «tra»)',
    'Recurring restarts, announced in game before they happen':
      'Riavvii ricorrenti, annunciati prima in gioco',
    'Restart a server every day (or on chosen weekdays) at a time of day':
      'Riavvia un server ogni giorno (o in giorni scelti) a un’ora stabilita',
    'HH:MM on a 24-hour clock, e.g. 04:00': 'HH:MM nel formato 24 ore, es. 04:00',
    'IANA time zone, e.g. Europe/Berlin (default: UTC)':
      'Fuso orario IANA, es. Europe/Rome (predefinito: UTC)',
    'e.g. mon, wed, fri or weekdays or weekends (default: every day)':
      'es. mon, wed, fri o weekdays o weekends (predefinito: ogni giorno)',
    "This Discord server's schedules with their next run":
      'Le pianificazioni di questo server Discord con la prossima esecuzione',
    'Remove a schedule (its next restart is called off)':
      'Rimuovi una pianificazione (il suo prossimo riavvio salta)',
    'The schedule (start typing; /schedule list shows them)':
      'La pianificazione (inizia a scrivere; /pianifica elenco le mostra)',
    'Start, stop or kill a game server (stop and kill ask you to confirm)':
      'Avvia, ferma o termina forzatamente un server di gioco (ferma e forza chiedono conferma)',
    'What to do': 'Cosa fare',
    start: 'Avvia',
    stop: 'Ferma',
    'kill (ends the process without saving)': 'Forza (termina il processo senza salvare)',
    'Only with stop: kill it if still running after this many seconds (10–600)':
      'Solo con Ferma: forza se è ancora attivo dopo questi secondi (10–600)',
    "Create or list a game server's backups": 'Crea o elenca i backup di un server di gioco',
    'Start a backup now': 'Avvia un backup ora',
    'The backups, newest first; locked ones marked': 'I backup, prima i più recenti; quelli bloccati segnati',
    'Post a line in the game chat (console command `say`)':
      'Scrivi una riga nella chat di gioco (comando console `say`)',
    'One line of text': 'Una riga di testo',
    "Send a command to the game server's console (no output comes back)":
      'Invia un comando alla console del server di gioco (nessun output di ritorno)',
    'One console command, without a leading slash if the game has none':
      'Un comando console, senza barra iniziale se il gioco non la usa',
    "A game server's recent activity: power, backups, crashes and more":
      'L’attività recente di un server di gioco: alimentazione, backup, crash e altro',
    "A game server's git deployments: status, phase and errors":
      'I deploy git di un server di gioco: stato, fase ed errori',
    "hostcord's language in this Discord server: see it, or choose another":
      'La lingua di hostcord in questo server Discord: vedila o scegline un’altra',
    'The language for alerts, boards and announcements in game (Manage Server)':
      'La lingua di avvisi, bacheche e annunci in gioco (Gestisci server)',
  },
};
