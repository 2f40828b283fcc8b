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
};
