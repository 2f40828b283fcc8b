import type { AreaTranslation } from '../../translation.js';
import type { alerts as english } from '../en-US/alerts.js';

/** Alerts and digests posted in linked channels, and the test alert. */
export const alerts: AreaTranslation<typeof english> = {
  'alerts.field.server': 'Сервер',
  'alerts.field.event': 'Событие',
  'alerts.field.severity': 'Уровень',
  'alerts.field.source': 'Источник',
  'alerts.source.api': 'панель/API',
  'alerts.timeUnknown': 'время неизвестно',
  'alerts.unknownServer': 'неизвестный сервер',
  'alerts.delayed': 'С задержкой: произошло за {duration} до публикации',
  'alerts.installed.title': 'hostcord установлен на {server}',
  'alerts.installed.scopes': 'Права',
  'alerts.installed.events': 'События',
  'alerts.installed.status': 'Статус',
  'alerts.removed.title': 'hostcord удалён с {server}',
  'alerts.removed.description':
    'Оповещения этого сервера здесь прекращаются, пока бот снова не установят на нём.',
  'alerts.digest.title': {
    one: '{count} оповещение (сначала старые)',
    few: '{count} оповещения (сначала старые)',
    many: '{count} оповещений (сначала старые)',
    other: '{count} оповещения (сначала старые)',
  },
  'alerts.digest.titleOf': {
    one: '{count} оповещение · {server} (сначала старые)',
    few: '{count} оповещения · {server} (сначала старые)',
    many: '{count} оповещений · {server} (сначала старые)',
    other: '{count} оповещения · {server} (сначала старые)',
  },
  'alerts.digest.delayed': 'с задержкой',
  'alerts.digest.installed': 'hostcord установлен',
  'alerts.digest.removed': 'hostcord удалён: оповещения прекращены',
  'alerts.test.title': '🧪 ТЕСТ · Тестовое оповещение: оповещения этого сервера доходят до этого канала',
  'alerts.test.footer': 'тестовое оповещение hostcord',
  'alerts.test.byMember': 'На сервере ничего не произошло: это тест, его отправил <@{user}> через {command}.',
  'alerts.test.byScript': 'На сервере ничего не произошло: это тест, отправленный через {script}.',
  'alerts.test.filtered':
    'Настоящие оповещения здесь проходят через фильтры этой привязки ({filters}); этот тест их не учитывает.',
  'alerts.test.unfiltered':
    'Настоящие оповещения здесь проходят через фильтры этой привязки (нет: все оповещения); этот тест их не учитывает.',
  'alerts.test.filterCategories': 'категории {values}',
  'alerts.test.filterTypes': 'типы {values}',
  'alerts.test.filterSeverities': 'уровни {values}',
  'alerts.test.mentionsEvery': 'Настоящие оповещения упоминают <@&{role}> при каждом оповещении.',
  'alerts.test.mentionsSeverities': 'Настоящие оповещения упоминают <@&{role}> на уровнях {severities}.',
  'alerts.test.mentionsNobody': 'Настоящие оповещения никого не упоминают.',
  'alerts.test.reply': 'Тестовое оповещение для {server}:',
  'alerts.test.posted': 'тестовое оповещение отправлено',
  'alerts.test.postedBroken':
    'тестовое оповещение отправлено; привязка всё ещё помечена как сломанная: выполни {command} ещё раз, чтобы туда снова шли настоящие оповещения',
  'alerts.test.postedInactive':
    'тестовое оповещение отправлено; привязка неактивна (бот удалён с сервера), поэтому настоящие оповещения ждут, пока его снова не установят',
  'alerts.test.refused':
    '{reason}; дай боту там права «Просматривать канал», «Отправлять сообщения» и «Встраивать ссылки»',
  'alerts.test.notTaken': 'Discord его не принял ({reason}); попробуй ещё раз через минуту',
  'alerts.reply.notLinkedTo':
    '{server} не привязан к <#{channel}>. Сначала привяжи его там через `{command}`.',
  'alerts.reply.severalChannels':
    '{server} отправляет в несколько каналов ({channels}): выбери один в параметре `{option}`.',
  'alerts.reply.broken':
    '{server} → <#{channel}> сломана (Discord отклонил наши сообщения). Исправь права канала и сначала выполни `{command}` ещё раз.',
  'alerts.reply.inactive':
    '{server} → <#{channel}> неактивна: бот удалён с этого сервера. Фильтры можно будет изменить, когда его снова установят.',
  'alerts.reply.listError': '`{option}`: {error}',
  'alerts.reply.giveFilter':
    'Укажи `{categories}`, `{types}` или `{severities}` (значения через запятую; `all` убирает фильтр).',
  'alerts.reply.giveRole': 'Выбери `{role}`, которую упоминать на этих уровнях.',
  'alerts.reply.noEveryone': 'Оповещения не могут упоминать @everyone: выбери роль.',
  'alerts.reply.notMentionable':
    '⚠️ <@&{role}> нельзя упомянуть, поэтому оповещения назовут её, никого не уведомив. Разреши всем упоминать её (настройки роли) или дай боту право «Упоминание @everyone, @here и всех ролей».',
  'alerts.list.allCombined': '`all` нельзя сочетать с другими значениями.',
  'alerts.list.tooMany': 'Не больше {max} значений в списке.',
  'alerts.list.tooLong': 'Значение может быть не длиннее {max} символов.',
  'alerts.list.controlCharacters': 'Значения не могут содержать управляющие символы.',
  'alerts.link.line': '{server} → <#{channel}>',
  'alerts.link.lineBroken': '{server} → <#{channel}> (сломана)',
  'alerts.link.lineInactive': '{server} → <#{channel}> (неактивна)',
  'alerts.link.all': 'все',
  'alerts.link.mentionsEvery': 'Упоминания: <@&{role}> при каждом оповещении',
  'alerts.link.mentionsSeverities': 'Упоминания: <@&{role}> на уровнях {severities}',
  'alerts.link.mentionsNobody': 'Упоминания: никого',
  'alerts.show.title': 'Фильтры оповещений',
  'alerts.show.seen': 'Значения, встречавшиеся в событиях',
  'alerts.show.seenCategories': 'Категории: {values}',
  'alerts.show.seenTypes': 'Типы: {values}',
  'alerts.show.seenSeverities': 'Уровни: {values}',

  // Why Discord refused a channel or a message, as /links, /board and the doctor show a stored reason.
  'alerts.failure.missingAccess': 'бот не видит канал (Missing Access)',
  'alerts.failure.missingPermissions': 'боту нельзя там писать или встраивать (Missing Permissions)',
  'alerts.failure.unknownChannel': 'канала больше нет (Unknown Channel)',
  'alerts.failure.channelRefused': 'Discord отклонил канал: {message} ({status})',
  'alerts.failure.messageRejected': 'Discord отклонил сообщение: {message} ({status})',
};
