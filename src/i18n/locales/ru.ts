import type { Translation } from '../translation.js';

/** Русский. Keys and placeholders as in en-US.ts; the compiler and test/i18n check both. */
export const ru: Translation = {
  messages: {
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
  },
  commands: {
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
  },
};
