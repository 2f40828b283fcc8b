import type { CommandTexts } from '../../translation.js';

/** The commands' names and descriptions, keyed by their English text (see ../../translation.ts). */
export const commands: CommandTexts = {
  names: {
    status: 'status',
    server: 'server',
    players: 'spieler',
    history: 'verlauf',
    period: 'zeitraum',
    servers: 'serverliste',
    link: 'verknüpfen',
    channel: 'kanal',
    code: 'code',
    unlink: 'trennen',
    links: 'verknüpfungen',
    share: 'teilen',
    unshare: 'freigabe-beenden',
    guild: 'discord-server',
    alerts: 'alarme',
    filter: 'filter',
    categories: 'kategorien',
    types: 'typen',
    severities: 'schweregrade',
    mention: 'erwähnen',
    role: 'rolle',
    show: 'anzeigen',
    test: 'test',
    board: 'tafel',
    create: 'erstellen',
    remove: 'entfernen',
    publish: 'veröffentlichen',
    names: 'namen',
    unpublish: 'zurückziehen',
    doctor: 'diagnose',
    gamequery: 'spielabfrage',
    set: 'festlegen',
    game: 'spiel',
    port: 'port',
    auto: 'automatisch',
    off: 'aus',
    restart: 'neustart',
    in: 'in',
    message: 'nachricht',
    schedule: 'zeitplan',
    time: 'uhrzeit',
    timezone: 'zeitzone',
    days: 'tage',
    list: 'liste',
    power: 'steuern',
    action: 'aktion',
    'kill-after': 'abwürgen-nach',
    backup: 'sicherung',
    say: 'sagen',
    console: 'konsole',
    command: 'befehl',
    activity: 'aktivität',
    deployments: 'deployments',
    language: 'sprache',
    locale: 'sprache',
  },
  texts: {
    'Is the game server up? Status, address and live usage':
      'Läuft der Gameserver? Status, Adresse und Live-Auslastung',
    'The game server (start typing its name)': 'Der Gameserver (Namen eintippen)',
    'Who is playing on a game server, as the game itself tells':
      'Wer auf einem Gameserver spielt, laut dem Spiel selbst',
    'Uptime, CPU and memory of a game server over time, as a chart':
      'Verfügbarkeit, CPU und RAM eines Gameservers über die Zeit, als Diagramm',
    'How far back (default: the last 24 hours)': 'Wie weit zurück (Standard: die letzten 24 Stunden)',
    'Last 24 hours': 'Letzte 24 Stunden',
    'Last 7 days': 'Letzte 7 Tage',
    'Last 30 days': 'Letzte 30 Tage',
    'List the game servers linked here, with their status':
      'Die hier verknüpften Gameserver mit ihrem Status',
    'Link a game server to this Discord server and a channel for its alerts':
      'Einen Gameserver mit diesem Discord-Server und einem Kanal für seine Alarme verknüpfen',
    'The server (start typing its name, or paste its id)': 'Der Server (Namen eintippen oder ID einfügen)',
    'Where its alerts go (default: this channel)': 'Wohin seine Alarme gehen (Standard: dieser Kanal)',
    'A share code from the Discord server that owns it (or your ownership code)':
      'Ein Freigabe-Code vom Discord-Server, dem er gehört (oder dein Besitz-Code)',
    'Unlink a game server from this Discord server (or from one channel)':
      'Einen Gameserver von diesem Discord-Server trennen (oder von einem Kanal)',
    'Only unlink it from this channel': 'Nur von diesem Kanal trennen',
    "List this Discord server's linked game servers and where their alerts go":
      'Die verknüpften Gameserver dieses Discord-Servers und wohin ihre Alarme gehen',
    'Let another Discord server use one of your game servers: makes a one-time code':
      'Einen deiner Gameserver mit einem anderen Discord-Server teilen: erstellt einen Einmal-Code',
    'Stop sharing a game server with another Discord server':
      'Einen Gameserver nicht mehr mit einem anderen Discord-Server teilen',
    'The Discord server it is shared with (start typing its name)':
      'Der Discord-Server, mit dem er geteilt ist (Namen eintippen)',
    'Choose which alerts a linked channel gets and which role they mention':
      'Welche Alarme ein verknüpfter Kanal bekommt und welche Rolle sie erwähnen',
    'Post only some alerts: comma-separated values to include; `all` removes a filter':
      'Nur manche Alarme posten: Werte mit Komma getrennt; `all` entfernt einen Filter',
    'Which of its linked channels (needed when it is linked to several)':
      'Welcher seiner verknüpften Kanäle (nötig, wenn es mehrere sind)',
    'Categories to include, e.g. power, backup (`all` = every one)':
      'Kategorien, z. B. power, backup (`all` = alle)',
    'Types to include (`all` = every one)': 'Typen (`all` = alle)',
    'Severities to include, e.g. error, critical (`all` = every one)':
      'Schweregrade, z. B. error, critical (`all` = alle)',
    'Mention a role on alerts of chosen severities (leave out the role to mention nobody)':
      'Eine Rolle bei Alarmen bestimmter Schweregrade erwähnen (ohne Rolle: niemand)',
    'The role to mention': 'Die zu erwähnende Rolle',
    'Severities that mention the role (default: every alert)':
      'Schweregrade, die die Rolle erwähnen (Standard: jeder Alarm)',
    'Show filters, mentions and the values seen in events so far':
      'Filter, Erwähnungen und die bisher gesehenen Werte anzeigen',
    "Post a test alert into the server's linked channels (filters are ignored)":
      'Einen Testalarm in die verknüpften Kanäle des Servers posten (ohne Filter)',
    'Only this linked channel (default: every one of the server)':
      'Nur dieser verknüpfte Kanal (Standard: alle des Servers)',
    "A live status board of this Discord server's game servers":
      'Eine Live-Statustafel der Gameserver dieses Discord-Servers',
    'Post a status board that updates itself (or post it anew)':
      'Eine Statustafel posten, die sich selbst aktualisiert (oder neu posten)',
    'Where (default: this channel)': 'Wo (Standard: dieser Kanal)',
    "Delete a channel's status board": 'Die Statustafel eines Kanals löschen',
    "Make a board's status page public on the web (a new address each time)":
      'Die Statusseite einer Tafel im Web veröffentlichen (jedes Mal eine neue Adresse)',
    'Show the names of players online (default: counts only)':
      'Namen der Spieler online zeigen (Standard: nur Anzahl)',
    "Take a board's public status page down at once":
      'Die öffentliche Statusseite einer Tafel sofort offline nehmen',
    "Check hostcord's setup: tokens, scopes, channel permissions, webhook":
      'Die Einrichtung von hostcord prüfen: Tokens, Scopes, Kanalrechte, Webhook',
    'How hostcord asks a game server who is playing': 'Wie hostcord einen Gameserver fragt, wer spielt',
    'Tell hostcord which game a server runs (and the query port)':
      'hostcord sagen, welches Spiel ein Server hat (und den Query-Port)',
    "The game, as gamedig names it (start typing, or type an id such as 'minecraft')":
      "Das Spiel, wie gamedig es nennt (eintippen oder eine ID wie 'minecraft')",
    "The query port (default: the game's rule applied to the server's address)":
      'Der Query-Port (Standard: die Regel des Spiels für die Adresse des Servers)',
    "Detect the game from the provider's game again":
      'Das Spiel wieder aus den Angaben des Anbieters erkennen',
    "Stop asking this server's game": 'Das Spiel dieses Servers nicht mehr fragen',
    "How this server's game is asked, and its last answer":
      'Wie das Spiel dieses Servers gefragt wird, und seine letzte Antwort',
    'Restart a game server now or later (asks you to confirm first)':
      'Einen Gameserver jetzt oder später neu starten (mit Rückfrage)',
    'Restart later, with warnings in game: e.g. 90s, 10m, 1h30m (1 minute to 24 hours)':
      'Später neu starten, mit Warnungen im Spiel: z. B. 90s, 10m, 1h30m (1 Minute bis 24 Stunden)',
    'Added to every warning in game (needs "in")': 'Wird an jede Warnung im Spiel angehängt (braucht „in“)',
    'Recurring restarts, announced in game before they happen':
      'Regelmäßige Neustarts, vorher im Spiel angekündigt',
    'Restart a server every day (or on chosen weekdays) at a time of day':
      'Einen Server jeden Tag (oder an bestimmten Wochentagen) zu einer Uhrzeit neu starten',
    'HH:MM on a 24-hour clock, e.g. 04:00': 'HH:MM im 24-Stunden-Format, z. B. 04:00',
    'IANA time zone, e.g. Europe/Berlin (default: UTC)': 'IANA-Zeitzone, z. B. Europe/Berlin (Standard: UTC)',
    'e.g. mon, wed, fri or weekdays or weekends (default: every day)':
      'z. B. mon, wed, fri oder weekdays oder weekends (Standard: jeden Tag)',
    "This Discord server's schedules with their next run":
      'Die Zeitpläne dieses Discord-Servers mit ihrem nächsten Lauf',
    'Remove a schedule (its next restart is called off)':
      'Einen Zeitplan entfernen (sein nächster Neustart fällt aus)',
    'The schedule (start typing; /schedule list shows them)':
      'Der Zeitplan (eintippen; /zeitplan liste zeigt sie)',
    'Start, stop or kill a game server (stop and kill ask you to confirm)':
      'Einen Gameserver starten, stoppen oder abwürgen (Stoppen und Abwürgen mit Rückfrage)',
    'What to do': 'Was tun',
    start: 'Starten',
    stop: 'Stoppen',
    'kill (ends the process without saving)': 'Abwürgen (beendet den Prozess ohne Speichern)',
    'Only with stop: kill it if still running after this many seconds (10–600)':
      'Nur mit Stoppen: abwürgen, wenn er nach so vielen Sekunden noch läuft (10–600)',
    "Create or list a game server's backups": 'Sicherungen eines Gameservers erstellen oder auflisten',
    'Start a backup now': 'Jetzt eine Sicherung starten',
    'The backups, newest first; locked ones marked': 'Die Sicherungen, neueste zuerst; gesperrte markiert',
    'Post a line in the game chat (console command `say`)':
      'Eine Zeile in den Spielchat schreiben (Konsolenbefehl `say`)',
    'One line of text': 'Eine Zeile Text',
    "Send a command to the game server's console (no output comes back)":
      'Einen Befehl an die Konsole des Gameservers schicken (keine Ausgabe zurück)',
    'One console command, without a leading slash if the game has none':
      'Ein Konsolenbefehl, ohne Schrägstrich vorne, wenn das Spiel keinen hat',
    "A game server's recent activity: power, backups, crashes and more":
      'Die letzten Aktivitäten eines Gameservers: Power, Sicherungen, Abstürze und mehr',
    "A game server's git deployments: status, phase and errors":
      'Die Git-Deployments eines Gameservers: Status, Phase und Fehler',
    "hostcord's language in this Discord server: see it, or choose another":
      'Die Sprache von hostcord auf diesem Discord-Server: anzeigen oder eine andere wählen',
    'The language for alerts, boards and announcements in game (Manage Server)':
      'Die Sprache für Alarme, Tafeln und Ansagen im Spiel („Server verwalten“)',
  },
};
