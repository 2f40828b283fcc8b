import type { AreaTranslation } from '../../translation.js';
import type { core as english } from '../en-US/core.js';

/** The language command, refusals, permissions, storage, limits and /status. */
export const core: AreaTranslation<typeof english> = {
  'language.current': 'Язык hostcord на этом сервере Discord: {language}.',
  'language.currentDefault':
    'Язык hostcord на этом сервере Discord: {language} (язык сервера в Discord; админы могут выбрать другой через `/язык язык:`).',
  'language.set':
    'Теперь язык hostcord на этом сервере Discord: {language}. Это касается оповещений, панелей и объявлений в игре. Участники, у которых Discord на другом языке hostcord, получают ответы на своём.',
  'language.needsManageServer':
    'Чтобы сменить язык hostcord здесь, нужно право «Управлять сервером». `/язык` без выбора показывает текущий.',

  'refusal.forgedButton': 'Эта кнопка не от hostcord.',
  'refusal.unsignedButton':
    'Эта кнопка из старой версии hostcord и больше не работает. Запусти команду снова.',
  'refusal.guildOnly': 'Команды hostcord работают только на сервере Discord, а не в личных сообщениях.',
  'refusal.notAllowedHere':
    'hostcord не включён для этого сервера Discord. Оператор может добавить ID этого сервера в ALLOWED_GUILD_IDS.',
  'refusal.unknownCommand': 'Эта версия hostcord не знает такой команды.',
  'refusal.notLinkedHere':
    'Этот сервер здесь не привязан. Выбери сервер из списка или попроси админа привязать его через `/привязать`.',
  'refusal.noneLinked':
    'К этому серверу Discord ещё не привязан ни один игровой сервер. Админ может привязать его через `/привязать`.',
  'refusal.pickOne': 'Здесь привязано несколько серверов: выбери один в параметре `сервер`.',
  'refusal.staleButton': 'Эта кнопка больше не работает. Выполни команду ещё раз.',
  'refusal.staleButtonOf': 'Эта кнопка больше не работает. Выполни `{command}` ещё раз.',
  'refusal.failed':
    'На стороне hostcord что-то пошло не так. Попробуй ещё раз; если повторится, передай админу этот код: `{reference}`.',
  'refusal.powerCooldown': {
    one: 'Ты только что отправил команду питания. Подожди {count} секунду до следующей.',
    few: 'Ты только что отправил команду питания. Подожди {count} секунды до следующей.',
    many: 'Ты только что отправил команду питания. Подожди {count} секунд до следующей.',
    other: 'Ты только что отправил команду питания. Подожди {count} секунды до следующей.',
  },

  'access.channel':
    '`/{command}` отключена в этом канале ({integrations}), поэтому её кнопки здесь не работают. Используй её в канале, где она разрешена.',
  'access.override':
    'Админ отключил тебе `/{command}` в {integrations}, поэтому её кнопки у тебя тоже не работают. Спроси админа, если доступ должен быть.',
  'access.permission':
    'Для кнопок и меню `/{command}` нужно право «{permission}», или админ может разрешить это тебе или твоей роли в {integrations}.',
  'access.admin':
    'Для кнопок и меню `/{command}` нужно быть админом, или админ может разрешить это тебе или твоей роли в {integrations}.',
  'access.integrations': 'Настройки сервера → Интеграция → hostcord',
  'access.manageServer': 'Управлять сервером',
  'access.administrator': 'Администратор',

  'storage.full':
    'hostcord сейчас не может ничего сохранить: диск его базы данных заполнен. Ничего не сделано и ничего не отправлено на игровой сервер. Сообщи админу бота и попробуй снова, когда место освободят.',
  'storage.read-only':
    'hostcord сейчас не может ничего сохранить: его база данных доступна только для чтения. Ничего не сделано и ничего не отправлено на игровой сервер. Сообщи админу бота и попробуй снова, когда запись снова заработает.',
  'storage.failing':
    'hostcord сейчас не может ничего сохранить: его база данных сбоит или недоступна. Ничего не сделано и ничего не отправлено на игровой сервер. Сообщи админу бота и попробуй позже.',

  'limit.boardsPerGuild':
    'Достигнут лимит: панели статуса на сервер Discord ({limit}). На этом сервере Discord их уже столько; сначала удали одну через `/панель удалить`. Одна панель показывает все привязанные серверы.',
  'limit.schedulesPerServer':
    'Достигнут лимит: расписания на сервер ({limit}). У этого сервера на этом сервере Discord их уже столько: `/расписание список` покажет их, `/расписание удалить` освободит место.',
  'limit.schedulesPerGuild':
    'Достигнут лимит: расписания на сервер Discord ({limit}). На этом сервере Discord их уже столько: `/расписание список` покажет их, `/расписание удалить` освободит место.',
  'limit.draftsPerMember':
    'Достигнут лимит: открытые вопросы о перезапуске на участника ({limit}). Ответь на один из своих вопросов `/перезапуск через:` (Запланировать перезапуск или Отмена) или подожди минуту, пока они истекут.',
  'limit.proofCodesPerMember':
    'Достигнут лимит: открытые коды владения на участника ({limit}). Используй один из своих кодов (впиши его в название сервера и нажми «Проверить») или подожди, пока они истекут, через 15 минут после запроса.',
  'limit.proofCodesPerGuild':
    'Достигнут лимит: открытые коды владения на сервер Discord ({limit}). Используй один из кодов этого сервера Discord или подожди, пока они истекут, через 15 минут после запроса.',
  'limit.shareCodesPerMember':
    'Достигнут лимит: открытые коды доступа на участника ({limit}). Подожди, пока один из твоих кодов используют или он истечёт, через 24 часа после создания.',
  'limit.shareCodesPerGuild':
    'Достигнут лимит: открытые коды доступа на сервер Discord ({limit}). Подожди, пока один из кодов этого сервера Discord используют или он истечёт, через 24 часа после создания.',
  'limit.codeCooldownMs':
    'Достигнут лимит: один код на участника, интервал: {every}. Осталось ждать: {wait}.',
  'limit.historyCooldownMs':
    'Достигнут лимит: один график на участника, интервал: {every}. Осталось ждать: {wait}.',

  'status.game': 'Игра',
  'status.status': 'Статус',
  'status.power': 'Питание',
  'status.address': 'Адрес',
  'status.location': 'Локация',
  'status.cpu': 'ЦП',
  'status.memory': 'Память',
  'status.disk': 'Диск',
  'status.network': 'Сеть',
  'status.uptime': 'Аптайм',
  'status.unknown': 'неизвестно',
  'status.ofLimit': '{used} из {limit}',
  'status.suspended': 'Приостановлен',
  'status.suspendedText': 'Сервер приостановлен у провайдера.',
  'status.liveUsage': 'Нагрузка сейчас',
  'status.notAvailable': 'Недоступно: {reason}',
  'status.panelSilent': 'панель не ответила.',
  'status.players': 'Игроки',
  'status.playersOnline': 'Игроки {online}/{max}',
  'status.playersOnMap': 'Игроки {online}/{max} · карта {map}',
  'status.uptimeSeen': 'Доступность по данным hostcord',
  'status.uptimeFigures': '24 ч {day} · 7 дн. {week} · 30 дн. {month}',
  'status.noData': 'нет данных',
  'status.noUptimeYet':
    'Данных пока нет: hostcord наблюдает за этим сервером слишком недолго. Загляни через несколько минут.',
  'status.footer': 'Сервер {id}',
  'status.refresh': 'Обновить',

  // Discord's own names of its permissions, as its client shows them in this language.
  'permission.viewChannel': 'Просматривать канал',
  'permission.sendMessages': 'Отправлять сообщения',
  'permission.embedLinks': 'Встраивать ссылки',
  'permission.readMessageHistory': 'Читать историю сообщений',
};
