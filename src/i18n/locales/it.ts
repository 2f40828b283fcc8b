import type { Translation } from '../translation.js';

/** Italiano. Keys and placeholders as in en-US.ts; the compiler and test/i18n check both. */
export const it: Translation = {
  messages: {
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
  },
  commands: {
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
      'The backups, newest first; locked ones marked':
        'I backup, prima i più recenti; quelli bloccati segnati',
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
  },
};
