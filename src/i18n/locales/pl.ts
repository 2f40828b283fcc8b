import type { Translation } from '../translation.js';

/** Polski. Keys and placeholders as in en-US.ts; the compiler and test/i18n check both. */
export const pl: Translation = {
  messages: {
    'language.current': 'hostcord mówi na tym serwerze Discord w języku: {language}.',
    'language.currentDefault':
      'hostcord mówi na tym serwerze Discord w języku: {language} (język serwera w Discordzie; admini mogą wybrać inny przez `/język język:`).',
    'language.set':
      'Od teraz hostcord mówi na tym serwerze Discord w języku: {language}. Dotyczy to alertów, tablic i komunikatów w grze. Członkowie, którzy mają Discorda w innym języku obsługiwanym przez hostcord, dostają odpowiedzi w swoim.',
    'language.needsManageServer':
      'Do zmiany języka hostcord tutaj potrzebujesz uprawnienia „Zarządzanie serwerem”. `/język` bez wyboru pokazuje obecny.',

    'refusal.forgedButton': 'Ten przycisk nie pochodzi od hostcord.',
    'refusal.unsignedButton':
      'Ten przycisk jest ze starszej wersji hostcord i już nie działa. Użyj komendy ponownie.',
    'refusal.guildOnly': 'Komendy hostcord działają na serwerze Discord, nie w wiadomościach prywatnych.',
    'refusal.notAllowedHere':
      'hostcord nie jest włączony dla tego serwera Discord. Operator może dodać ID tego serwera do ALLOWED_GUILD_IDS.',
    'refusal.unknownCommand': 'Ta wersja hostcord nie zna tej komendy.',
    'refusal.notLinkedHere':
      'Ten serwer nie jest tu podłączony. Wybierz któryś z listy albo poproś admina, żeby go podłączył przez `/podłącz`.',
    'refusal.noneLinked':
      'Na tym serwerze Discord nie ma jeszcze podłączonego serwera gry. Admin może go podłączyć przez `/podłącz`.',
    'refusal.pickOne': 'Podłączonych jest tu kilka serwerów: wybierz jeden opcją `serwer`.',
    'refusal.staleButton': 'Ten przycisk już nie działa. Użyj komendy jeszcze raz.',
    'refusal.staleButtonOf': 'Ten przycisk już nie działa. Użyj `{command}` jeszcze raz.',
    'refusal.failed':
      'Coś poszło nie tak po stronie hostcord. Spróbuj ponownie; jeśli to się powtarza, podaj adminowi ten numer: `{reference}`.',
    'refusal.powerCooldown': {
      one: 'Przed chwilą wysłałeś akcję zasilania. Odczekaj {count} sekundę przed następną.',
      few: 'Przed chwilą wysłałeś akcję zasilania. Odczekaj {count} sekundy przed następną.',
      many: 'Przed chwilą wysłałeś akcję zasilania. Odczekaj {count} sekund przed następną.',
      other: 'Przed chwilą wysłałeś akcję zasilania. Odczekaj {count} sekundy przed następną.',
    },

    'access.channel':
      '`/{command}` jest wyłączona na tym kanale ({integrations}), więc jej przyciski tu nie działają. Użyj jej na kanale, gdzie jest dozwolona.',
    'access.override':
      'Admin wyłączył ci `/{command}` w {integrations}, więc jej przyciski też u ciebie nie działają. Zapytaj admina, jeśli powinieneś mieć do niej dostęp.',
    'access.permission':
      'Do przycisków i menu `/{command}` potrzebujesz uprawnienia „{permission}”, albo admin może na to pozwolić tobie lub twojej roli w {integrations}.',
    'access.admin':
      'Do przycisków i menu `/{command}` musisz być adminem, albo admin może na to pozwolić tobie lub twojej roli w {integrations}.',
    'access.integrations': 'Ustawienia serwera → Integracje → hostcord',
    'access.manageServer': 'Zarządzanie serwerem',
    'access.administrator': 'Administrator',

    'storage.full':
      'hostcord nie może teraz nic zapisać: dysk jego bazy danych jest pełny. Nic nie zostało zrobione ani wysłane na serwer gry. Daj znać adminowi bota i spróbuj ponownie, gdy zwolni miejsce.',
    'storage.read-only':
      'hostcord nie może teraz nic zapisać: jego baza danych jest tylko do odczytu. Nic nie zostało zrobione ani wysłane na serwer gry. Daj znać adminowi bota i spróbuj ponownie, gdy znów będzie można do niej pisać.',
    'storage.failing':
      'hostcord nie może teraz nic zapisać: jego baza danych ma awarię albo jest nieosiągalna. Nic nie zostało zrobione ani wysłane na serwer gry. Daj znać adminowi bota i spróbuj ponownie później.',

    'limit.boardsPerGuild':
      'Osiągnięto limit: tablice statusu na serwer Discord ({limit}). Ten serwer Discord ma już tyle; najpierw usuń jedną przez `/tablica usuń`. Jedna tablica pokazuje wszystkie podłączone serwery.',
    'limit.schedulesPerServer':
      'Osiągnięto limit: harmonogramy na serwer ({limit}). Ten serwer ma już tyle harmonogramów na tym serwerze Discord: `/harmonogram lista` je pokazuje, `/harmonogram usuń` robi miejsce.',
    'limit.schedulesPerGuild':
      'Osiągnięto limit: harmonogramy na serwer Discord ({limit}). Ten serwer Discord ma już tyle: `/harmonogram lista` je pokazuje, `/harmonogram usuń` robi miejsce.',
    'limit.draftsPerMember':
      'Osiągnięto limit: otwarte pytania o restart na osobę ({limit}). Odpowiedz na jedno ze swoich pytań `/restart za:` (Zaplanuj restart albo Anuluj) albo poczekaj minutę, aż wygasną.',
    'limit.proofCodesPerMember':
      'Osiągnięto limit: otwarte kody własności na osobę ({limit}). Użyj jednego ze swoich kodów (wpisz go w nazwę serwera i kliknij Zweryfikuj) albo poczekaj, aż wygasną, 15 minut od prośby.',
    'limit.proofCodesPerGuild':
      'Osiągnięto limit: otwarte kody własności na serwer Discord ({limit}). Użyj jednego z kodów tego serwera Discord albo poczekaj, aż wygasną, 15 minut od prośby.',
    'limit.shareCodesPerMember':
      'Osiągnięto limit: otwarte kody udostępniania na osobę ({limit}). Poczekaj, aż któryś z twoich kodów zostanie użyty albo wygaśnie, 24 godziny od utworzenia.',
    'limit.shareCodesPerGuild':
      'Osiągnięto limit: otwarte kody udostępniania na serwer Discord ({limit}). Poczekaj, aż któryś z kodów tego serwera Discord zostanie użyty albo wygaśnie, 24 godziny od utworzenia.',
    'limit.codeCooldownMs':
      'Osiągnięto limit: jeden kod na osobę co: {every}. Pozostało: {wait}, potem poproś znowu.',
    'limit.historyCooldownMs':
      'Osiągnięto limit: jeden wykres na osobę co: {every}. Pozostało: {wait}, potem poproś znowu.',

    'status.game': 'Gra',
    'status.status': 'Status',
    'status.power': 'Zasilanie',
    'status.address': 'Adres',
    'status.location': 'Lokalizacja',
    'status.cpu': 'CPU',
    'status.memory': 'Pamięć',
    'status.disk': 'Dysk',
    'status.network': 'Sieć',
    'status.uptime': 'Czas działania',
    'status.unknown': 'nieznany',
    'status.ofLimit': '{used} z {limit}',
    'status.suspended': 'Zawieszony',
    'status.suspendedText': 'Serwer jest zawieszony u dostawcy.',
    'status.liveUsage': 'Użycie na żywo',
    'status.notAvailable': 'Niedostępne: {reason}',
    'status.panelSilent': 'panel nie odpowiedział.',
    'status.players': 'Gracze',
    'status.playersOnline': 'Gracze {online}/{max}',
    'status.playersOnMap': 'Gracze {online}/{max} · mapa {map}',
    'status.uptimeSeen': 'Dostępność według hostcord',
    'status.uptimeFigures': '24 h {day} · 7 dni {week} · 30 dni {month}',
    'status.noData': 'brak danych',
    'status.noUptimeYet':
      'Jeszcze brak danych: hostcord obserwuje ten serwer za krótko. Zajrzyj za kilka minut.',
    'status.footer': 'Serwer {id}',
    'status.refresh': 'Odśwież',
  },
  commands: {
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
  },
};
