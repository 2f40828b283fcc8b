import type { AreaTranslation } from '../../translation.js';
import type { doctor as english } from '../en-US/doctor.js';

/** The doctor's findings (/doctor and `npm run doctor` as Discord members read them). */
export const doctor: AreaTranslation<typeof english> = {
  'doctor.title.problems': {
    one: '{count} problem do naprawienia',
    few: '{count} problemy do naprawienia',
    many: '{count} problemów do naprawienia',
    other: '{count} problemu do naprawienia',
  },
  'doctor.title.warnings': {
    one: '{count} ostrzeżenie',
    few: '{count} ostrzeżenia',
    many: '{count} ostrzeżeń',
    other: '{count} ostrzeżenia',
  },
  'doctor.title.fine': 'Wszystko wygląda dobrze',
  'doctor.notShown': {
    one: 'Nie pokazano jeszcze {count} wyniku: npm run doctor wypisuje wszystkie',
    few: 'Nie pokazano jeszcze {count} wyników: npm run doctor wypisuje wszystkie',
    many: 'Nie pokazano jeszcze {count} wyników: npm run doctor wypisuje wszystkie',
    other: 'Nie pokazano jeszcze {count} wyniku: npm run doctor wypisuje wszystkie',
  },

  'doctor.area.configuration': 'konfiguracja',
  'doctor.area.database': 'baza danych',
  'doctor.area.providerToken': 'token dostawcy',
  'doctor.area.discord': 'discord',
  'doctor.area.webhook': 'webhook',
  'doctor.area.events': 'zdarzenia',
  'doctor.area.installations': 'instalacje',
  'doctor.area.links': 'podłączenia',
  'doctor.area.server': 'serwer {server}',
  'doctor.area.gameQuery': 'odpytywanie gry',
  'doctor.area.boards': 'tablice statusu',
  'doctor.area.providerBudget': 'budżet dostawcy',
  'doctor.area.access': 'dostęp',
  'doctor.area.shares': 'udostępnienia',
  'doctor.area.testAlert': 'alert testowy',

  'doctor.config.ok': 'poprawna; zdarzenia przez {source}, baza danych {database}',
  'doctor.config.personalToken':
    'HOSTING_TOKEN to token osobisty (zhp_…): żadne alerty nie będą publikowane; komendy działają, ale feed zdarzeń i instalacje wymagają tokenu bota (zhb_…): wpisz taki w HOSTING_TOKEN',
  'doctor.config.shardsOnSqlite':
    'SHARD_IDS uruchamia shardy {ids} z {total} na SQLite; serwery Discord pozostałych shardów obsługuje tylko inna instancja hostcord, a instancje dzielą podłączenia i alerty tylko przez PostgreSQL: ustaw ten sam DATABASE_URL w każdej (na SQLite każda instancja ma własny plik)',

  'doctor.database.cannotOpen':
    'nie da się jej otworzyć ({error}); sprawdź DATABASE_PATH i czy jego folder jest zapisywalny, albo DATABASE_URL',
  'doctor.database.sqliteOk': 'otwarta, migracje zastosowane, test integralności zaliczony',
  'doctor.database.postgresOk': 'PostgreSQL odpowiada, migracje zastosowane',
  'doctor.database.postgresAtOk': 'PostgreSQL pod {at} odpowiada, migracje zastosowane',
  'doctor.database.integrityFailed':
    'test integralności nie przeszedł ({error}); przywróć plik z kopii zapasowej',
  'doctor.database.postgresDown':
    'PostgreSQL nie odpowiada ({error}); sprawdź, czy działa, oraz DATABASE_URL',
  'doctor.database.postgresAtDown':
    'PostgreSQL pod {at} nie odpowiada ({error}); sprawdź, czy działa, oraz DATABASE_URL',

  'doctor.discord.loggedIn': {
    one: 'zalogowany jako {tag}, na {count} serwerze Discord',
    few: 'zalogowany jako {tag}, na {count} serwerach Discord',
    many: 'zalogowany jako {tag}, na {count} serwerach Discord',
    other: 'zalogowany jako {tag}, na {count} serwera Discord',
  },

  'doctor.webhook.accepted':
    '{url} przyjął ping podpisany tutaj WEBHOOK_SECRET (czy dostawca podpisuje tym samym sekretem, widać w jego dostarczeniach, w zdarzeniach)',
  'doctor.webhook.refused': '{url} odpowiedział {status} na lokalnie podpisany ping; powód jest w logu',
  'doctor.webhook.nothing': 'nic nie odpowiada pod {url}; czy hostcord działa? (doctor go nie uruchamia)',

  'doctor.events.notTakenIn': 'ta instancja hostcord nie przyjmuje zdarzeń',
  'doctor.events.noCheck': '{url} odpowiedział bez sprawdzenia zdarzeń; czy to na pewno hostcord?',
  'doctor.events.nothingAnswers':
    'nic nie odpowiada pod {url}, więc nie wiadomo, czy zdarzenia docierają; uruchom hostcord i odpal doctora ponownie',
  'doctor.events.noReason': 'nie podano powodu',
  'doctor.events.feedFails': 'feed zdarzeń nie działa: {error}',
  'doctor.events.feedRetrying': 'ostatnie odpytanie feedu się nie udało ({error}); hostcord próbuje dalej',
  'doctor.events.history':
    'feed jest czytany pierwszy raz; dawne zdarzenia są archiwizowane, nie publikowane',
  'doctor.events.polledReceived':
    'feed odpytany {polled} temu: ok; ostatnie zdarzenie odebrane {received} temu',
  'doctor.events.polledNone': 'feed odpytany {polled} temu: ok; nie odebrano jeszcze żadnego zdarzenia',
  'doctor.events.notPolledReceived':
    'feed nie był jeszcze odpytany; ostatnie zdarzenie odebrane {received} temu',
  'doctor.events.notPolledNone': 'feed nie był jeszcze odpytany; nie odebrano jeszcze żadnego zdarzenia',
  'doctor.events.delivered': 'ostatnie dostarczenie webhooka od dostawcy przyjęte {ago} temu',
  'doctor.events.noDelivery':
    'żadnego dostarczenia webhooka od dostawcy od startu hostcord; „wyślij zdarzenie testowe” u dostawcy wysyła jedno',
  'doctor.events.refusedAccepted':
    'dostarczenia webhooka są odrzucane: ostatnie {rejected} temu ({reason}); ostatnie przyjęte dostarczenie od dostawcy przyszło {delivered} temu; powód jest w logu',
  'doctor.events.refusedNone':
    'dostarczenia webhooka są odrzucane: ostatnie {rejected} temu ({reason}); od startu hostcord żadne nie zostało przyjęte; powód jest w logu',
  'doctor.events.wrongSecretAccepted':
    'dostarczenia webhooka są odrzucane: ostatnie {rejected} temu ({reason}); ostatnie przyjęte dostarczenie od dostawcy przyszło {delivered} temu. WEBHOOK_SECRET to nie jest aktualny sekret webhooka u dostawcy (odnowienie tworzy nowy): skopiuj sekret zhs_… z ustawień webhooka dostawcy do WEBHOOK_SECRET i zrestartuj hostcord. Zignoruj to, jeśli te żądania nie pochodzą od dostawcy',
  'doctor.events.wrongSecretNone':
    'dostarczenia webhooka są odrzucane: ostatnie {rejected} temu ({reason}); od startu hostcord żadne nie zostało przyjęte. WEBHOOK_SECRET to nie jest aktualny sekret webhooka u dostawcy (odnowienie tworzy nowy): skopiuj sekret zhs_… z ustawień webhooka dostawcy do WEBHOOK_SECRET i zrestartuj hostcord. Zignoruj to, jeśli te żądania nie pochodzą od dostawcy',

  'doctor.games.off': 'wyłączone (GAME_QUERY=off): żadna gra nie jest pytana, kto gra',
  'doctor.games.notAsked':
    'serwer {server}: jeszcze nie odpytany; hostcord zapyta przy następnym odświeżeniu',
  'doctor.games.answering': 'serwer {server}: odpowiada ({game} na porcie {port}, gracze {online}/{max})',
  'doctor.games.noAddress': 'serwer {server}: brak adresu u dostawcy, więc nie ma czego pytać',
  'doctor.games.unknownGame': 'serwer {server}: nieznana gra; powiedz hostcord, jaka to gra, przez {command}',
  'doctor.games.notQueryable':
    'serwer {server}: {game} nie da się odpytać ({error}); {command} wycisza ten komunikat',
  'doctor.games.queryOff': 'serwer {server}: wyłączone ({command})',
  'doctor.games.notAnswering':
    'serwer {server}: nie odpowiada ({game} na porcie {port}: {error}); sprawdź, czy odpytywanie gry jest włączone i czy hostcord dosięga tego portu (UDP i TCP), albo podaj właściwy port przez {command}',
  'doctor.games.noAnswer': 'brak odpowiedzi',

  'doctor.access.allowed': {
    one: 'obsługiwany jest tylko {count} serwer Discord z ALLOWED_GUILD_IDS i może on bezpośrednio podłączać nieprzejęte serwery gry',
    few: 'obsługiwane są tylko {count} serwery Discord z ALLOWED_GUILD_IDS i mogą one bezpośrednio podłączać nieprzejęte serwery gry',
    many: 'obsługiwanych jest tylko {count} serwerów Discord z ALLOWED_GUILD_IDS i mogą one bezpośrednio podłączać nieprzejęte serwery gry',
    other:
      'obsługiwane jest tylko {count} serwera Discord z ALLOWED_GUILD_IDS i mogą one bezpośrednio podłączać nieprzejęte serwery gry',
  },
  'doctor.access.publicBot':
    'bot jest publiczny, a ALLOWED_GUILD_IDS nie jest ustawione: każdy może dodać go do swojego serwera Discord. Nikt nie dostanie się tam do serwera gry bez udowodnienia kontroli nad nim albo kodu udostępniania, ale wyłącz „Public Bot” w Discord Developer Portal (strona Bot) albo wpisz w ALLOWED_GUILD_IDS serwery Discord, które obsługujesz',
  'doctor.access.private':
    'bot jest prywatny; serwery Discord, w których właściciel (albo zespół) aplikacji jest członkiem, podłączają nieprzejęte serwery gry bezpośrednio, pozostałe udowadniają kontrolę u dostawcy albo używają kodu udostępniania',
  'doctor.access.unreadable':
    'nie udało się odczytać aplikacji Discord, żeby sprawdzić, czy jest publiczna; uruchom doctora ponownie',
  'doctor.shares.guild': 'serwer Discord {id}',
  'doctor.shares.migrated':
    'serwer {server} (własność: {owner}) jest udostępniony dla {guild}, bo oba go podłączyły, zanim istniały przejęcia; sprawdź to i zakończ przez {command} na serwerze Discord-właścicielu, jeśli tak nie miało być',
  'doctor.shares.code':
    'serwer {server} (własność: {owner}) jest udostępniony dla {guild} kodem udostępniania; {command} na serwerze Discord-właścicielu to kończy',

  'doctor.provider.apiUrlWrong':
    'HOSTING_API_URL {url} nie prowadzi do API dostawcy (404 dla {path}); ustaw sam adres dostawcy, np. https://panel.example.com',
  'doctor.provider.apiUrlUnreachable':
    'HOSTING_API_URL {url} jest nieosiągalny ({error}); sprawdź adres i sieć',
  'doctor.token.refused401':
    'dostawca odrzuca HOSTING_TOKEN (401: nieprawidłowy, wygasły albo unieważniony): utwórz nowy token bota (zhb_…) w ustawieniach deweloperskich dostawcy, wpisz go w HOSTING_TOKEN i zrestartuj hostcord',
  'doctor.token.refused403':
    'dostawca odrzuca HOSTING_TOKEN (403 dla {op}: token nie może robić tego, czego potrzebuje hostcord): utwórz nowy token bota (zhb_…) w ustawieniach deweloperskich dostawcy, wpisz go w HOSTING_TOKEN i zrestartuj hostcord',
  'doctor.token.cannotCheck': 'nie da się go sprawdzić: {problem}',
  'doctor.token.personal': 'token osobisty',
  'doctor.token.bot': 'token bota',
  'doctor.token.scopes': 'zakresy {scopes}',
  'doctor.token.scopesNone': 'brak zakresów',
  'doctor.token.scopesUnknown': 'zakresy niepodane',
  'doctor.token.expires': {
    one: '{kind}, {scopes}, wygasa {date} (za {count} dzień)',
    few: '{kind}, {scopes}, wygasa {date} (za {count} dni)',
    many: '{kind}, {scopes}, wygasa {date} (za {count} dni)',
    other: '{kind}, {scopes}, wygasa {date} (za {count} dnia)',
  },
  'doctor.token.expiresSoon': {
    one: '{kind} wygasa {date} (za {count} dzień); utwórz wcześniej nowy i zaktualizuj HOSTING_TOKEN',
    few: '{kind} wygasa {date} (za {count} dni); utwórz wcześniej nowy i zaktualizuj HOSTING_TOKEN',
    many: '{kind} wygasa {date} (za {count} dni); utwórz wcześniej nowy i zaktualizuj HOSTING_TOKEN',
    other: '{kind} wygasa {date} (za {count} dnia); utwórz wcześniej nowy i zaktualizuj HOSTING_TOKEN',
  },
  'doctor.token.facts': '{kind}, {scopes}',
  'doctor.token.noExpiry': '{kind}, {scopes}, brak podanej daty wygaśnięcia',
  'doctor.token.personalWarning':
    'token osobisty (zhp_…) nie dostaje zdarzeń ani instalacji; użyj tokenu bota (zhb_…)',

  'doctor.installations.cannotList': 'nie da się ich wypisać: {problem}',
  'doctor.installations.none':
    'bot nie jest zainstalowany na żadnym serwerze; poproś właściciela serwera o instalację',
  'doctor.installations.unlinked':
    '{server} jest zainstalowany, ale niepodłączony do żadnego kanału; podłącz go przez {command}',
  'doctor.links.none': 'nie podłączono jeszcze żadnego serwera; admin może użyć {command}',
  'doctor.servers.installed':
    'zainstalowany, wszystkie zakresy potrzebne komendom nadane, subskrypcja {events}',
  'doctor.servers.notInstalled':
    'bot nie jest na nim zainstalowany: jego komendy są odrzucane i nie przychodzą alerty; poproś właściciela serwera o instalację bota',
  'doctor.servers.inactive':
    'instalacja bota ma stan {status}, nie jest aktywna; poproś właściciela serwera, żeby sprawdził ją w panelu dostawcy',
  'doctor.servers.unknownState':
    'instalacja bota jest w nieznanym stanie, nie jest aktywna; poproś właściciela serwera, żeby sprawdził ją w panelu dostawcy',
  'doctor.servers.unsubscribed':
    'alerty dla {name} nigdy nie przyjdą: włącz w panelu dostawcy subskrypcję {events} dla instalacji',
  'doctor.servers.scopes':
    'nienadane: {scopes}; komendy, które ich wymagają, są tam odrzucane. Poproś właściciela serwera, żeby dodał je do instalacji bota',

  'doctor.link.channelId': 'kanał {id}',
  'doctor.link.gone':
    '{channel} już nie istnieje; odłącz go przez {unlink} albo podłącz inny kanał przez {link}',
  'doctor.link.lacks': '{channel}: botowi brakuje {permissions}; nadaj je w uprawnieniach kanału',
  'doctor.link.broken':
    '{channel}: alerty zatrzymane, podłączenie jest zepsute ({reason}); gdy kanał zostanie naprawiony, uruchom ponownie {command}',
  'doctor.link.refusedMessage': 'Discord odrzucił wiadomość',
  'doctor.link.inactive':
    '{channel}: podłączenie jest nieaktywne, bot został odinstalowany z serwera; alerty wrócą po ponownej instalacji',
  'doctor.link.filterClosed':
    '{channel}: jego filtr {filter} ({values}) nie pasuje do żadnej z wartości widzianych w zdarzeniach tego serwera ({seen}), więc nic tam nie trafia; zmień go przez {command}',
  'doctor.link.noRecovery':
    '{channel}: botowi brakuje {permission}; alerty przychodzą, ale ten opublikowany dokładnie w chwili nagłego zatrzymania hostcord może pojawić się dwa razy po jego ponownym starcie kilka minut później; nadaj je w uprawnieniach kanału',
  'doctor.link.ok': '{channel}: bot może publikować alerty',

  'doctor.boards.broken':
    'tablica statusu w <#{channel}> jest zepsuta: {reason}; napraw uprawnienia kanału, a potem uruchom tam ponownie {command}',
  'doctor.boards.refused': 'Discord odrzucił kanał',
  'doctor.boards.ok': 'tablica statusu w <#{channel}> jest na bieżąco',
  'doctor.budget.fits':
    'serwery na tablicach: {servers}; odświeżenie wymaga {need} wywołań dostawcy z {allowed}, na które PROVIDER_CALLS_PER_SECOND pozwala w BOARD_REFRESH_SECONDS',
  'doctor.budget.stretches':
    'serwery na tablicach: {servers}; odświeżenie wymaga {need} wywołań dostawcy, więcej niż {allowed}, na które PROVIDER_CALLS_PER_SECOND pozwala w BOARD_REFRESH_SECONDS ({promised} s): ich odczyt trwa {seconds} s. Podnieś PROVIDER_CALLS_PER_SECOND do tego, na co pozwala dostawca, albo BOARD_REFRESH_SECONDS',
};
