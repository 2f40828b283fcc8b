import type { AreaTranslation } from '../../translation.js';
import type { provider as english } from '../en-US/provider.js';

/** The provider's errors and state values as members read them. */
export const provider: AreaTranslation<typeof english> = {
  'provider.rateLimited': {
    one: 'Dostawca ogranicza, jak często bot może go odpytywać. Spróbuj ponownie za {count} sekundę.',
    few: 'Dostawca ogranicza, jak często bot może go odpytywać. Spróbuj ponownie za {count} sekundy.',
    many: 'Dostawca ogranicza, jak często bot może go odpytywać. Spróbuj ponownie za {count} sekund.',
    other: 'Dostawca ogranicza, jak często bot może go odpytywać. Spróbuj ponownie za {count} sekundy.',
  },
  'provider.rateLimitedMoment':
    'Dostawca ogranicza, jak często bot może go odpytywać. Spróbuj ponownie za chwilę.',
  'provider.scope':
    'Właściciel serwera nie dał temu botowi uprawnienia {scope}. Poproś go, żeby dodał je do instalacji bota.',
  'provider.scopeUnnamed':
    'Właściciel serwera nie dał temu botowi uprawnienia, którego wymaga ta akcja. Poproś go, żeby dodał je do instalacji bota.',
  'provider.invalid': 'Dostawca odrzucił żądanie jako nieprawidłowe.',
  'provider.invalidWithId': 'Dostawca odrzucił żądanie jako nieprawidłowe. (ID żądania {requestId})',
  'provider.invalidFields': 'Dostawca odrzucił żądanie jako nieprawidłowe: {fields}.',
  'provider.invalidFieldsWithId':
    'Dostawca odrzucił żądanie jako nieprawidłowe: {fields}. (ID żądania {requestId})',
  'provider.moreFields': 'i jeszcze {count}',
  'provider.tokenRefusedSince':
    'Dostawca odrzuca token hostcord od {since}, więc żadnego serwera gry nie da się odczytać ani sterować. Admin bota musi wpisać ważny token w HOSTING_TOKEN i zrestartować hostcord.',
  'provider.tokenInvalid':
    'Dostawca odrzuca token hostcord (nieprawidłowy, wygasły albo unieważniony), więc żadnego serwera gry nie da się odczytać ani sterować. Admin bota musi wpisać ważny token w HOSTING_TOKEN i zrestartować hostcord.',
  'provider.forbidden':
    'Dostawca nie pozwala botowi zrobić tego na tym serwerze: konto, które zainstalowało bota, nie ma dostępu do serwera albo akcja wymaga tokenu bota. Poproś właściciela serwera, żeby sprawdził instalację.',
  'provider.notFound':
    'Bot nie widzi tego serwera ani elementu: nie istnieje albo bot nie jest zainstalowany na tym serwerze. Sprawdź serwer albo poproś właściciela, żeby zainstalował na nim bota.',
  'provider.serverNotReady':
    'Serwer nie może teraz tego zrobić: wciąż się instaluje albo jest zawieszony. Spróbuj ponownie, gdy będzie gotowy, albo sprawdź go w panelu dostawcy.',
  'provider.conflict':
    'Serwer jest zajęty czymś, co koliduje z tą akcją. Poczekaj chwilę i spróbuj ponownie.',
  'provider.conflictCode':
    'Serwer jest zajęty czymś, co koliduje z tą akcją. Poczekaj chwilę i spróbuj ponownie. (kod {code})',
  'provider.capacity': 'Dostawca nie ma teraz wolnych zasobów dla tego serwera. Spróbuj później.',
  'provider.startBlocked':
    'Dostawca nie pozwala teraz uruchomić tego serwera. Sprawdź serwer w panelu dostawcy.',
  'provider.idempotencyInProgress':
    'To samo żądanie wciąż jest przetwarzane. Poczekaj kilka sekund i sprawdź wynik, zanim spróbujesz ponownie.',
  'provider.idempotencyKeyReused':
    'Ten przycisk albo komenda zostały już użyte do innego żądania. Uruchom komendę jeszcze raz.',
  'provider.internal':
    'U dostawcy wystąpił błąd wewnętrzny. Spróbuj ponownie; jeśli to się powtarza, napisz do supportu dostawcy.',
  'provider.internalWithId':
    'U dostawcy wystąpił błąd wewnętrzny. Spróbuj ponownie; jeśli to się powtarza, napisz do supportu dostawcy i podaj ID żądania {requestId}.',
  'provider.refused':
    'Dostawca odrzucił żądanie (kod {code}). Jeśli to się powtarza, daj znać adminowi bota.',
  'provider.refusedWithId':
    'Dostawca odrzucił żądanie (kod {code}, ID żądania {requestId}). Jeśli to się powtarza, daj znać adminowi bota.',
  'provider.timedOut':
    'Dostawca nie odpowiedział na czas. Akcja może się jeszcze wykonać: sprawdź serwer, zanim spróbujesz ponownie.',
  'provider.aborted': 'Żądanie do dostawcy zostało anulowane, zanim się skończyło.',
  'provider.unreachable':
    'Bot nie mógł połączyć się z dostawcą. Spróbuj ponownie za minutę; jeśli to się powtarza, daj znać adminowi bota.',
  'provider.notSent': 'Nie wysłano tego do dostawcy: {reason}',
  'provider.badAnswer': 'Dostawca przysłał odpowiedź, której bot nie rozumie. Daj znać adminowi bota.',
  'provider.badAnswerWithId':
    'Dostawca przysłał odpowiedź, której bot nie rozumie (ID żądania {requestId}). Daj znać adminowi bota.',
  'provider.failed':
    'Coś poszło nie tak w rozmowie z dostawcą. Spróbuj ponownie; jeśli to się powtarza, daj znać adminowi bota.',

  'provider.check.limit': '{field} musi być liczbą całkowitą od 1 do 100.',
  'provider.check.idempotencyKey':
    'klucz idempotencji musi mieć od 1 do 128 widocznych znaków ASCII, bez spacji.',
  'provider.check.id': '{field} musi być niepustym ID.',
  'provider.check.signal': 'sygnał zasilania musi być jednym z: {signals}.',
  'provider.check.killAfterStopOnly': '{field} dotyczy tylko sygnału zatrzymania.',
  'provider.check.killAfterRange': '{field} musi być liczbą całkowitą od 10 do 600.',
  'provider.check.command': 'komenda konsoli musi mieć od 1 do 1024 znaków.',

  'provider.install.personalToken':
    '⚠️ Token hostcord jest tokenem osobistym (zhp_…): dostawca nie wysyła mu zdarzeń, więc żaden prawdziwy alert nie przyjdzie. Operator wpisuje token bota (zhb_…) w HOSTING_TOKEN.',
  'provider.install.unchecked':
    '⚠️ Nie udało się teraz odczytać instalacji bota na tym serwerze u dostawcy, więc nie wiadomo, czy jego alerty dotrą: `{command}` to sprawdza.',
  'provider.install.missing':
    '⚠️ Bot nie jest zainstalowany na tym serwerze u dostawcy: jego komendy są odrzucane i żaden alert nie przyjdzie. Poproś właściciela serwera, żeby zainstalował bota.',
  'provider.install.inactive':
    '⚠️ Instalacja bota na tym serwerze ma stan {status}, nie jest aktywna: dopóki nie będzie, żaden alert nie przyjdzie. Poproś właściciela serwera, żeby sprawdził ją w panelu dostawcy.',
  'provider.install.unsubscribed':
    '⚠️ Instalacja bota nie subskrybuje {events}, więc żaden prawdziwy alert nigdy nie przyjdzie. Poproś właściciela serwera, żeby w panelu dostawcy włączył subskrypcję {events}.',
  'provider.install.scope':
    '⚠️ Instalacji bota brakuje uprawnienia {scopes}: komendy, które go wymagają, są odrzucane dla tego serwera. Poproś właściciela serwera, żeby nadał je instalacji bota.',
  'provider.install.scopes':
    '⚠️ Instalacji bota brakuje uprawnień {scopes}: komendy, które ich wymagają, są odrzucane dla tego serwera. Poproś właściciela serwera, żeby nadał je instalacji bota.',

  'provider.state.running': 'działa',
  'provider.state.online': 'online',
  'provider.state.started': 'uruchomiony',
  'provider.state.starting': 'uruchamia się',
  'provider.state.restarting': 'restartuje się',
  'provider.state.booting': 'uruchamia się',
  'provider.state.installing': 'instaluje się',
  'provider.state.installed': 'zainstalowany',
  'provider.state.stopping': 'zatrzymuje się',
  'provider.state.stopped': 'zatrzymany',
  'provider.state.offline': 'offline',
  'provider.state.crashed': 'padł',
  'provider.state.error': 'błąd',
  'provider.state.exited': 'zakończony',
  'provider.state.killed': 'ubity',
  'provider.state.active': 'aktywna',
  'provider.state.suspended': 'zawieszony',
};
