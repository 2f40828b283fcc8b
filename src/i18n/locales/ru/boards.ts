import type { AreaTranslation } from '../../translation.js';
import type { boards as english } from '../en-US/boards.js';

/** Status boards, incident messages and ownership notices posted in channels. */
export const boards: AreaTranslation<typeof english> = {
  'boards.title': 'Игровые серверы',
  'boards.titleRange': 'Игровые серверы ({first}–{last} из {total})',
  'boards.titleContinued': 'Игровые серверы, продолжение ({first}–{last} из {total})',
  'boards.countUp': {
    one: '{count} онлайн',
    few: '{count} онлайн',
    many: '{count} онлайн',
    other: '{count} онлайн',
  },
  'boards.countStarting': {
    one: '{count} запускается',
    few: '{count} запускаются',
    many: '{count} запускаются',
    other: '{count} запускается',
  },
  'boards.countStopping': {
    one: '{count} останавливается',
    few: '{count} останавливаются',
    many: '{count} останавливаются',
    other: '{count} останавливается',
  },
  'boards.countDown': {
    one: '{count} лежит',
    few: '{count} лежат',
    many: '{count} лежат',
    other: '{count} лежит',
  },
  'boards.countOther': {
    one: '{count} другой',
    few: '{count} других',
    many: '{count} других',
    other: '{count} других',
  },
  'boards.providerRefused':
    '⚠️ Провайдер отклоняет **токен** hostcord с {since} (оператор указывает верный в HOSTING_TOKEN): состояния последние известные, нагрузка скрыта.',
  'boards.providerUnreachable':
    '⚠️ Провайдер недоступен с {since}: состояния последние известные, нагрузка скрыта.',
  'boards.nothingLinked':
    'К этому серверу Discord ещё не привязан ни один игровой сервер. Админ может привязать его через `/привязать`; он появится здесь при следующем обновлении.',
  'boards.up': 'онлайн',
  'boards.upSince': 'онлайн с {since}',
  'boards.downSince': 'лежит с {since}',
  'boards.lastKnown': 'последнее: {state}',
  'boards.usage': '📊 CPU {cpu}/{cpuLimit} % · RAM {memory}/{memoryLimit}',
  'boards.manage': 'Управление…',
  'boards.statusPage': 'Страница статуса',

  'boards.incidentOpen': '🚨 Инцидент открыт, оповещение {since}',
  'boards.incidentLast': '⚠️ Последний инцидент {when}, лежал {duration}',
  'boards.players': '👥 {online}/{max}',
  'boards.gameSilent': '🧊 Игра не отвечает с {since}',
  'boards.uptime': '📈 Аптайм 24 ч {day} · 7 дн. {week} · 30 дн. {month}',

  'boards.downTitle': 'Сервер {server} лежит',
  'boards.down': 'Лежит с {since} ({ago}). Через hostcord не отправлялись ни стоп, ни kill, ни перезапуск.',
  'boards.recoveredTitle': 'Сервер {server} снова работает',
  'boards.recovered': 'Снова работает через {duration}: лежал с {from} до {to}.',
  'boards.silentTitle': 'Сервер {server} не отвечает',
  'boards.silent':
    'Панель говорит, что он запущен, но игра не отвечает с {since} ({ago}): никто не может зайти. Через hostcord не отправлялись ни стоп, ни kill, ни перезапуск.',
  'boards.answersTitle': 'Сервер {server} снова отвечает',
  'boards.answers': 'Игра снова отвечает через {duration}: молчала с {from} до {to}.',
  'boards.lastActivity': 'Последнее событие перед падением',
  'boards.onIt': 'Занимается',
  'boards.onItSince': '{member} с {since} ({ago})',

  'boards.claimedProof':
    '🔒 {server} теперь принадлежит этому серверу Discord (контроль у провайдера подтвердил {member}). Другие серверы Discord могут пользоваться им только с кодом доступа из `/поделиться`.',
  'boards.claimedLinked':
    '🔒 {server} теперь принадлежит этому серверу Discord (здесь его привязал {member}). Другие серверы Discord могут пользоваться им только с кодом доступа из `/поделиться`.',
  'boards.shared':
    '🔗 Теперь {server} доступен серверу {guild} (код доступа ввёл {member}): его участники могут пользоваться им с правами, которые зададут их админы. `/закрыть-доступ` это отменяет.',
  'boards.unshared': '{server} больше не доступен серверу {guild} (закрыл {member}).',
  'boards.released':
    '{server} больше не принадлежит этому серверу Discord: {member} удалил здесь его последнюю привязку.',
  'boards.releasedShares': {
    one: '{server} больше не принадлежит этому серверу Discord: {member} удалил здесь его последнюю привязку, и доступ закрыт ещё для {count} сервера Discord.',
    few: '{server} больше не принадлежит этому серверу Discord: {member} удалил здесь его последнюю привязку, и доступ закрыт ещё для {count} серверов Discord.',
    many: '{server} больше не принадлежит этому серверу Discord: {member} удалил здесь его последнюю привязку, и доступ закрыт ещё для {count} серверов Discord.',
    other:
      '{server} больше не принадлежит этому серверу Discord: {member} удалил здесь его последнюю привязку, и доступ закрыт ещё для {count} сервера Discord.',
  },
  'boards.guildGone': 'сервер Discord, где бота больше нет ({id})',

  'boards.noBoard': 'В {channel} нет панели статуса.',
  'boards.noBoardYet': 'В {channel} нет панели статуса. Сначала размести её там через `/панель создать`.',
  'boards.removed': 'Панель статуса удалена из {channel}.',
  'boards.botLacks':
    'Боту не хватает прав {permissions} в {channel}. Выдай их в правах канала, потом снова запусти `/панель создать`.',
  'boards.refused':
    'Discord отклонил панель в {channel} ({reason}). Поправь права канала, потом снова запусти `/панель создать`.',
  'boards.noReason': 'без причины',
  'boards.posted': 'Панель статуса размещена в {channel}: {url}',
  'boards.saved':
    'Панель статуса {channel} сохранена; Discord медленно отвечает, так что она появится, как только Discord её примет.',
  'boards.postedHow':
    'Она показывает все серверы, привязанные к этому серверу Discord, и обновляется сама; `/панель удалить` её удаляет.',
  'boards.grantHistory':
    '⚠️ Выдай боту ещё «Читать историю сообщений» в {channel}: тогда удалённая панель будет замечена и размещена заново при следующем обновлении, а не только при следующем изменении.',
  'boards.pagesOff':
    'Страницы статуса выключены: оператор задаёт в PUBLIC_URL адрес, по которому доступен hostcord (например https://status.example.org), тогда `/панель опубликовать` заработает. Ничего не опубликовано.',
  'boards.published': 'Страница статуса {channel} открыта: {url}',
  'boards.publishedNames':
    'Её видит любой, у кого есть адрес; на панели есть кнопка «Страница статуса». Она показывает ники игроков онлайн.',
  'boards.publishedCounts':
    'Её видит любой, у кого есть адрес; на панели есть кнопка «Страница статуса». Она показывает число игроков, без ников (`ники:True`, чтобы их показать).',
  'boards.publishedAgain':
    'Повторная публикация даёт новый адрес (старый перестаёт работать); `/панель снять` закрывает страницу.',
  'boards.notPublished': 'У панели в {channel} нет публичной страницы статуса.',
  'boards.unpublished': 'Страница статуса {channel} закрыта: теперь её адрес отвечает «не найдено».',
  'boards.panel': '**{server}**: {state}. Перезапуск и Стоп сначала попросят подтверждение.',
  'boards.panelUnknown': '**{server}**. Перезапуск и Стоп сначала попросят подтверждение.',
  'boards.start': 'Запуск',
  'boards.restart': 'Перезапуск',
  'boards.stop': 'Стоп',

  'boards.languageCooldown':
    'Достигнут лимит: одна смена языка на сервер Discord, интервал: {every}. Осталось ждать: {wait}.',
};
