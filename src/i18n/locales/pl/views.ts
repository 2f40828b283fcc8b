import type { AreaTranslation } from '../../translation.js';
import type { views as english } from '../en-US/views.js';

/** What members look at: /activity, /deployments, /history, /players, /gamequery, /board replies. */
export const views: AreaTranslation<typeof english> = {
  'views.activityTitle': 'Aktywność — {server}',
  'views.activityEmpty': 'Brak aktywności na tej stronie.',
  'views.activityFooter': 'Strona {page} · od najnowszych',
  'views.deploymentsTitle': 'Wdrożenia — {server}',
  'views.deploymentsEmpty': 'Brak wdrożeń na tej stronie.',
  'views.deploymentsFooter': 'Strona {page}',
  'views.deployment': 'wdrożenie',
  'views.timeUnknown': 'czas nieznany',
  'views.yes': 'tak',
  'views.no': 'nie',

  'views.historyNoData': 'Jeszcze brak danych dla {server}, zajrzyj za kilka minut.',
  'views.historyTitle24h': '{server}: ostatnie 24 godziny',
  'views.historyTitle7d': '{server}: ostatnie 7 dni',
  'views.historyTitle30d': '{server}: ostatnie 30 dni',
  'views.historySummary': 'Dostępność **{uptime}** · **{incidents}**',
  'views.historySummaryPeak': 'Dostępność **{uptime}** · **{incidents}** · **{peak}**',
  'views.incidents': {
    one: '{count} incydent',
    few: '{count} incydenty',
    many: '{count} incydentów',
    other: '{count} incydentu',
  },
  'views.peak': {
    one: 'szczyt {count} gracz',
    few: 'szczyt {count} graczy',
    many: 'szczyt {count} graczy',
    other: 'szczyt {count} gracza',
  },
  'views.historyFooter':
    'CPU w % jednego rdzenia i pamięć w czasie; czerwony: offline, bursztynowy: incydent, szary: brak danych',
  'views.historyFooterPlayers':
    'CPU w % jednego rdzenia, pamięć i gracze online w czasie; czerwony: offline, bursztynowy: incydent, szary: brak danych',

  'views.queriesOff':
    'Zapytania gier są wyłączone w tym hostcord (`GAME_QUERY=off`): gra serwera {server} nie jest o nic pytana.',
  'views.notAskedYet':
    'hostcord jeszcze nie zapytał gry serwera {server}; zrobi to przy następnym odświeżeniu (w ciągu kilku minut).',
  'views.noAddress': '{server} nie ma adresu u dostawcy, więc nie da się zapytać jego gry, kto gra.',
  'views.unknownGame':
    'hostcord nie wie, jaka gra działa na {server}, więc nie może jej zapytać. Admin może to ustawić przez `/zapytanie-gry ustaw`.',
  'views.unknownGameCalled':
    'hostcord nie wie, jaka gra działa na {server} (dostawca nazywa ją „{game}”), więc nie może jej zapytać. Admin może to ustawić przez `/zapytanie-gry ustaw`.',
  'views.notQueryable': 'Na {server} działa {game}, której hostcord nie umie zapytać: {reason}.',
  'views.protocolUnsupported': 'jej protokół nie jest obsługiwany',
  'views.queriesOffFor':
    'Zapytania gier są wyłączone dla {server} (`/zapytanie-gry wyłącz`); admin może je znowu włączyć przez `/zapytanie-gry auto`.',
  'views.silentNever':
    'Gra serwera {server} nie odpowiada (jeszcze nigdy nie odpowiedziała; zapytano {asked}: {error}).',
  'views.silentSince':
    'Gra serwera {server} nie odpowiada (ostatnia odpowiedź {answered}; zapytano {asked}: {error}).',
  'views.noAnswer': 'brak odpowiedzi',
  'views.noAnswerYet': 'Jeszcze brak odpowiedzi.',
  'views.namesHidden': 'Gra nie mówi, kto gra.',
  'views.nobody': 'Nikt nie gra.',
  'views.andMore': {
    one: '{names} i {count} inny',
    few: '{names} i {count} innych',
    many: '{names} i {count} innych',
    other: '{names} i {count} innego',
  },
  'views.map': 'Mapa',
  'views.version': 'Wersja',
  'views.playersTitle': '{server}: Gracze {players}',
  'views.answeredAt': 'Odpowiedź gry {time}.',

  'views.unknownGameId':
    '{game} to nie jest id gry znane hostcord. Wybierz je z listy albo wpisz id z gamedig (np. `minecraft`, `counterstrike2`).',
  'views.setOnRulePort':
    '{server}: od następnego odświeżenia hostcord pyta go jako {game} (`{id}`) na porcie wynikającym z reguły gry.',
  'views.setOnPort':
    '{server}: od następnego odświeżenia hostcord pyta go jako {game} (`{id}`) na porcie {port}.',
  'views.cannotAsk': '⚠️ Tej gry jednak nie umie zapytać: {reason}.',
  'views.offHere':
    '⚠️ Zapytania gier są wyłączone w tym hostcord (`GAME_QUERY=off`): nic nie jest pytane, dopóki ich nie włączą.',
  'views.autoDetected': '{server}: gra jest znowu rozpoznawana na podstawie gry dostawcy: {game} (`{id}`).',
  'views.autoUnknown':
    '{server}: powrót do rozpoznawania, ale hostcord nie zna gry dostawcy ({game}): ustaw ją przez `/zapytanie-gry ustaw`.',
  'views.none': 'brak',
  'views.turnedOff':
    '{server}: do jego gry nic już nie jest wysyłane (od następnego odświeżenia). `/zapytanie-gry auto` włącza to z powrotem.',
  'views.howOff': 'wyłączone (`/zapytanie-gry wyłącz`)',
  'views.howSet': '`{id}` ({game}), ustawione przez admina',
  'views.howDetected': '`{id}` ({game}), rozpoznane na podstawie gry dostawcy',
  'views.howUnknown': 'nieznana: użyj `/zapytanie-gry ustaw`',
  'views.showGame': 'Gra: {how}',
  'views.showPort': 'Port zapytań: {port}',
  'views.showPortSet': 'Port zapytań: {port} (ustawiony)',
  'views.lastAnswer': 'Ostatnia odpowiedź: gracze {players}, {time}, {latency} ms',
  'views.lastAnswerMissing': 'Ostatnia odpowiedź: {reason}',

  // The words drawn inside the /history picture (src/history/render/).
  'views.chart.fallbackName': 'Serwer gry',
  'views.chart.period24h': 'ostatnie 24 godziny (UTC)',
  'views.chart.period7d': 'ostatnie 7 dni (UTC)',
  'views.chart.period30d': 'ostatnie 30 dni (UTC)',
  'views.chart.subtitle': '{period} · dostępność {uptime} · {incidents}',
  'views.chart.subtitlePeak': '{period} · dostępność {uptime} · {incidents} · {peak}',
  'views.chart.cpu': 'CPU w % jednego rdzenia',
  'views.chart.memoryPercent': 'Pamięć w % przydziału',
  'views.chart.memory': 'Pamięć',
  'views.chart.down': 'Offline',
  'views.chart.incident': 'Incydent',
  'views.chart.noData': 'Brak danych',
  'views.chart.players': 'Gracze online',
  'views.chart.playersAxis': 'gracze',
};
