import type { AreaTranslation } from '../../translation.js';
import type { views as english } from '../en-US/views.js';

/** What members look at: /activity, /deployments, /history, /players, /gamequery, /board replies. */
export const views: AreaTranslation<typeof english> = {
  'views.activityTitle': 'Активность — {server}',
  'views.activityEmpty': 'На этой странице нет активности.',
  'views.activityFooter': 'Страница {page} · сначала новые',
  'views.deploymentsTitle': 'Деплои — {server}',
  'views.deploymentsEmpty': 'На этой странице нет деплоев.',
  'views.deploymentsFooter': 'Страница {page}',
  'views.deployment': 'деплой',
  'views.timeUnknown': 'время неизвестно',
  'views.yes': 'да',
  'views.no': 'нет',

  'views.historyNoData': 'Для {server} пока нет данных, загляни через несколько минут.',
  'views.historyTitle24h': '{server}: последние 24 часа',
  'views.historyTitle7d': '{server}: последние 7 дней',
  'views.historyTitle30d': '{server}: последние 30 дней',
  'views.historySummary': 'Доступность **{uptime}** · **{incidents}**',
  'views.historySummaryPeak': 'Доступность **{uptime}** · **{incidents}** · **{peak}**',
  'views.incidents': {
    one: '{count} инцидент',
    few: '{count} инцидента',
    many: '{count} инцидентов',
    other: '{count} инцидента',
  },
  'views.peak': {
    one: 'пик {count} игрок',
    few: 'пик {count} игрока',
    many: 'пик {count} игроков',
    other: 'пик {count} игрока',
  },
  'views.historyFooter':
    'CPU в % одного ядра и память во времени; красный: недоступен, жёлтый: инцидент, серый: нет данных',
  'views.historyFooterPlayers':
    'CPU в % одного ядра, память и игроки онлайн во времени; красный: недоступен, жёлтый: инцидент, серый: нет данных',

  'views.queriesOff':
    'Опрос игр выключен в этом hostcord (`GAME_QUERY=off`): игру {server} ни о чём не спрашивают.',
  'views.notAskedYet':
    'hostcord ещё не опрашивал игру {server}; это случится при следующем обновлении (через несколько минут).',
  'views.noAddress': 'У {server} нет адреса у провайдера, поэтому его игру нельзя спросить, кто играет.',
  'views.unknownGame':
    'hostcord не знает, какая игра запущена на {server}, поэтому не может её опросить. Админ может указать её через `/опрос-игры задать`.',
  'views.unknownGameCalled':
    'hostcord не знает, какая игра запущена на {server} (провайдер называет её «{game}»), поэтому не может её опросить. Админ может указать её через `/опрос-игры задать`.',
  'views.notQueryable': 'На {server} запущена {game}, которую hostcord не умеет опрашивать: {reason}.',
  'views.protocolUnsupported': 'её протокол не поддерживается',
  'views.queriesOffFor':
    'Опрос игры выключен для {server} (`/опрос-игры выключить`); админ может снова включить его через `/опрос-игры авто`.',
  'views.silentNever': 'Игра {server} не отвечает (она ещё ни разу не ответила; опрошена {asked}: {error}).',
  'views.silentSince': 'Игра {server} не отвечает (последний ответ {answered}; опрошена {asked}: {error}).',
  'views.noAnswer': 'нет ответа',
  'views.noAnswerYet': 'Ответа пока нет.',
  'views.namesHidden': 'Игра не сообщает, кто играет.',
  'views.nobody': 'Никто не играет.',
  'views.andMore': {
    one: '{names} и ещё {count}',
    few: '{names} и ещё {count}',
    many: '{names} и ещё {count}',
    other: '{names} и ещё {count}',
  },
  'views.map': 'Карта',
  'views.version': 'Версия',
  'views.playersTitle': '{server}: Игроки {players}',
  'views.answeredAt': 'Ответ игры {time}.',

  'views.unknownGameId':
    '{game} — не id игры, известный hostcord. Выбери игру из списка или введи id из gamedig (например, `minecraft`, `counterstrike2`).',
  'views.setOnRulePort':
    '{server}: со следующего обновления hostcord опрашивает его как {game} (`{id}`) на порту по правилу игры.',
  'views.setOnPort':
    '{server}: со следующего обновления hostcord опрашивает его как {game} (`{id}`) на порту {port}.',
  'views.cannotAsk': '⚠️ Но эту игру он опросить не может: {reason}.',
  'views.offHere':
    '⚠️ Опрос игр выключен в этом hostcord (`GAME_QUERY=off`): ничего не опрашивается, пока его не включат.',
  'views.autoDetected': '{server}: игра снова определяется по игре провайдера: {game} (`{id}`).',
  'views.autoUnknown':
    '{server}: снова автоопределение, но hostcord не знает игру провайдера ({game}): укажи её через `/опрос-игры задать`.',
  'views.none': 'нет',
  'views.turnedOff':
    '{server}: его игре больше ничего не отправляется (со следующего обновления). `/опрос-игры авто` включает опрос снова.',
  'views.howOff': 'выключен (`/опрос-игры выключить`)',
  'views.howSet': '`{id}` ({game}), задано админом',
  'views.howDetected': '`{id}` ({game}), определено по игре провайдера',
  'views.howUnknown': 'неизвестна: используй `/опрос-игры задать`',
  'views.showGame': 'Игра: {how}',
  'views.showPort': 'Порт опроса: {port}',
  'views.showPortSet': 'Порт опроса: {port} (задан)',
  'views.lastAnswer': 'Последний ответ: игроки {players}, {time}, {latency} мс',
  'views.lastAnswerMissing': 'Последний ответ: {reason}',

  // The words drawn inside the /history picture (src/history/render/).
  'views.chart.fallbackName': 'Игровой сервер',
  'views.chart.period24h': 'последние 24 часа (UTC)',
  'views.chart.period7d': 'последние 7 дней (UTC)',
  'views.chart.period30d': 'последние 30 дней (UTC)',
  'views.chart.subtitle': '{period} · аптайм {uptime} · {incidents}',
  'views.chart.subtitlePeak': '{period} · аптайм {uptime} · {incidents} · {peak}',
  'views.chart.cpu': 'CPU в % одного ядра',
  'views.chart.memoryPercent': 'Память в % от выделенной',
  'views.chart.memory': 'Память',
  'views.chart.down': 'Недоступен',
  'views.chart.incident': 'Инцидент',
  'views.chart.noData': 'Нет данных',
  'views.chart.players': 'Игроки онлайн',
  'views.chart.playersAxis': 'игроки',
};
