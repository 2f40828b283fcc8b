import type { CommandTexts } from '../../translation.js';

/** The commands' names and descriptions, keyed by their English text (see ../../translation.ts). */
export const commands: CommandTexts = {
  names: {
    status: 'статус',
    server: 'сервер',
    players: 'игроки',
    history: 'история',
    period: 'период',
    servers: 'серверы',
    link: 'привязать',
    channel: 'канал',
    code: 'код',
    unlink: 'отвязать',
    links: 'привязки',
    share: 'поделиться',
    unshare: 'закрыть-доступ',
    guild: 'сервер-discord',
    alerts: 'оповещения',
    filter: 'фильтр',
    categories: 'категории',
    types: 'типы',
    severities: 'уровни',
    mention: 'упоминание',
    role: 'роль',
    show: 'показать',
    test: 'тест',
    board: 'панель',
    create: 'создать',
    remove: 'удалить',
    publish: 'опубликовать',
    names: 'ники',
    unpublish: 'снять',
    doctor: 'диагностика',
    gamequery: 'опрос-игры',
    set: 'задать',
    game: 'игра',
    port: 'порт',
    auto: 'авто',
    off: 'выключить',
    restart: 'перезапуск',
    in: 'через',
    message: 'сообщение',
    schedule: 'расписание',
    time: 'время',
    timezone: 'часовой-пояс',
    days: 'дни',
    list: 'список',
    power: 'питание',
    action: 'действие',
    'kill-after': 'убить-через',
    backup: 'бэкап',
    say: 'сказать',
    console: 'консоль',
    command: 'команда',
    activity: 'активность',
    deployments: 'деплои',
    language: 'язык',
    locale: 'язык',
  },
  texts: {
    'Is the game server up? Status, address and live usage':
      'Сервер работает? Статус, адрес и нагрузка сейчас',
    'The game server (start typing its name)': 'Игровой сервер (начни вводить название)',
    'Who is playing on a game server, as the game itself tells':
      'Кто играет на сервере — по данным самой игры',
    'Uptime, CPU and memory of a game server over time, as a chart':
      'Доступность, ЦП и память игрового сервера за период, графиком',
    'How far back (default: the last 24 hours)': 'За какой период (по умолчанию: последние 24 часа)',
    'Last 24 hours': 'Последние 24 часа',
    'Last 7 days': 'Последние 7 дней',
    'Last 30 days': 'Последние 30 дней',
    'List the game servers linked here, with their status': 'Привязанные здесь игровые серверы и их статус',
    'Link a game server to this Discord server and a channel for its alerts':
      'Привязать игровой сервер к этому серверу Discord и каналу для оповещений',
    'The server (start typing its name, or paste its id)': 'Сервер (начни вводить название или вставь ID)',
    'Where its alerts go (default: this channel)': 'Куда идут оповещения (по умолчанию: этот канал)',
    'A share code from the Discord server that owns it (or your ownership code)':
      'Код доступа от сервера Discord-владельца (или твой код владения)',
    'Unlink a game server from this Discord server (or from one channel)':
      'Отвязать игровой сервер от этого сервера Discord (или от одного канала)',
    'Only unlink it from this channel': 'Отвязать только от этого канала',
    "List this Discord server's linked game servers and where their alerts go":
      'Привязанные игровые серверы этого сервера Discord и куда идут их оповещения',
    'Let another Discord server use one of your game servers: makes a one-time code':
      'Дать другому серверу Discord доступ к твоему игровому серверу: создаёт одноразовый код',
    'Stop sharing a game server with another Discord server':
      'Закрыть другому серверу Discord доступ к игровому серверу',
    'The Discord server it is shared with (start typing its name)':
      'Сервер Discord, у которого есть доступ (начни вводить название)',
    'Choose which alerts a linked channel gets and which role they mention':
      'Какие оповещения получает привязанный канал и какую роль они упоминают',
    'Post only some alerts: comma-separated values to include; `all` removes a filter':
      'Публиковать только часть оповещений: значения через запятую; `all` убирает фильтр',
    'Which of its linked channels (needed when it is linked to several)':
      'Какой из привязанных каналов (нужно, если их несколько)',
    'Categories to include, e.g. power, backup (`all` = every one)':
      'Категории, напр. power, backup (`all` = все)',
    'Types to include (`all` = every one)': 'Типы (`all` = все)',
    'Severities to include, e.g. error, critical (`all` = every one)':
      'Уровни, напр. error, critical (`all` = все)',
    'Mention a role on alerts of chosen severities (leave out the role to mention nobody)':
      'Упоминать роль в оповещениях выбранных уровней (без роли — никого)',
    'The role to mention': 'Роль для упоминания',
    'Severities that mention the role (default: every alert)':
      'Уровни, при которых упоминается роль (по умолчанию: все оповещения)',
    'Show filters, mentions and the values seen in events so far':
      'Показать фильтры, упоминания и уже встречавшиеся значения',
    "Post a test alert into the server's linked channels (filters are ignored)":
      'Отправить тестовое оповещение в привязанные каналы сервера (без фильтров)',
    'Only this linked channel (default: every one of the server)':
      'Только этот привязанный канал (по умолчанию: все каналы сервера)',
    "A live status board of this Discord server's game servers":
      'Живая панель статуса игровых серверов этого сервера Discord',
    'Post a status board that updates itself (or post it anew)':
      'Опубликовать панель статуса, которая обновляется сама (или заново)',
    'Where (default: this channel)': 'Где (по умолчанию: этот канал)',
    "Delete a channel's status board": 'Удалить панель статуса канала',
    "Make a board's status page public on the web (a new address each time)":
      'Открыть страницу статуса панели в вебе (каждый раз новый адрес)',
    'Show the names of players online (default: counts only)':
      'Показывать ники игроков онлайн (по умолчанию: только число)',
    "Take a board's public status page down at once": 'Сразу закрыть публичную страницу статуса панели',
    "Check hostcord's setup: tokens, scopes, channel permissions, webhook":
      'Проверить настройку hostcord: токены, права доступа, права каналов, вебхук',
    'How hostcord asks a game server who is playing': 'Как hostcord узнаёт у игрового сервера, кто играет',
    'Tell hostcord which game a server runs (and the query port)':
      'Указать hostcord, какая игра на сервере (и порт опроса)',
    "The game, as gamedig names it (start typing, or type an id such as 'minecraft')":
      "Игра, как её называет gamedig (начни вводить или укажи ID, напр. 'minecraft')",
    "The query port (default: the game's rule applied to the server's address)":
      'Порт опроса (по умолчанию: правило игры для адреса сервера)',
    "Detect the game from the provider's game again": 'Снова определить игру по данным провайдера',
    "Stop asking this server's game": 'Больше не опрашивать игру этого сервера',
    "How this server's game is asked, and its last answer":
      'Как опрашивается игра этого сервера и её последний ответ',
    'Restart a game server now or later (asks you to confirm first)':
      'Перезапустить игровой сервер сейчас или позже (с подтверждением)',
    'Restart later, with warnings in game: e.g. 90s, 10m, 1h30m (1 minute to 24 hours)':
      'Перезапустить позже, с предупреждениями в игре: напр. 90s, 10m, 1h30m (от 1 минуты до 24 часов)',
    'Added to every warning in game (needs "in")':
      'Добавляется к каждому предупреждению в игре (нужно «через»)',
    'Recurring restarts, announced in game before they happen':
      'Регулярные перезапуски с объявлением в игре заранее',
    'Restart a server every day (or on chosen weekdays) at a time of day':
      'Перезапускать сервер каждый день (или в выбранные дни) в заданное время',
    'HH:MM on a 24-hour clock, e.g. 04:00': 'ЧЧ:ММ в 24-часовом формате, напр. 04:00',
    'IANA time zone, e.g. Europe/Berlin (default: UTC)':
      'Часовой пояс IANA, напр. Europe/Moscow (по умолчанию: UTC)',
    'e.g. mon, wed, fri or weekdays or weekends (default: every day)':
      'напр. mon, wed, fri или weekdays или weekends (по умолчанию: каждый день)',
    "This Discord server's schedules with their next run":
      'Расписания этого сервера Discord и их следующий запуск',
    'Remove a schedule (its next restart is called off)':
      'Удалить расписание (его следующий перезапуск отменяется)',
    'The schedule (start typing; /schedule list shows them)':
      'Расписание (начни вводить; /расписание список покажет их)',
    'Start, stop or kill a game server (stop and kill ask you to confirm)':
      'Запустить, остановить или убить игровой сервер (остановка и убийство — с подтверждением)',
    'What to do': 'Что сделать',
    start: 'Запустить',
    stop: 'Остановить',
    'kill (ends the process without saving)': 'Убить (завершает процесс без сохранения)',
    'Only with stop: kill it if still running after this many seconds (10–600)':
      'Только с остановкой: убить, если ещё работает через столько секунд (10–600)',
    "Create or list a game server's backups": 'Создать или показать бэкапы игрового сервера',
    'Start a backup now': 'Сделать бэкап сейчас',
    'The backups, newest first; locked ones marked': 'Бэкапы, сначала новые; заблокированные отмечены',
    'Post a line in the game chat (console command `say`)':
      'Написать строку в игровой чат (консольная команда `say`)',
    'One line of text': 'Одна строка текста',
    "Send a command to the game server's console (no output comes back)":
      'Отправить команду в консоль игрового сервера (вывод не возвращается)',
    'One console command, without a leading slash if the game has none':
      'Одна консольная команда, без косой черты в начале, если в игре её нет',
    "A game server's recent activity: power, backups, crashes and more":
      'Недавняя активность игрового сервера: питание, бэкапы, падения и прочее',
    "A game server's git deployments: status, phase and errors":
      'Git-деплои игрового сервера: статус, этап и ошибки',
    "hostcord's language in this Discord server: see it, or choose another":
      'Язык hostcord на этом сервере Discord: посмотреть или выбрать другой',
    'The language for alerts, boards and announcements in game (Manage Server)':
      'Язык оповещений, панелей и объявлений в игре (Управлять сервером)',
  },
};
