import type { AreaTranslation } from '../../translation.js';
import type { schedule as english } from '../en-US/schedule.js';

/** Restarts, power, backups, say and console: their replies, notices and the countdown in game. */
export const schedule: AreaTranslation<typeof english> = {
  // Винительный падеж: «через 1 минуту», «за 1 минуту до».
  'schedule.hours': { one: '{count} час', few: '{count} часа', many: '{count} часов', other: '{count} часа' },
  'schedule.minutes': {
    one: '{count} минуту',
    few: '{count} минуты',
    many: '{count} минут',
    other: '{count} минуты',
  },
  'schedule.seconds': {
    one: '{count} секунду',
    few: '{count} секунды',
    many: '{count} секунд',
    other: '{count} секунды',
  },

  'schedule.countdown': 'Перезапуск сервера через {duration}.',
  'schedule.countdownCancelled': 'Запланированный перезапуск отменён: сервер продолжает работать.',

  'schedule.done': '✅ **{server}**: запланированный перезапуск выполнен, план был на {time}.',
  'schedule.doneJob':
    '✅ **{server}**: запланированный перезапуск выполнен (задача {job}), план был на {time}.',
  'schedule.failed': '❌ **{server}**: перезапуск, запланированный на {time}, не удался. {reason}',
  'schedule.skippedSchedule':
    '⏭️ **{server}**: перезапуск в {time} пропущен: hostcord был офлайн в нужное время ({time} {zone}, {at}). Перезапуск никогда не делается с опозданием; ничего не отправлено.',
  'schedule.skippedOnce':
    '⏭️ **{server}**: перезапуск в {time} пропущен: hostcord был офлайн в нужное время ({at}). Перезапуск никогда не делается с опозданием; ничего не отправлено.',
  'schedule.nextRun': 'Следующий перезапуск: {time}.',
  'schedule.boardPlanned': '🔁 Запланирован перезапуск: {time}',
  'schedule.failedTwice':
    'hostcord дважды остановился во время отправки; был ли перезапуск, покажет `{command}`.',
  'schedule.failedTooLate':
    'Результат неизвестен: hostcord остановился во время отправки и вернулся слишком поздно, чтобы повторить. Был ли перезапуск, покажет `{command}`.',
  'schedule.failedUnexpected': 'Что-то пошло не так на стороне hostcord; смотри его лог.',

  'schedule.laterQuestion':
    'Перезапустить **{server}** через {duration}? Отсчёт начнётся, когда ты подтвердишь. {warnings} Во время перезапуска игроков отключит.',
  'schedule.withMessage': 'С сообщением: {message}',
  'schedule.onlyYou': 'Ответить можешь только ты; кнопки работают до {until} ({relative}).',
  'schedule.notWarned': 'Игроков в игре не предупредят.',
  'schedule.warned': 'Игроков предупредят в игре за {warnings} до перезапуска.',
  'schedule.warnedEach': 'Игроков предупреждают в игре за {warnings} до каждого перезапуска.',
  'schedule.warnedFirst':
    'Игроков предупредят в игре за {first} до этого первого перезапуска; перед следующими — за {warnings}.',
  'schedule.warnedNoneFirst':
    'Этот первый перезапуск слишком скоро, чтобы предупредить игроков в игре; перед следующими их предупредят за {warnings}.',
  'schedule.scheduleButton': 'Запланировать перезапуск',
  'schedule.laterConfirmed': '✅ Запланировано. Перезапуск и его кнопка **Отмена** — в сообщении ниже.',
  'schedule.laterAlready': 'Это уже подтверждено; повторно ничего не запланировано.',
  'schedule.scheduled': '⏲️ **{server}** перезапустится в {time} ({relative}), запросил {member}. {warnings}',
  'schedule.mayCancel': 'Участники, которым доступна `{command}`, могут отменить его до этого времени.',
  'schedule.cancelButton': 'Отменить перезапуск',
  'schedule.cancelledBy': '🛑 Перезапуск **{server}**, запланированный на {time}, отменил {member}.',
  'schedule.refusedRan':
    'Этот перезапуск уже прошёл (или отправляется прямо сейчас): отменять нечего. Как всё прошло, покажет `{command}`.',
  'schedule.refusedCancelled': 'Этот перезапуск уже отменён.',
  'schedule.refusedSkipped':
    'Этот перезапуск пропущен (hostcord был офлайн в нужное время): отменять нечего.',
  'schedule.messageNeedsIn':
    'Сообщение показывается в игре во время отсчёта отложенного перезапуска: добавь `через` (напр. `10m`) или убери сообщение.',
  'schedule.delayInvalid':
    'Не запланировано: `{given}` — это не задержка. Пиши как `90s`, `10m` или `1h30m`: от 1 минуты до 24 часов.',
  'schedule.delayTooShort':
    'Не запланировано: задержка должна быть не меньше 1 минуты. Пиши как `90s`, `10m` или `1h30m`: от 1 минуты до 24 часов.',
  'schedule.delayTooLong':
    'Не запланировано: задержка может быть не больше 24 часов. Пиши как `90s`, `10m` или `1h30m`: от 1 минуты до 24 часов.',

  'schedule.verbStart': 'Запустить',
  'schedule.verbRestart': 'Перезапустить',
  'schedule.verbStop': 'Остановить',
  'schedule.verbKill': 'Убить',
  'schedule.askStart': 'Запустить **{server}**?',
  'schedule.askRestart': 'Перезапустить **{server}**? Во время перезапуска игроков отключит.',
  'schedule.askStop':
    'Остановить **{server}**? Игроков отключит, и сервер будет выключен, пока кто-нибудь его не запустит.',
  'schedule.askKill':
    'Убить **{server}**? Процесс завершится сразу, без сохранения: несохранённый прогресс пропадёт.',
  'schedule.killAfter': {
    one: 'Если через {count} секунду он ещё работает, его убьют.',
    few: 'Если через {count} секунды он ещё работает, его убьют.',
    many: 'Если через {count} секунд он ещё работает, его убьют.',
    other: 'Если через {count} секунды он ещё работает, его убьют.',
  },
  'schedule.doingStart': 'Запускаю **{server}**…',
  'schedule.doingRestart': 'Перезапускаю **{server}**…',
  'schedule.doingStop': 'Останавливаю **{server}**…',
  'schedule.doingKill': 'Убиваю **{server}**…',
  'schedule.queuedStart': '✅ Запуск **{server}** в очереди.',
  'schedule.queuedRestart': '✅ Перезапуск **{server}** в очереди.',
  'schedule.queuedStop': '✅ Остановка **{server}** в очереди.',
  'schedule.queuedKill': '✅ Убийство процесса **{server}** в очереди.',
  'schedule.queuedStartJob': '✅ Запуск **{server}** в очереди (задача {job}).',
  'schedule.queuedRestartJob': '✅ Перезапуск **{server}** в очереди (задача {job}).',
  'schedule.queuedStopJob': '✅ Остановка **{server}** в очереди (задача {job}).',
  'schedule.queuedKillJob': '✅ Убийство процесса **{server}** в очереди (задача {job}).',
  'schedule.deduped':
    'Провайдер пометил это как дубликат: запрос присоединился к такому же сигналу, поставленному в очередь только что.',
  'schedule.replayed':
    'Этот запрос уже дошёл до провайдера; он ответил как раньше и ничего не сделал дважды.',
  'schedule.resultInActivity': 'Результат появится в активности сервера (`{command}`).',
  'schedule.tryAgain': 'Повторить',
  'schedule.tryAgainHint':
    '**Повторить** отправляет тот же запрос: если он уже дошёл до провайдера, дважды он не выполнится.',
  'schedule.cancel': 'Отмена',
  'schedule.cancelled': 'Отменено. Из этого вопроса больше ничего не отправится.',
  'schedule.notYours': 'Ответить на этот вопрос может только тот, кто выполнил команду.',
  'schedule.expired': 'Вопрос устарел: его кнопки работают {seconds} секунд. Выполни команду ещё раз.',
  'schedule.chooseAction': 'Выбери действие из списка: Запустить, Остановить или Убить.',
  'schedule.killAfterOnlyStop':
    '`убить-через` работает только с «Остановить»: это время, после которого зависшая остановка становится убийством процесса.',
  'schedule.killAfterRange': '`убить-через` — от {min} до {max} секунд.',

  'schedule.consoleControl':
    'Не отправлено: в тексте есть перевод строки или другой управляющий символ, консоль приняла бы его за начало второй команды. Отправь одну строку обычного текста.',
  'schedule.consoleEmpty': 'Не отправлено: текст пустой.',
  'schedule.consoleTooLong': 'Не отправлено: консольная команда — не больше {max} символов; в этой {length}.',
  'schedule.consoleTooLongPrefix':
    'Не отправлено: консольная команда — не больше {max} символов вместе с `{prefix}` и пробелом; в этой {length}.',
  'schedule.consoleSent': '✅ Отправлено в консоль **{server}**:',
  'schedule.consoleNoAnswer': 'Игра здесь не отвечает; её вывод — в консоли на панели провайдера.',

  'schedule.made': '🔁 Расписание #{id}: **{server}** перезапускается {days} в {time}, часовой пояс {zone}.',
  'schedule.zoneDefault': '{zone} (часовой пояс не указан, поэтому UTC)',
  'schedule.madeNext': 'Следующий перезапуск: {time} ({relative}).',
  'schedule.removeHint': '`{command}` удаляет его.',
  'schedule.none': 'На этом Discord-сервере нет запланированных перезапусков. `{command}` добавляет.',
  'schedule.listTitle': 'Запланированные перезапуски ({count}):',
  'schedule.listLine': '#{id} · {server} · {days} в {time} {zone} · {next}',
  'schedule.listNext': 'следующий {time} ({relative})',
  'schedule.listNoRun': 'ничего не запланировано',
  'schedule.choice': '#{id} {server} · {days} в {time} {zone}',
  'schedule.noSuch': 'На этом Discord-сервере нет расписания #{id}. `{command}` покажет все.',
  'schedule.removed':
    '🗑️ Расписание #{id} удалено: {server} больше не перезапускается {days} в {time} {zone}.',
  'schedule.notUsable': 'сервер, который этот Discord-сервер больше не может использовать',
  'schedule.everyDay': 'каждый день',
  'schedule.badTime':
    'Не запланировано: `{given}` — это не время. Пиши как ЧЧ:ММ в 24-часовом формате, напр. `04:00` или `23:30`.',
  'schedule.badZone':
    'Не запланировано: `{given}` — не часовой пояс, который знает hostcord. Выбери из списка: имя IANA вроде `Europe/Moscow` или `America/New_York` (по умолчанию `UTC`).',
  'schedule.badDay':
    'Не запланировано: `{given}` — это не день. Пиши дни как `mon, wed, fri` или `weekdays`, `weekends`, `daily`.',

  'schedule.backupStarted': '✅ Бэкап **{server}** запущен. Он делается в фоне; `{command}` его покажет.',
  'schedule.backupRecord': 'Запись бэкапа',
  'schedule.backupsTitle': 'Бэкапы — {server}',
  'schedule.backupNameless': 'Бэкап',
  'schedule.backupLocked': 'закреплён',
  'schedule.noBackups': 'Бэкапов пока нет. Сделай его через `{command}`.',
  'schedule.backupsFooter': {
    one: 'Страница {page} из {pages} · {count} бэкап, сначала новые · 🔒 закреплено: {locked} (автоматическая ротация их не удаляет)',
    few: 'Страница {page} из {pages} · {count} бэкапа, сначала новые · 🔒 закреплено: {locked} (автоматическая ротация их не удаляет)',
    many: 'Страница {page} из {pages} · {count} бэкапов, сначала новые · 🔒 закреплено: {locked} (автоматическая ротация их не удаляет)',
    other:
      'Страница {page} из {pages} · {count} бэкапа, сначала новые · 🔒 закреплено: {locked} (автоматическая ротация их не удаляет)',
  },
};
