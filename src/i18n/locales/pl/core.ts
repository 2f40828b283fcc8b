import type { AreaTranslation } from '../../translation.js';
import type { core as english } from '../en-US/core.js';

/** The language command, refusals, permissions, storage, limits and /status. */
export const core: AreaTranslation<typeof english> = {
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

  // Discord's own names of its permissions, as its client shows them in this language.
  'permission.viewChannel': 'Wyświetlanie kanału',
  'permission.sendMessages': 'Wysyłanie wiadomości',
  'permission.embedLinks': 'Osadzanie linków',
  'permission.readMessageHistory': 'Czytanie historii wiadomości',
};
