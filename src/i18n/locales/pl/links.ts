import type { AreaTranslation } from '../../translation.js';
import type { links as english } from '../en-US/links.js';

/** Linking, sharing and alert filters: /link, /links, /unlink, /share, /unshare, /servers, /alerts. */
export const links: AreaTranslation<typeof english> = {
  'links.linked':
    'Podłączono **{server}** → {channel}. Jego alerty trafiają tam, a komendy na tym serwerze Discord mogą z niego korzystać.',
  'links.renewed':
    'Odnowiono połączenie: **{server}** → {channel}. Jego alerty trafiają tam, a komendy na tym serwerze Discord mogą z niego korzystać.',
  'links.noteShared':
    'Jego właściciele udostępnili go temu serwerowi Discord; mogą to zakończyć przez `/cofnij-udostępnienie`.',
  'links.noteProofCode': 'Teraz należy do tego serwera Discord. Możesz już usunąć kod z jego nazwy.',
  'links.noteClaimed':
    'Teraz należy do tego serwera Discord: inne serwery Discord mogą go używać tylko z kodem udostępniania (`/udostępnij`).',
  'links.noteVerified':
    'Zweryfikowano: teraz należy do tego serwera Discord. Możesz już usunąć kod z jego nazwy.',
  'links.alreadyDone': 'Już zrobione: ten serwer należy do tego serwera Discord i jest tu podłączony.',
  'links.missingPermissions':
    '⚠️ Botowi brakuje w {channel} uprawnień: {permissions}, więc nie może tam jeszcze wysyłać alertów. Nadaj je w uprawnieniach kanału.',
  'links.proof':
    'Nikt jeszcze nie przejął serwera {server}. Żeby go tu podłączyć, pokaż, że zarządzasz nim u dostawcy:\n1. W panelu dostawcy dopisz **`{code}`** do nazwy serwera (w dowolnym miejscu) i zapisz.\n2. Kliknij **Zweryfikuj** przed {time} ({relative}). Kod działa raz, tylko dla ciebie i tylko na tym serwerze Discord.\n3. Potem usuń kod z nazwy.',
  'links.verify': 'Zweryfikuj',

  'links.notLinkable':
    'Tego serwera nie da się tu podłączyć. Wybierz któryś z listy albo sprawdź jego id. Jeśli używa go już inny serwer Discord, poproś jego adminów o kod udostępniania (`/udostępnij`) i podaj go jako `kod`.',
  'links.cantSee':
    'Bot nie widzi tego serwera. Sprawdź id i czy właściciel serwera zainstalował na nim bota.',
  'links.wrongCode':
    'Ten kod jest nieprawidłowy. Sprawdź, czy nie ma literówek, albo poproś o nowy: kody udostępniania daje `/udostępnij` na serwerze Discord, do którego należy serwer gry.',
  'links.usedCode':
    'Ten kod został już użyty: kody działają raz. Poproś o nowy kod udostępniania albo użyj `/podłącz` jeszcze raz, żeby dostać nowy kod własności.',
  'links.expiredCode':
    'Ten kod wygasł (kody własności działają 15 minut, kody udostępniania 24 godziny). Poproś o nowy kod udostępniania albo użyj `/podłącz` jeszcze raz, żeby dostać nowy kod własności.',
  'links.otherServerCode':
    'Ten kod jest dla innego serwera gry. Podaj id w opcji `serwer`, które przyszło razem z kodem.',
  'links.notYourCode':
    'Ten kod własności jest dla innej osoby albo innego serwera Discord. Użyj sam `/podłącz` z id serwera, żeby dostać własny kod.',
  'links.ownShareCode':
    'Ten kod udostępniania jest dla innego serwera Discord: daj go adminowi tamtego serwera, który użyje go w `/podłącz`.',
  'links.voidCode':
    'Ten kod udostępniania już nie działa: serwer Discord, który go utworzył, nie jest już właścicielem serwera gry. Poproś obecnego właściciela o nowy kod.',
  'links.verifyNotYours':
    'Ten przycisk Zweryfikuj nie jest dla ciebie albo jego kod wygasł lub został użyty. Użyj `/podłącz` z id serwera, żeby dostać własny kod.',
  'links.codeNotInName':
    'hostcord odczytał nazwę serwera u dostawcy, ale twojego kodu jeszcze w niej nie ma. Wpisz kod w nazwę serwera w panelu dostawcy, zapisz i kliknij **Zweryfikuj** jeszcze raz (do 15 minut od prośby).',
  'links.claimTaken':
    'Inny serwer Discord przed chwilą przejął ten serwer gry, więc nie został tu podłączony. Poproś jego adminów o kod udostępniania (`/udostępnij`).',
  'links.onlyOwner':
    'Tylko serwer Discord, do którego należy **{server}**, może go udostępniać albo cofać udostępnienia: ten używa go dzięki udostępnieniu.',

  'links.linkedTitle': 'Podłączone serwery',
  'links.boardsTitle': 'Tablice statusu',
  'links.stateInactive': '⏸️ nieaktywny: bot został odinstalowany z tego serwera u dostawcy',
  'links.stateBroken':
    '⚠️ zepsuty: Discord odrzucił nasze wiadomości na tym kanale; popraw uprawnienia, potem użyj `/podłącz` jeszcze raz',
  'links.trustUnknown':
    'hostcord nie mógł sprawdzić w Discordzie, czy ten serwer Discord jest zaufany, więc niczego nie przejmuje. Spróbuj ponownie za minutę; jeśli to się powtarza, operator bota powinien zajrzeć do logu.',
  'links.noLongerShared':
    '⛔ nie da się go tu już używać: serwer Discord, do którego należy, cofnął udostępnienie (albo oddał serwer). Jego komendy i alerty zostały zatrzymane. Poproś jego adminów o nowy kod udostępniania i podłącz go z nim przez `/podłącz` albo odłącz go przez `/odłącz`',
  'links.allAlerts': 'wszystkie alerty',
  'links.filterCategories': 'kategorie {list}',
  'links.filterTypes': 'typy {list}',
  'links.filterSeverities': 'poziomy {list}',
  'links.usedThroughShare':
    '{server} jest tu używany dzięki udostępnieniu od serwera Discord, do którego należy.',
  'links.sharedWith': '{server} jest udostępniony: {guilds}. `/cofnij-udostępnienie` kończy udostępnienie.',
  'links.sharedBeforeShares': '{guild} (sprzed wprowadzenia udostępnień: sprawdź to)',
  'links.boardUpdated': 'aktualizowana, gdy serwery się zmieniają',
  'links.boardBroken': '⚠️ zepsuta: popraw uprawnienia kanału, potem użyj tam jeszcze raz `/tablica utwórz`',
  'links.boardBrokenBecause':
    '⚠️ zepsuta ({reason}): popraw uprawnienia kanału, potem użyj tam jeszcze raz `/tablica utwórz`',

  'links.notLinkedToChannel': 'Ten serwer nie jest podłączony do {channel}.',
  'links.unlinkedFrom': 'Odłączono **{server}** od {channel}.',
  'links.unlinkedFromChannels': {
    one: 'Odłączono **{server}** od {count} kanału.',
    few: 'Odłączono **{server}** od {count} kanałów.',
    many: 'Odłączono **{server}** od {count} kanałów.',
    other: 'Odłączono **{server}** od {count} kanału.',
  },
  'links.released': 'Nie należy już do tego serwera Discord. Ponowne podłączenie przejmie go od nowa.',
  'links.releasedShares': {
    one: 'Nie należy już do tego serwera Discord, a jego udostępnienie dla {count} innego serwera Discord się skończyło. Ponowne podłączenie przejmie go od nowa.',
    few: 'Nie należy już do tego serwera Discord, a jego udostępnienia dla {count} innych serwerów Discord się skończyły. Ponowne podłączenie przejmie go od nowa.',
    many: 'Nie należy już do tego serwera Discord, a jego udostępnienia dla {count} innych serwerów Discord się skończyły. Ponowne podłączenie przejmie go od nowa.',
    other:
      'Nie należy już do tego serwera Discord, a jego udostępnienia dla {count} innego serwera Discord się skończyły. Ponowne podłączenie przejmie go od nowa.',
  },

  'links.shareAsk':
    'Udostępnić **{server}** innemu serwerowi Discord? Jego admini będą mogli go podłączyć, a członkowie używać na nim każdej komendy, na którą pozwolą im admini: restart, stop, konsola, kopie zapasowe. Jego alerty też będą tam trafiać.\nTylko ty możesz odpowiedzieć; przyciski działają do {time}.',
  'links.shareCreate': 'Utwórz kod udostępniania',
  'links.shareAnswered': 'Na to pytanie już odpowiedziano; drugi kod nie został utworzony.',
  'links.shareCancelled': 'Anulowano. Żaden kod nie został utworzony.',
  'links.shareCode':
    'Kod udostępniania dla **{server}**: {code}\nPrzekaż go prywatnie adminowi drugiego serwera Discord. Tam używa:\n`{command}`\nDziała raz, do {time}. Potem `/połączenia` pokaże tu udostępnienie, a `/cofnij-udostępnienie` w każdej chwili je kończy.',
  'links.notSharedWith':
    '**{server}** nie jest udostępniony temu serwerowi Discord. `/połączenia` pokazuje, komu jest udostępniony.',
  'links.unshared':
    '**{server}** nie jest już udostępniony dla {guild}: od teraz jego komendy są tam odrzucane, a alerty nie są tam już wysyłane.',

  'links.serverLine': '**{server}** — {status}, zasilanie {power}',
  'links.notVisible': '{server} — bot już go nie widzi (czy został odinstalowany?)',
  'links.noneYet': 'Jeszcze żadnych.',
  'links.unlinkedTitle': 'Jeszcze nigdzie niepodłączone (użyj /podłącz)',
  'links.noneLinkable':
    'Żadnego nie możesz podłączyć bezpośrednio. Żeby podłączyć swój serwer, użyj `/podłącz` z jego id (z panelu dostawcy): hostcord poprosi, żebyś pokazał, że nim zarządzasz. Serwer, którego używa inny serwer Discord, wymaga kodu udostępniania od jego adminów.',

  'links.alreadyAnswered': 'To już zostało potwierdzone; nic nie zostało wysłane ponownie.',
  'links.auditUnavailable':
    'hostcord nie mógł zapisać tej akcji w dzienniku audytu (jego baza danych odrzuca zapisy: dysk może być pełny albo tylko do odczytu), więc nic nie zostało wysłane na serwer. Daj znać adminowi bota i spróbuj ponownie, gdy to zostanie naprawione.',
  'links.pageNewer': '◀ Nowsze',
  'links.pageOlder': 'Starsze ▶',
  'links.pagesExpired': 'Te strony wygasły. Użyj komendy jeszcze raz.',
};
