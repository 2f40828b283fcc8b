import type { CommandTexts } from '../../translation.js';

/** The commands' names and descriptions, keyed by their English text (see ../../translation.ts). */
export const commands: CommandTexts = {
  names: {
    status: 'status',
    server: 'serwer',
    players: 'gracze',
    history: 'historia',
    period: 'okres',
    servers: 'serwery',
    link: 'podłącz',
    channel: 'kanał',
    code: 'kod',
    unlink: 'odłącz',
    links: 'połączenia',
    share: 'udostępnij',
    unshare: 'cofnij-udostępnienie',
    guild: 'serwer-discord',
    alerts: 'alerty',
    filter: 'filtr',
    categories: 'kategorie',
    types: 'typy',
    severities: 'poziomy',
    mention: 'wzmianka',
    role: 'rola',
    show: 'pokaż',
    test: 'test',
    board: 'tablica',
    create: 'utwórz',
    remove: 'usuń',
    publish: 'opublikuj',
    names: 'nazwy',
    unpublish: 'wycofaj',
    doctor: 'diagnoza',
    gamequery: 'zapytanie-gry',
    set: 'ustaw',
    game: 'gra',
    port: 'port',
    auto: 'auto',
    off: 'wyłącz',
    restart: 'restart',
    in: 'za',
    message: 'wiadomość',
    schedule: 'harmonogram',
    time: 'godzina',
    timezone: 'strefa',
    days: 'dni',
    list: 'lista',
    power: 'zasilanie',
    action: 'akcja',
    'kill-after': 'ubij-po',
    backup: 'kopia',
    say: 'powiedz',
    console: 'konsola',
    command: 'komenda',
    activity: 'aktywność',
    deployments: 'wdrożenia',
    language: 'język',
    locale: 'język',
  },
  texts: {
    'Is the game server up? Status, address and live usage':
      'Czy serwer gry działa? Status, adres i użycie na żywo',
    'The game server (start typing its name)': 'Serwer gry (zacznij pisać nazwę)',
    'Who is playing on a game server, as the game itself tells': 'Kto gra na serwerze, według samej gry',
    'Uptime, CPU and memory of a game server over time, as a chart':
      'Dostępność, CPU i pamięć serwera gry w czasie, jako wykres',
    'How far back (default: the last 24 hours)': 'Jak daleko wstecz (domyślnie: ostatnie 24 godziny)',
    'Last 24 hours': 'Ostatnie 24 godziny',
    'Last 7 days': 'Ostatnie 7 dni',
    'Last 30 days': 'Ostatnie 30 dni',
    'List the game servers linked here, with their status': 'Serwery gry podłączone tutaj, z ich statusem',
    'Link a game server to this Discord server and a channel for its alerts':
      'Podłącz serwer gry do tego serwera Discord i kanału na jego alerty',
    'The server (start typing its name, or paste its id)': 'Serwer (zacznij pisać nazwę albo wklej ID)',
    'Where its alerts go (default: this channel)': 'Gdzie idą jego alerty (domyślnie: ten kanał)',
    'A share code from the Discord server that owns it (or your ownership code)':
      'Kod udostępniania od serwera Discord, który go posiada (albo twój kod własności)',
    'Unlink a game server from this Discord server (or from one channel)':
      'Odłącz serwer gry od tego serwera Discord (albo od jednego kanału)',
    'Only unlink it from this channel': 'Odłącz tylko od tego kanału',
    "List this Discord server's linked game servers and where their alerts go":
      'Podłączone serwery gry tego serwera Discord i gdzie idą ich alerty',
    'Let another Discord server use one of your game servers: makes a one-time code':
      'Udostępnij swój serwer gry innemu serwerowi Discord: tworzy jednorazowy kod',
    'Stop sharing a game server with another Discord server':
      'Przestań udostępniać serwer gry innemu serwerowi Discord',
    'The Discord server it is shared with (start typing its name)':
      'Serwer Discord, któremu jest udostępniony (zacznij pisać nazwę)',
    'Choose which alerts a linked channel gets and which role they mention':
      'Wybierz, które alerty dostaje podłączony kanał i jaką rolę oznaczają',
    'Post only some alerts: comma-separated values to include; `all` removes a filter':
      'Wysyłaj tylko niektóre alerty: wartości po przecinku; `all` usuwa filtr',
    'Which of its linked channels (needed when it is linked to several)':
      'Który z podłączonych kanałów (potrzebne, gdy jest ich kilka)',
    'Categories to include, e.g. power, backup (`all` = every one)':
      'Kategorie, np. power, backup (`all` = wszystkie)',
    'Types to include (`all` = every one)': 'Typy (`all` = wszystkie)',
    'Severities to include, e.g. error, critical (`all` = every one)':
      'Poziomy, np. error, critical (`all` = wszystkie)',
    'Mention a role on alerts of chosen severities (leave out the role to mention nobody)':
      'Oznaczaj rolę przy alertach wybranych poziomów (bez roli: nikogo)',
    'The role to mention': 'Rola do oznaczenia',
    'Severities that mention the role (default: every alert)':
      'Poziomy, które oznaczają rolę (domyślnie: każdy alert)',
    'Show filters, mentions and the values seen in events so far':
      'Pokaż filtry, wzmianki i dotąd widziane wartości',
    "Post a test alert into the server's linked channels (filters are ignored)":
      'Wyślij testowy alert na podłączone kanały serwera (bez filtrów)',
    'Only this linked channel (default: every one of the server)':
      'Tylko ten podłączony kanał (domyślnie: wszystkie kanały serwera)',
    "A live status board of this Discord server's game servers":
      'Tablica statusu na żywo serwerów gry tego serwera Discord',
    'Post a status board that updates itself (or post it anew)':
      'Wyślij tablicę statusu, która sama się odświeża (albo wyślij ją od nowa)',
    'Where (default: this channel)': 'Gdzie (domyślnie: ten kanał)',
    "Delete a channel's status board": 'Usuń tablicę statusu kanału',
    "Make a board's status page public on the web (a new address each time)":
      'Opublikuj w sieci stronę statusu tablicy (za każdym razem nowy adres)',
    'Show the names of players online (default: counts only)':
      'Pokaż nicki graczy online (domyślnie: tylko liczba)',
    "Take a board's public status page down at once": 'Od razu zdejmij publiczną stronę statusu tablicy',
    "Check hostcord's setup: tokens, scopes, channel permissions, webhook":
      'Sprawdź konfigurację hostcord: tokeny, zakresy, uprawnienia kanałów, webhook',
    'How hostcord asks a game server who is playing': 'Jak hostcord pyta serwer gry, kto gra',
    'Tell hostcord which game a server runs (and the query port)':
      'Powiedz hostcord, jaka gra działa na serwerze (i port zapytań)',
    "The game, as gamedig names it (start typing, or type an id such as 'minecraft')":
      "Gra według nazw gamedig (zacznij pisać albo wpisz ID, np. 'minecraft')",
    "The query port (default: the game's rule applied to the server's address)":
      'Port zapytań (domyślnie: reguła gry dla adresu serwera)',
    "Detect the game from the provider's game again": 'Wykryj grę ponownie na podstawie danych dostawcy',
    "Stop asking this server's game": 'Przestań pytać grę tego serwera',
    "How this server's game is asked, and its last answer":
      'Jak pytana jest gra tego serwera i jej ostatnia odpowiedź',
    'Restart a game server now or later (asks you to confirm first)':
      'Zrestartuj serwer gry teraz albo później (z potwierdzeniem)',
    'Restart later, with warnings in game: e.g. 90s, 10m, 1h30m (1 minute to 24 hours)':
      'Restart później, z ostrzeżeniami w grze: np. 90s, 10m, 1h30m (od 1 minuty do 24 godzin)',
    'Added to every warning in game (needs "in")': 'Dodawane do każdego ostrzeżenia w grze (wymaga „za”)',
    'Recurring restarts, announced in game before they happen':
      'Cykliczne restarty, zapowiadane wcześniej w grze',
    'Restart a server every day (or on chosen weekdays) at a time of day':
      'Restartuj serwer codziennie (albo w wybrane dni) o danej godzinie',
    'HH:MM on a 24-hour clock, e.g. 04:00': 'GG:MM w formacie 24-godzinnym, np. 04:00',
    'IANA time zone, e.g. Europe/Berlin (default: UTC)':
      'Strefa czasowa IANA, np. Europe/Warsaw (domyślnie: UTC)',
    'e.g. mon, wed, fri or weekdays or weekends (default: every day)':
      'np. mon, wed, fri albo weekdays albo weekends (domyślnie: codziennie)',
    "This Discord server's schedules with their next run":
      'Harmonogramy tego serwera Discord z najbliższym uruchomieniem',
    'Remove a schedule (its next restart is called off)':
      'Usuń harmonogram (jego najbliższy restart zostanie odwołany)',
    'The schedule (start typing; /schedule list shows them)':
      'Harmonogram (zacznij pisać; /harmonogram lista je pokazuje)',
    'Start, stop or kill a game server (stop and kill ask you to confirm)':
      'Uruchom, zatrzymaj albo ubij serwer gry (zatrzymanie i ubicie z potwierdzeniem)',
    'What to do': 'Co zrobić',
    start: 'Uruchom',
    stop: 'Zatrzymaj',
    'kill (ends the process without saving)': 'Ubij (kończy proces bez zapisu)',
    'Only with stop: kill it if still running after this many seconds (10–600)':
      'Tylko z Zatrzymaj: ubij, jeśli nadal działa po tylu sekundach (10–600)',
    "Create or list a game server's backups": 'Utwórz albo wypisz kopie zapasowe serwera gry',
    'Start a backup now': 'Zrób kopię zapasową teraz',
    'The backups, newest first; locked ones marked':
      'Kopie zapasowe, najnowsze pierwsze; zablokowane oznaczone',
    'Post a line in the game chat (console command `say`)':
      'Napisz linię na czacie gry (komenda konsoli `say`)',
    'One line of text': 'Jedna linia tekstu',
    "Send a command to the game server's console (no output comes back)":
      'Wyślij komendę do konsoli serwera gry (bez odpowiedzi zwrotnej)',
    'One console command, without a leading slash if the game has none':
      'Jedna komenda konsoli, bez ukośnika na początku, jeśli gra go nie używa',
    "A game server's recent activity: power, backups, crashes and more":
      'Ostatnia aktywność serwera gry: zasilanie, kopie, crashe i więcej',
    "A game server's git deployments: status, phase and errors":
      'Wdrożenia git serwera gry: status, etap i błędy',
    "hostcord's language in this Discord server: see it, or choose another":
      'Język hostcord na tym serwerze Discord: zobacz go albo wybierz inny',
    'The language for alerts, boards and announcements in game (Manage Server)':
      'Język alertów, tablic i komunikatów w grze (Zarządzanie serwerem)',
  },
};
