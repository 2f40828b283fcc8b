import type { AreaTranslation } from '../../translation.js';
import type { boards as english } from '../en-US/boards.js';

/** Status boards, incident messages and ownership notices posted in channels. */
export const boards: AreaTranslation<typeof english> = {
  'boards.title': 'Serwery gier',
  'boards.titleRange': 'Serwery gier ({first}–{last} z {total})',
  'boards.titleContinued': 'Serwery gier, ciąg dalszy ({first}–{last} z {total})',
  'boards.countUp': {
    one: '{count} działa',
    few: '{count} działają',
    many: '{count} działa',
    other: '{count} działa',
  },
  'boards.countStarting': {
    one: '{count} startuje',
    few: '{count} startują',
    many: '{count} startuje',
    other: '{count} startuje',
  },
  'boards.countStopping': {
    one: '{count} się zatrzymuje',
    few: '{count} się zatrzymują',
    many: '{count} się zatrzymuje',
    other: '{count} się zatrzymuje',
  },
  'boards.countDown': {
    one: '{count} leży',
    few: '{count} leżą',
    many: '{count} leży',
    other: '{count} leży',
  },
  'boards.countOther': {
    one: '{count} inny',
    few: '{count} inne',
    many: '{count} innych',
    other: '{count} innych',
  },
  'boards.providerRefused':
    '⚠️ Dostawca odrzuca **token** hostcorda od {since} (operator wpisuje poprawny w HOSTING_TOKEN): stany są ostatnio znane, użycie na żywo jest ukryte.',
  'boards.providerUnreachable':
    '⚠️ Dostawca jest nieosiągalny od {since}: stany są ostatnio znane, użycie na żywo jest ukryte.',
  'boards.nothingLinked':
    'Na tym serwerze Discord nie ma jeszcze podłączonego serwera gry. Admin może go podłączyć przez `/podłącz`; pojawi się tu przy następnym odświeżeniu.',
  'boards.up': 'działa',
  'boards.upSince': 'działa od {since}',
  'boards.downSince': 'leży od {since}',
  'boards.lastKnown': 'ostatnio: {state}',
  'boards.usage': '📊 CPU {cpu}/{cpuLimit}% · RAM {memory}/{memoryLimit}',
  'boards.manage': 'Zarządzaj…',
  'boards.statusPage': 'Strona statusu',

  'boards.incidentOpen': '🚨 Awaria trwa, alert wysłany {since}',
  'boards.incidentLast': '⚠️ Ostatnia awaria {when}, przerwa {duration}',
  'boards.players': '👥 {online}/{max}',
  'boards.gameSilent': '🧊 Gra nie odpowiada od {since}',
  'boards.uptime': '📈 Uptime 24 h {day} · 7 dni {week} · 30 dni {month}',

  'boards.downTitle': 'Serwer {server} leży',
  'boards.down': 'Leży od {since} ({ago}). Przez hostcord nie wysłano żadnego stopu, killa ani restartu.',
  'boards.recoveredTitle': 'Serwer {server} znowu działa',
  'boards.recovered': 'Znowu działa po {duration}: leżał od {from} do {to}.',
  'boards.silentTitle': 'Serwer {server} nie odpowiada',
  'boards.silent':
    'Panel mówi, że działa, ale gra nie odpowiada od {since} ({ago}): nikt nie może wejść. Przez hostcord nie wysłano żadnego stopu, killa ani restartu.',
  'boards.answersTitle': 'Serwer {server} znowu odpowiada',
  'boards.answers': 'Gra znowu odpowiada po {duration}: cisza od {from} do {to}.',
  'boards.lastActivity': 'Ostatnia aktywność przed awarią',
  'boards.onIt': 'Zajmuje się tym',
  'boards.onItSince': '{member} od {since} ({ago})',

  'boards.claimedProof':
    '🔒 {server} należy teraz do tego serwera Discord (kontrolę u dostawcy potwierdził {member}). Inne serwery Discord mogą go używać tylko z kodem udostępniania z `/udostępnij`.',
  'boards.claimedLinked':
    '🔒 {server} należy teraz do tego serwera Discord (podłączył go tu {member}). Inne serwery Discord mogą go używać tylko z kodem udostępniania z `/udostępnij`.',
  'boards.shared':
    '🔗 {server} jest teraz udostępniony dla {guild} (kod udostępniania użyty przez {member}): tamci członkowie mogą go używać z uprawnieniami, które ustawią ich admini. `/cofnij-udostępnienie` to kończy.',
  'boards.unshared': '{server} nie jest już udostępniony dla {guild} (zakończył {member}).',
  'boards.released':
    '{server} nie należy już do tego serwera Discord: {member} usunął tu jego ostatnie podłączenie.',
  'boards.releasedShares': {
    one: '{server} nie należy już do tego serwera Discord: {member} usunął tu jego ostatnie podłączenie, co zakończyło też udostępnienie dla {count} innego serwera Discord.',
    few: '{server} nie należy już do tego serwera Discord: {member} usunął tu jego ostatnie podłączenie, co zakończyło też udostępnienie dla {count} innych serwerów Discord.',
    many: '{server} nie należy już do tego serwera Discord: {member} usunął tu jego ostatnie podłączenie, co zakończyło też udostępnienie dla {count} innych serwerów Discord.',
    other:
      '{server} nie należy już do tego serwera Discord: {member} usunął tu jego ostatnie podłączenie, co zakończyło też udostępnienie dla {count} innego serwera Discord.',
  },
  'boards.guildGone': 'serwer Discord, na którym bota już nie ma ({id})',

  'boards.noBoard': 'Na kanale {channel} nie ma tablicy statusu.',
  'boards.noBoardYet':
    'Na kanale {channel} nie ma tablicy statusu. Najpierw wstaw tam jedną przez `/tablica utwórz`.',
  'boards.removed': 'Tablica statusu usunięta z {channel}.',
  'boards.botLacks':
    'Botowi brakuje uprawnień {permissions} na kanale {channel}. Nadaj je w uprawnieniach kanału, potem użyj `/tablica utwórz` jeszcze raz.',
  'boards.refused':
    'Discord odrzucił tablicę na kanale {channel} ({reason}). Popraw uprawnienia kanału, potem użyj `/tablica utwórz` jeszcze raz.',
  'boards.noReason': 'bez podania powodu',
  'boards.posted': 'Tablica statusu wstawiona na {channel}: {url}',
  'boards.saved':
    'Tablica statusu kanału {channel} jest zapisana; Discord wolno odpowiada, więc pojawi się, gdy tylko Discord ją przyjmie.',
  'boards.postedHow':
    'Pokazuje każdy serwer podłączony na tym serwerze Discord i sama się odświeża; `/tablica usuń` ją kasuje.',
  'boards.grantHistory':
    '⚠️ Daj botu też „Czytanie historii wiadomości” na kanale {channel}: wtedy usunięta tablica zostanie zauważona i wstawiona ponownie przy następnym odświeżeniu, a nie dopiero przy następnej zmianie.',
  'boards.pagesOff':
    'Strony statusu są wyłączone: operator ustawia PUBLIC_URL na adres, pod którym działa hostcord (np. https://status.example.org), wtedy `/tablica opublikuj` zadziała. Nic nie opublikowano.',
  'boards.published': 'Strona statusu kanału {channel} jest publiczna: {url}',
  'boards.publishedNames':
    'Każdy z tym adresem może ją zobaczyć; tablica ma do niej przycisk „Strona statusu”. Pokazuje nicki graczy online.',
  'boards.publishedCounts':
    'Każdy z tym adresem może ją zobaczyć; tablica ma do niej przycisk „Strona statusu”. Pokazuje liczbę graczy, nie nicki (`nazwy:True`, żeby je pokazać).',
  'boards.publishedAgain':
    'Ponowna publikacja daje nowy adres (stary przestaje działać); `/tablica wycofaj` ją zdejmuje.',
  'boards.notPublished': 'Tablica na kanale {channel} nie ma publicznej strony statusu.',
  'boards.unpublished':
    'Strona statusu kanału {channel} jest zdjęta: od teraz jej adres odpowiada „nie znaleziono”.',
  'boards.panel': '**{server}**: {state}. Restart i Stop najpierw proszą o potwierdzenie.',
  'boards.panelUnknown': '**{server}**. Restart i Stop najpierw proszą o potwierdzenie.',
  'boards.start': 'Start',
  'boards.restart': 'Restart',
  'boards.stop': 'Stop',

  'boards.languageCooldown':
    'Osiągnięto limit: jedna zmiana języka na serwer Discord co: {every}. Pozostało: {wait}, potem spróbuj znowu.',
};
