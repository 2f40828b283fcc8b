import type { AreaTranslation } from '../../translation.js';
import type { schedule as english } from '../en-US/schedule.js';

/** Restarts, power, backups, say and console: their replies, notices and the countdown in game. */
export const schedule: AreaTranslation<typeof english> = {
  // Biernik: "za 1 minutę", "na 1 minutę przed".
  'schedule.hours': {
    one: '{count} godzinę',
    few: '{count} godziny',
    many: '{count} godzin',
    other: '{count} godziny',
  },
  'schedule.minutes': {
    one: '{count} minutę',
    few: '{count} minuty',
    many: '{count} minut',
    other: '{count} minuty',
  },
  'schedule.seconds': {
    one: '{count} sekundę',
    few: '{count} sekundy',
    many: '{count} sekund',
    other: '{count} sekundy',
  },

  'schedule.countdown': 'Restart serwera za {duration}.',
  'schedule.countdownCancelled': 'Zaplanowany restart odwołany: serwer działa dalej.',

  'schedule.done': '✅ **{server}**: zaplanowany restart wykonany, plan na {time}.',
  'schedule.doneJob': '✅ **{server}**: zaplanowany restart wykonany (zadanie {job}), plan na {time}.',
  'schedule.failed': '❌ **{server}**: restart zaplanowany na {time} się nie udał. {reason}',
  'schedule.skippedSchedule':
    '⏭️ **{server}**: pominięto restart o {time}: hostcord był offline, gdy przyszła jego pora ({time} {zone}, {at}). Restart nigdy nie jest robiony z opóźnieniem; nic nie wysłano.',
  'schedule.skippedOnce':
    '⏭️ **{server}**: pominięto restart o {time}: hostcord był offline, gdy przyszła jego pora ({at}). Restart nigdy nie jest robiony z opóźnieniem; nic nie wysłano.',
  'schedule.nextRun': 'Następny restart: {time}.',
  'schedule.boardPlanned': '🔁 Zaplanowany restart: {time}',
  'schedule.failedTwice':
    'hostcord dwa razy zatrzymał się w trakcie wysyłania; `{command}` pokaże, czy poszło.',
  'schedule.failedTooLate':
    'Wynik nieznany: hostcord zatrzymał się w trakcie wysyłania i wrócił za późno, żeby spróbować ponownie. `{command}` pokaże, czy poszło.',
  'schedule.failedUnexpected': 'Coś poszło nie tak po stronie hostcorda; zajrzyj do jego logu.',

  'schedule.laterQuestion':
    'Zrestartować **{server}** za {duration}? Odliczanie rusza, gdy potwierdzisz. {warnings} Podczas restartu gracze zostaną rozłączeni.',
  'schedule.withMessage': 'Z wiadomością: {message}',
  'schedule.onlyYou': 'Tylko ty możesz odpowiedzieć; przyciski działają do {until} ({relative}).',
  'schedule.notWarned': 'Gracze nie dostaną ostrzeżenia w grze.',
  'schedule.warned': 'Gracze dostaną ostrzeżenie w grze na {warnings} przed.',
  'schedule.warnedEach': 'Gracze dostają ostrzeżenie w grze na {warnings} przed każdym restartem.',
  'schedule.warnedFirst':
    'Gracze dostaną ostrzeżenie w grze na {first} przed tym pierwszym restartem; przy kolejnych na {warnings} przed.',
  'schedule.warnedNoneFirst':
    'Ten pierwszy restart jest za blisko, żeby ostrzec graczy w grze; przy kolejnych dostaną ostrzeżenie na {warnings} przed.',
  'schedule.scheduleButton': 'Zaplanuj restart',
  'schedule.laterConfirmed': '✅ Zaplanowano. Restart i jego przycisk **Anuluj** są w wiadomości poniżej.',
  'schedule.laterAlready': 'To już zostało potwierdzone; nic nie zaplanowano ponownie.',
  'schedule.scheduled':
    '⏲️ **{server}** zrestartuje się o {time} ({relative}), na prośbę {member}. {warnings}',
  'schedule.mayCancel': 'Osoby, które mogą używać `{command}`, mogą go do tego czasu anulować.',
  'schedule.cancelButton': 'Anuluj restart',
  'schedule.cancelledBy': '🛑 Restart **{server}** zaplanowany na {time} anulował(a) {member}.',
  'schedule.refusedRan':
    'Ten restart już się odbył (albo właśnie jest wysyłany): nie ma czego anulować. `{command}` pokaże, jak poszło.',
  'schedule.refusedCancelled': 'Ten restart został już anulowany.',
  'schedule.refusedSkipped':
    'Ten restart został pominięty (hostcord był wtedy offline): nie ma czego anulować.',
  'schedule.messageNeedsIn':
    'Wiadomość pojawia się w grze podczas odliczania późniejszego restartu: dodaj `za` (np. `10m`) albo usuń wiadomość.',
  'schedule.delayInvalid':
    'Nie zaplanowano: `{given}` to nie jest czas. Wpisz go jak `90s`, `10m` albo `1h30m`: od 1 minuty do 24 godzin.',
  'schedule.delayTooShort':
    'Nie zaplanowano: czas musi wynosić co najmniej 1 minutę. Wpisz go jak `90s`, `10m` albo `1h30m`: od 1 minuty do 24 godzin.',
  'schedule.delayTooLong':
    'Nie zaplanowano: czas może wynosić najwyżej 24 godziny. Wpisz go jak `90s`, `10m` albo `1h30m`: od 1 minuty do 24 godzin.',

  'schedule.verbStart': 'Uruchom',
  'schedule.verbRestart': 'Zrestartuj',
  'schedule.verbStop': 'Zatrzymaj',
  'schedule.verbKill': 'Ubij',
  'schedule.askStart': 'Uruchomić **{server}**?',
  'schedule.askRestart': 'Zrestartować **{server}**? Podczas restartu gracze zostaną rozłączeni.',
  'schedule.askStop':
    'Zatrzymać **{server}**? Gracze zostaną rozłączeni, a serwer będzie wyłączony, dopóki ktoś go nie uruchomi.',
  'schedule.askKill':
    'Ubić **{server}**? Proces kończy się od razu, bez zapisu: niezapisany postęp przepadnie.',
  'schedule.killAfter': {
    one: 'Jeśli po {count} sekundzie nadal działa, zostanie ubity.',
    few: 'Jeśli po {count} sekundach nadal działa, zostanie ubity.',
    many: 'Jeśli po {count} sekundach nadal działa, zostanie ubity.',
    other: 'Jeśli po {count} sekundy nadal działa, zostanie ubity.',
  },
  'schedule.doingStart': 'Uruchamiam **{server}**…',
  'schedule.doingRestart': 'Restartuję **{server}**…',
  'schedule.doingStop': 'Zatrzymuję **{server}**…',
  'schedule.doingKill': 'Ubijam **{server}**…',
  'schedule.queuedStart': '✅ Uruchomienie **{server}** w kolejce.',
  'schedule.queuedRestart': '✅ Restart **{server}** w kolejce.',
  'schedule.queuedStop': '✅ Zatrzymanie **{server}** w kolejce.',
  'schedule.queuedKill': '✅ Ubicie **{server}** w kolejce.',
  'schedule.queuedStartJob': '✅ Uruchomienie **{server}** w kolejce (zadanie {job}).',
  'schedule.queuedRestartJob': '✅ Restart **{server}** w kolejce (zadanie {job}).',
  'schedule.queuedStopJob': '✅ Zatrzymanie **{server}** w kolejce (zadanie {job}).',
  'schedule.queuedKillJob': '✅ Ubicie **{server}** w kolejce (zadanie {job}).',
  'schedule.deduped':
    'Dostawca zgłasza duplikat: dołączyło do tego samego sygnału wrzuconego do kolejki przed chwilą.',
  'schedule.replayed':
    'To żądanie już dotarło do dostawcy; odpowiedział tak jak wcześniej i nic nie zrobił dwa razy.',
  'schedule.resultInActivity': 'Wynik pojawi się w aktywności serwera (`{command}`).',
  'schedule.tryAgain': 'Spróbuj ponownie',
  'schedule.tryAgainHint':
    '**Spróbuj ponownie** powtarza to samo żądanie: jeśli już dotarło do dostawcy, nie zostanie wykonane dwa razy.',
  'schedule.cancel': 'Anuluj',
  'schedule.cancelled': 'Anulowano. Z tego pytania nic więcej nie zostanie wysłane.',
  'schedule.notYours': 'Na to pytanie może odpowiedzieć tylko osoba, która użyła tej komendy.',
  'schedule.expired':
    'To pytanie wygasło: jego przyciski działają przez {seconds} sekund. Użyj komendy jeszcze raz.',
  'schedule.chooseAction': 'Wybierz akcję z listy: Uruchom, Zatrzymaj albo Ubij.',
  'schedule.killAfterOnlyStop':
    '`ubij-po` działa tylko z Zatrzymaj: mówi, kiedy zawieszone zatrzymanie zmienia się w ubicie.',
  'schedule.killAfterRange': '`ubij-po` to od {min} do {max} sekund.',

  'schedule.consoleControl':
    'Nie wysłano: tekst zawiera znak nowej linii albo inny znak sterujący, który konsola potraktowałaby jako początek drugiej komendy. Wyślij jeden wiersz zwykłego tekstu.',
  'schedule.consoleEmpty': 'Nie wysłano: tekst jest pusty.',
  'schedule.consoleTooLong': 'Nie wysłano: komenda konsoli ma najwyżej {max} znaków; ta ma {length}.',
  'schedule.consoleTooLongPrefix':
    'Nie wysłano: komenda konsoli ma najwyżej {max} znaków, licząc `{prefix}` i spację; ta ma {length}.',
  'schedule.consoleSent': '✅ Wysłano do konsoli **{server}**:',
  'schedule.consoleNoAnswer': 'Gra nie odpowiada tutaj; jej wyjście jest w konsoli w panelu dostawcy.',

  'schedule.made':
    '🔁 Harmonogram #{id}: **{server}** restartuje się {days} o {time}, strefa czasowa {zone}.',
  'schedule.zoneDefault': '{zone} (nie podano strefy czasowej, więc UTC)',
  'schedule.madeNext': 'Następny restart: {time} ({relative}).',
  'schedule.removeHint': '`{command}` go usuwa.',
  'schedule.none': 'Na tym serwerze Discord nie ma zaplanowanych restartów. `{command}` dodaje jeden.',
  'schedule.listTitle': 'Zaplanowane restarty ({count}):',
  'schedule.listLine': '#{id} · {server} · {days} o {time} {zone} · {next}',
  'schedule.listNext': 'następny {time} ({relative})',
  'schedule.listNoRun': 'nic nie zaplanowano',
  'schedule.choice': '#{id} {server} · {days} o {time} {zone}',
  'schedule.noSuch': 'Na tym serwerze Discord nie ma harmonogramu #{id}. `{command}` je pokazuje.',
  'schedule.removed': '🗑️ Usunięto harmonogram #{id}: {server} nie restartuje się już {days} o {time} {zone}.',
  'schedule.notUsable': 'serwer, którego ten serwer Discord nie może już używać',
  'schedule.everyDay': 'codziennie',
  'schedule.badTime':
    'Nie zaplanowano: `{given}` to nie jest godzina. Wpisz ją jako GG:MM w formacie 24-godzinnym, np. `04:00` albo `23:30`.',
  'schedule.badZone':
    'Nie zaplanowano: `{given}` to nie jest strefa czasowa znana hostcordowi. Wybierz jedną z listy: nazwę IANA jak `Europe/Warsaw` albo `America/New_York` (domyślnie `UTC`).',
  'schedule.badDay':
    'Nie zaplanowano: `{given}` to nie jest dzień. Wpisz dni jak `mon, wed, fri` albo `weekdays`, `weekends`, `daily`.',

  'schedule.backupStarted':
    '✅ Rozpoczęto kopię zapasową **{server}**. Robi się w tle; `{command}` ją pokaże.',
  'schedule.backupRecord': 'Wpis kopii zapasowej',
  'schedule.backupsTitle': 'Kopie zapasowe — {server}',
  'schedule.backupNameless': 'Kopia',
  'schedule.backupLocked': 'zablokowana',
  'schedule.noBackups': 'Nie ma jeszcze kopii. Zrób jedną przez `{command}`.',
  'schedule.backupsFooter': {
    one: 'Strona {page} z {pages} · {count} kopia, najnowsze najpierw · 🔒 zablokowane: {locked} (automatyczna rotacja ich nie usuwa)',
    few: 'Strona {page} z {pages} · {count} kopie, najnowsze najpierw · 🔒 zablokowane: {locked} (automatyczna rotacja ich nie usuwa)',
    many: 'Strona {page} z {pages} · {count} kopii, najnowsze najpierw · 🔒 zablokowane: {locked} (automatyczna rotacja ich nie usuwa)',
    other:
      'Strona {page} z {pages} · {count} kopii, najnowsze najpierw · 🔒 zablokowane: {locked} (automatyczna rotacja ich nie usuwa)',
  },
};
