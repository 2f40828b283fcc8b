import type { AreaTranslation } from '../../translation.js';
import type { alerts as english } from '../en-US/alerts.js';

/** Alerts and digests posted in linked channels, and the test alert. */
export const alerts: AreaTranslation<typeof english> = {
  'alerts.field.server': 'Serwer',
  'alerts.field.event': 'Zdarzenie',
  'alerts.field.severity': 'Poziom',
  'alerts.field.source': 'Źródło',
  'alerts.source.api': 'panel/API',
  'alerts.timeUnknown': 'czas nieznany',
  'alerts.unknownServer': 'nieznany serwer',
  'alerts.delayed': 'Opóźniony: zdarzył się {duration} przed wysłaniem',
  'alerts.installed.title': 'hostcord zainstalowany na {server}',
  'alerts.installed.scopes': 'Uprawnienia',
  'alerts.installed.events': 'Zdarzenia',
  'alerts.installed.status': 'Status',
  'alerts.removed.title': 'hostcord usunięty z {server}',
  'alerts.removed.description':
    'Alerty tego serwera kończą się tutaj, dopóki bot nie zostanie na nim ponownie zainstalowany.',
  'alerts.digest.title': {
    one: '{count} alert (od najstarszych)',
    few: '{count} alerty (od najstarszych)',
    many: '{count} alertów (od najstarszych)',
    other: '{count} alertu (od najstarszych)',
  },
  'alerts.digest.titleOf': {
    one: '{count} alert · {server} (od najstarszych)',
    few: '{count} alerty · {server} (od najstarszych)',
    many: '{count} alertów · {server} (od najstarszych)',
    other: '{count} alertu · {server} (od najstarszych)',
  },
  'alerts.digest.delayed': 'opóźniony',
  'alerts.digest.installed': 'hostcord zainstalowany',
  'alerts.digest.removed': 'hostcord usunięty: koniec alertów',
  'alerts.test.title': '🧪 TEST · Testowy alert: alerty tego serwera docierają na ten kanał',
  'alerts.test.footer': 'testowy alert hostcord',
  'alerts.test.byMember': 'Na serwerze nic się nie stało: to test wysłany komendą {command} przez <@{user}>.',
  'alerts.test.byScript': 'Na serwerze nic się nie stało: to test wysłany przez {script}.',
  'alerts.test.filtered':
    'Prawdziwe alerty trafiają tu według filtrów tego połączenia ({filters}); ten test je pomija.',
  'alerts.test.unfiltered':
    'Prawdziwe alerty trafiają tu według filtrów tego połączenia (brak: każdy alert); ten test je pomija.',
  'alerts.test.filterCategories': 'kategorie {values}',
  'alerts.test.filterTypes': 'typy {values}',
  'alerts.test.filterSeverities': 'poziomy {values}',
  'alerts.test.mentionsEvery': 'Prawdziwe alerty oznaczają <@&{role}> przy każdym alercie.',
  'alerts.test.mentionsSeverities': 'Prawdziwe alerty oznaczają <@&{role}> przy poziomach {severities}.',
  'alerts.test.mentionsNobody': 'Prawdziwe alerty nikogo nie oznaczają.',
  'alerts.test.reply': 'Testowy alert dla {server}:',
  'alerts.test.posted': 'testowy alert wysłany',
  'alerts.test.postedBroken':
    'testowy alert wysłany; połączenie jest nadal oznaczone jako zepsute: użyj ponownie {command}, żeby prawdziwe alerty znów tam trafiały',
  'alerts.test.postedInactive':
    'testowy alert wysłany; połączenie jest nieaktywne (bot jest odinstalowany z serwera), więc prawdziwe alerty czekają, aż zostanie zainstalowany ponownie',
  'alerts.test.refused':
    '{reason}; daj tam botowi uprawnienia „Wyświetlanie kanału”, „Wysyłanie wiadomości” i „Osadzanie linków”',
  'alerts.test.notTaken': 'Discord go nie przyjął ({reason}); spróbuj ponownie za minutę',
  'alerts.reply.notLinkedTo':
    '{server} nie jest podłączony do <#{channel}>. Najpierw podłącz go tam przez `{command}`.',
  'alerts.reply.severalChannels':
    '{server} wysyła na kilka kanałów ({channels}): wybierz jeden opcją `{option}`.',
  'alerts.reply.broken':
    '{server} → <#{channel}> jest zepsute (Discord odrzucił nasze wiadomości). Popraw uprawnienia kanału i najpierw użyj ponownie `{command}`.',
  'alerts.reply.inactive':
    '{server} → <#{channel}> jest nieaktywne: bot został odinstalowany z tego serwera. Filtry można zmienić, gdy zostanie zainstalowany ponownie.',
  'alerts.reply.listError': '`{option}`: {error}',
  'alerts.reply.giveFilter':
    'Podaj `{categories}`, `{types}` lub `{severities}` (wartości oddzielone przecinkami; `all` usuwa filtr).',
  'alerts.reply.giveRole': 'Wybierz `{role}` do oznaczania przy tych poziomach.',
  'alerts.reply.noEveryone': 'Alerty nie mogą oznaczać @everyone: wybierz rolę.',
  'alerts.reply.notMentionable':
    '⚠️ <@&{role}> nie da się oznaczyć, więc alerty wymienią ją bez powiadamiania kogokolwiek. Pozwól wszystkim ją oznaczać (ustawienia roli) albo daj botowi uprawnienie „Wzmianka o @everyone, @here i wszystkich rolach”.',
  'alerts.list.allCombined': '`all` nie można łączyć z innymi wartościami.',
  'alerts.list.tooMany': 'Najwyżej {max} wartości na listę.',
  'alerts.list.tooLong': 'Wartość może mieć najwyżej {max} znaków.',
  'alerts.list.controlCharacters': 'Wartości nie mogą zawierać znaków sterujących.',
  'alerts.link.line': '{server} → <#{channel}>',
  'alerts.link.lineBroken': '{server} → <#{channel}> (zepsute)',
  'alerts.link.lineInactive': '{server} → <#{channel}> (nieaktywne)',
  'alerts.link.all': 'wszystkie',
  'alerts.link.mentionsEvery': 'Oznaczenia: <@&{role}> przy każdym alercie',
  'alerts.link.mentionsSeverities': 'Oznaczenia: <@&{role}> przy poziomach {severities}',
  'alerts.link.mentionsNobody': 'Oznaczenia: nikt',
  'alerts.show.title': 'Filtry alertów',
  'alerts.show.seen': 'Wartości widziane dotąd w zdarzeniach',
  'alerts.show.seenCategories': 'Kategorie: {values}',
  'alerts.show.seenTypes': 'Typy: {values}',
  'alerts.show.seenSeverities': 'Poziomy: {values}',

  // Why Discord refused a channel or a message, as /links, /board and the doctor show a stored reason.
  'alerts.failure.missingAccess': 'bot nie widzi kanału (Missing Access)',
  'alerts.failure.missingPermissions': 'bot nie może tam pisać ani osadzać (Missing Permissions)',
  'alerts.failure.unknownChannel': 'kanał już nie istnieje (Unknown Channel)',
  'alerts.failure.channelRefused': 'Discord odrzucił kanał: {message} ({status})',
  'alerts.failure.messageRejected': 'Discord odrzucił wiadomość: {message} ({status})',
};
