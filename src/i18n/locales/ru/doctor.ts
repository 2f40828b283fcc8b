import type { AreaTranslation } from '../../translation.js';
import type { doctor as english } from '../en-US/doctor.js';

/** The doctor's findings (/doctor and `npm run doctor` as Discord members read them). */
export const doctor: AreaTranslation<typeof english> = {
  'doctor.title.problems': {
    one: '{count} проблема требует решения',
    few: '{count} проблемы требуют решения',
    many: '{count} проблем требуют решения',
    other: '{count} проблемы требуют решения',
  },
  'doctor.title.warnings': {
    one: '{count} предупреждение',
    few: '{count} предупреждения',
    many: '{count} предупреждений',
    other: '{count} предупреждения',
  },
  'doctor.title.fine': 'Всё в порядке',
  'doctor.notShown': {
    one: 'Ещё {count} результат не показан: npm run doctor выводит все',
    few: 'Ещё {count} результата не показаны: npm run doctor выводит все',
    many: 'Ещё {count} результатов не показаны: npm run doctor выводит все',
    other: 'Ещё {count} результата не показаны: npm run doctor выводит все',
  },

  'doctor.area.configuration': 'конфигурация',
  'doctor.area.database': 'база данных',
  'doctor.area.providerToken': 'токен провайдера',
  'doctor.area.discord': 'discord',
  'doctor.area.webhook': 'вебхук',
  'doctor.area.events': 'события',
  'doctor.area.installations': 'установки',
  'doctor.area.links': 'привязки',
  'doctor.area.server': 'сервер {server}',
  'doctor.area.gameQuery': 'опрос игры',
  'doctor.area.boards': 'панели статуса',
  'doctor.area.providerBudget': 'бюджет провайдера',
  'doctor.area.access': 'доступ',
  'doctor.area.shares': 'общий доступ',
  'doctor.area.testAlert': 'тестовое оповещение',

  'doctor.config.ok': 'корректна; события через {source}, база данных {database}',
  'doctor.config.personalToken':
    'HOSTING_TOKEN — личный токен (zhp_…): оповещения публиковаться не будут; команды работают, но для ленты событий и установок нужен токен бота (zhb_…): укажи его в HOSTING_TOKEN',
  'doctor.config.shardsOnSqlite':
    'SHARD_IDS запускает шарды {ids} из {total} на SQLite; серверы Discord остальных шардов обслуживает только другой экземпляр hostcord, а экземпляры делят привязки и оповещения только через PostgreSQL: укажи одинаковый DATABASE_URL в каждом (на SQLite у каждого экземпляра свой файл)',

  'doctor.database.cannotOpen':
    'не открывается ({error}); проверь DATABASE_PATH и что его папка доступна для записи, или DATABASE_URL',
  'doctor.database.sqliteOk': 'открыта, миграции применены, проверка целостности пройдена',
  'doctor.database.postgresOk': 'PostgreSQL отвечает, миграции применены',
  'doctor.database.postgresAtOk': 'PostgreSQL на {at} отвечает, миграции применены',
  'doctor.database.integrityFailed':
    'проверка целостности не пройдена ({error}); восстанови файл из резервной копии',
  'doctor.database.postgresDown': 'PostgreSQL не отвечает ({error}); проверь, что он запущен, и DATABASE_URL',
  'doctor.database.postgresAtDown':
    'PostgreSQL на {at} не отвечает ({error}); проверь, что он запущен, и DATABASE_URL',

  'doctor.discord.loggedIn': {
    one: 'вход выполнен как {tag}, на {count} сервере Discord',
    few: 'вход выполнен как {tag}, на {count} серверах Discord',
    many: 'вход выполнен как {tag}, на {count} серверах Discord',
    other: 'вход выполнен как {tag}, на {count} сервера Discord',
  },

  'doctor.webhook.accepted':
    '{url} принял пинг, подписанный здесь WEBHOOK_SECRET (подписывает ли провайдер тем же секретом, видно по его доставкам, в событиях)',
  'doctor.webhook.refused': '{url} ответил {status} на локально подписанный пинг; причина в логе',
  'doctor.webhook.nothing': 'по адресу {url} ничего не отвечает; hostcord запущен? (doctor его не запускает)',

  'doctor.events.notTakenIn': 'этот экземпляр hostcord не принимает события',
  'doctor.events.noCheck': '{url} ответил без проверки событий; это точно hostcord?',
  'doctor.events.nothingAnswers':
    'по адресу {url} ничего не отвечает, поэтому неизвестно, приходят ли события; запусти hostcord и снова запусти doctor',
  'doctor.events.noReason': 'причина не указана',
  'doctor.events.feedFails': 'лента событий не работает: {error}',
  'doctor.events.feedRetrying': 'последний опрос ленты не удался ({error}); hostcord продолжает попытки',
  'doctor.events.history': 'лента читается впервые; прошлые события архивируются, а не публикуются',
  'doctor.events.polledReceived':
    'лента опрошена {polled} назад: ok; последнее событие получено {received} назад',
  'doctor.events.polledNone': 'лента опрошена {polled} назад: ok; событий пока не было',
  'doctor.events.notPolledReceived': 'лента ещё не опрашивалась; последнее событие получено {received} назад',
  'doctor.events.notPolledNone': 'лента ещё не опрашивалась; событий пока не было',
  'doctor.events.delivered': 'последняя доставка вебхука от провайдера принята {ago} назад',
  'doctor.events.noDelivery':
    'с запуска hostcord не было доставок вебхука от провайдера; «отправить тестовое событие» у провайдера отправляет одну',
  'doctor.events.refusedAccepted':
    'доставки вебхука отклоняются: последняя {rejected} назад ({reason}); последняя принятая доставка от провайдера была {delivered} назад; причина в логе',
  'doctor.events.refusedNone':
    'доставки вебхука отклоняются: последняя {rejected} назад ({reason}); с запуска hostcord ни одна не принята; причина в логе',
  'doctor.events.wrongSecretAccepted':
    'доставки вебхука отклоняются: последняя {rejected} назад ({reason}); последняя принятая доставка от провайдера была {delivered} назад. WEBHOOK_SECRET — не текущий секрет вебхука провайдера (обновление создаёт новый): скопируй секрет zhs_… из настроек вебхука провайдера в WEBHOOK_SECRET и перезапусти hostcord. Не обращай внимания, если эти запросы приходят не от провайдера',
  'doctor.events.wrongSecretNone':
    'доставки вебхука отклоняются: последняя {rejected} назад ({reason}); с запуска hostcord ни одна не принята. WEBHOOK_SECRET — не текущий секрет вебхука провайдера (обновление создаёт новый): скопируй секрет zhs_… из настроек вебхука провайдера в WEBHOOK_SECRET и перезапусти hostcord. Не обращай внимания, если эти запросы приходят не от провайдера',

  'doctor.games.off': 'выключен (GAME_QUERY=off): ни одну игру не спрашивают, кто играет',
  'doctor.games.notAsked': 'сервер {server}: ещё не опрошен; hostcord опросит его при следующем обновлении',
  'doctor.games.answering': 'сервер {server}: отвечает ({game} на порту {port}, игроки {online}/{max})',
  'doctor.games.noAddress': 'сервер {server}: у провайдера нет адреса, так что опрашивать нечего',
  'doctor.games.unknownGame':
    'сервер {server}: игра неизвестна; скажи hostcord, какая это игра, через {command}',
  'doctor.games.notQueryable':
    'сервер {server}: {game} нельзя опросить ({error}); {command} отключает это сообщение',
  'doctor.games.queryOff': 'сервер {server}: выключен ({command})',
  'doctor.games.notAnswering':
    'сервер {server}: не отвечает ({game} на порту {port}: {error}); проверь, что опрос игры включён и hostcord может достучаться до этого порта (UDP и TCP), или укажи правильный порт через {command}',
  'doctor.games.noAnswer': 'нет ответа',

  'doctor.access.allowed': {
    one: 'обслуживается только {count} сервер Discord из ALLOWED_GUILD_IDS, и он может напрямую привязывать незанятые игровые серверы',
    few: 'обслуживаются только {count} сервера Discord из ALLOWED_GUILD_IDS, и они могут напрямую привязывать незанятые игровые серверы',
    many: 'обслуживаются только {count} серверов Discord из ALLOWED_GUILD_IDS, и они могут напрямую привязывать незанятые игровые серверы',
    other:
      'обслуживаются только {count} сервера Discord из ALLOWED_GUILD_IDS, и они могут напрямую привязывать незанятые игровые серверы',
  },
  'doctor.access.publicBot':
    'бот публичный, а ALLOWED_GUILD_IDS не задан: кто угодно может добавить его на свой сервер Discord. Без доказательства контроля или кода доступа там никто не доберётся до игрового сервера, но выключи «Public Bot» в Discord Developer Portal (страница Bot) или впиши в ALLOWED_GUILD_IDS серверы Discord, которые ты обслуживаешь',
  'doctor.access.private':
    'бот приватный; серверы Discord, где состоит владелец (или команда) приложения, привязывают незанятые игровые серверы напрямую, остальные доказывают контроль у провайдера или используют код доступа',
  'doctor.access.unreadable':
    'не удалось прочитать приложение Discord, чтобы понять, публичное ли оно; запусти doctor ещё раз',
  'doctor.shares.guild': 'сервер Discord {id}',
  'doctor.shares.migrated':
    'сервер {server} (владелец: {owner}) открыт для {guild}, потому что оба привязали его ещё до появления владения; проверь это и закрой через {command} на сервере Discord-владельце, если так не задумывалось',
  'doctor.shares.code':
    'сервер {server} (владелец: {owner}) открыт для {guild} по коду доступа; {command} на сервере Discord-владельце это закрывает',

  'doctor.provider.apiUrlWrong':
    'HOSTING_API_URL {url} не ведёт к API провайдера (404 для {path}); укажи только адрес провайдера, например https://panel.example.com',
  'doctor.provider.apiUrlUnreachable': 'HOSTING_API_URL {url} недоступен ({error}); проверь адрес и сеть',
  'doctor.token.refused401':
    'провайдер не принимает HOSTING_TOKEN (401: недействительный, истёкший или отозванный): создай новый токен бота (zhb_…) в настройках разработчика у провайдера, укажи его в HOSTING_TOKEN и перезапусти hostcord',
  'doctor.token.refused403':
    'провайдер не принимает HOSTING_TOKEN (403 для {op}: токену нельзя делать то, что нужно hostcord): создай новый токен бота (zhb_…) в настройках разработчика у провайдера, укажи его в HOSTING_TOKEN и перезапусти hostcord',
  'doctor.token.cannotCheck': 'не удаётся проверить: {problem}',
  'doctor.token.personal': 'личный токен',
  'doctor.token.bot': 'токен бота',
  'doctor.token.scopes': 'права {scopes}',
  'doctor.token.scopesNone': 'прав нет',
  'doctor.token.scopesUnknown': 'права не сообщаются',
  'doctor.token.expires': {
    one: '{kind}, {scopes}, истекает {date} (через {count} день)',
    few: '{kind}, {scopes}, истекает {date} (через {count} дня)',
    many: '{kind}, {scopes}, истекает {date} (через {count} дней)',
    other: '{kind}, {scopes}, истекает {date} (через {count} дня)',
  },
  'doctor.token.expiresSoon': {
    one: '{kind} истекает {date} (через {count} день); заранее создай новый и обнови HOSTING_TOKEN',
    few: '{kind} истекает {date} (через {count} дня); заранее создай новый и обнови HOSTING_TOKEN',
    many: '{kind} истекает {date} (через {count} дней); заранее создай новый и обнови HOSTING_TOKEN',
    other: '{kind} истекает {date} (через {count} дня); заранее создай новый и обнови HOSTING_TOKEN',
  },
  'doctor.token.facts': '{kind}, {scopes}',
  'doctor.token.noExpiry': '{kind}, {scopes}, срок действия не сообщается',
  'doctor.token.personalWarning':
    'личный токен (zhp_…) не получает ни событий, ни установок; используй токен бота (zhb_…)',

  'doctor.installations.cannotList': 'не удаётся получить список: {problem}',
  'doctor.installations.none':
    'бот не установлен ни на одном сервере; попроси владельца сервера установить его',
  'doctor.installations.unlinked':
    '{server} установлен, но не привязан ни к одному каналу; привяжи его через {command}',
  'doctor.links.none': 'ни один сервер ещё не привязан; админ может использовать {command}',
  'doctor.servers.installed': 'установлен, все права, нужные командам, выданы, подписка на {events} есть',
  'doctor.servers.notInstalled':
    'бот на нём не установлен: его команды отклоняются, оповещения не приходят; попроси владельца сервера установить бота',
  'doctor.servers.inactive':
    'установка бота в состоянии {status}, а не активна; попроси владельца сервера посмотреть её в панели провайдера',
  'doctor.servers.unknownState':
    'установка бота в неизвестном состоянии, а не активна; попроси владельца сервера посмотреть её в панели провайдера',
  'doctor.servers.unsubscribed':
    'оповещения для {name} никогда не придут: подпиши установку на {events} в панели провайдера',
  'doctor.servers.scopes':
    'не выданы: {scopes}; команды, которым они нужны, там отклоняются. Попроси владельца сервера добавить их в установку бота',

  'doctor.link.channelId': 'канал {id}',
  'doctor.link.gone':
    '{channel} больше не существует; отвяжи его через {unlink} или привяжи другой канал через {link}',
  'doctor.link.lacks': '{channel}: боту не хватает {permissions}; выдай их в правах канала',
  'doctor.link.broken':
    '{channel}: оповещения остановлены, привязка сломана ({reason}); когда канал будет исправлен, снова запусти {command}',
  'doctor.link.refusedMessage': 'Discord отклонил сообщение',
  'doctor.link.inactive':
    '{channel}: привязка неактивна, бот удалён с сервера; оповещения вернутся, когда его установят снова',
  'doctor.link.filterClosed':
    '{channel}: его фильтр {filter} ({values}) не совпадает ни с одним значением из событий этого сервера ({seen}), поэтому туда ничего не публикуется; измени его через {command}',
  'doctor.link.noRecovery':
    '{channel}: боту не хватает {permission}; оповещения приходят, но одно, опубликованное как раз в момент внезапной остановки hostcord, может прийти дважды при перезапуске через несколько минут; выдай это право в правах канала',
  'doctor.link.ok': '{channel}: бот может публиковать оповещения',

  'doctor.boards.broken':
    'панель статуса в <#{channel}> сломана: {reason}; исправь права канала, потом снова запусти там {command}',
  'doctor.boards.refused': 'Discord отклонил канал',
  'doctor.boards.ok': 'панель статуса в <#{channel}> обновляется',
  'doctor.budget.fits':
    'серверов на панелях: {servers}; обновлению нужно {need} вызовов провайдера из {allowed}, которые PROVIDER_CALLS_PER_SECOND разрешает за BOARD_REFRESH_SECONDS',
  'doctor.budget.stretches':
    'серверов на панелях: {servers}; обновлению нужно {need} вызовов провайдера, больше {allowed}, которые PROVIDER_CALLS_PER_SECOND разрешает за BOARD_REFRESH_SECONDS ({promised} с): их чтение занимает {seconds} с. Увеличьте PROVIDER_CALLS_PER_SECOND до того, что разрешает провайдер, или BOARD_REFRESH_SECONDS',
};
