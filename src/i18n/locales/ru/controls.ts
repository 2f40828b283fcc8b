import type { AreaTranslation } from '../../translation.js';
import type { controls as english } from '../en-US/controls.js';

/** The buttons and selects on alerts and incidents, silences and acknowledgements. */
export const controls: AreaTranslation<typeof english> = {
  'controls.status': 'Статус',
  'controls.history': 'История',
  'controls.restart': 'Перезапуск',
  'controls.acknowledge': 'Я займусь',
  'controls.silence': 'Заглушить',
  'controls.silenceFor1h': '1 ч',
  'controls.silenceFor4h': '4 ч',
  'controls.silenceForIncident': 'до конца инцидента',
  'controls.unsilenceServer': 'Снять заглушку: {server}',
  'controls.pickServer': 'Выбери сервер…',

  'controls.pick': '**{server}**: что сделать?',
  'controls.restartUnderway':
    'Перезапуск **{server}**, отправленный через hostcord, ещё идёт. Перезапуск снова заработает, когда сервер поднимется (или через 10 минут).',
  'controls.noIncident':
    'У **{server}** нет открытого инцидента. Выбери 1 ч или 4 ч, чтобы заглушить его оповещения здесь.',
  'controls.notInChannel':
    'Оповещения этого сервера больше не приходят в этот канал, так что глушить здесь нечего.',
  'controls.silencedUntil':
    'Оповещения **{server}** в {channel} заглушены до {until} ({relative}). Оповещения и сообщения об инцидентах придерживаются и в конце попадут в одну сводку; `{command}` показывает заглушку и позволяет её снять.',
  'controls.silencedUntilResolved':
    'Оповещения **{server}** в {channel} заглушены до конца инцидента. Оповещения и сообщения об инцидентах придерживаются и в конце попадут в одну сводку; `{command}` показывает заглушку и позволяет её снять.',
  'controls.notSilenced': 'Эта заглушка уже закончилась.',
  'controls.unsilenced':
    'Оповещения **{server}** в {channel} больше не заглушены. Всё придержанное сейчас придёт одной сводкой.',
  'controls.noSuchIncident': 'hostcord больше не знает этот инцидент.',
  'controls.resolved': 'Этот инцидент закрыт: заниматься больше нечем.',
  'controls.onIt': '{user} занимается этим с {since} ({relative}).',
  'controls.acknowledged': 'Ты этим занимаешься: сообщения инцидента это показывают.',

  'controls.silencedNote':
    '🔕 заглушено до {until}, включил {user}: оповещения и сообщения об инцидентах придерживаются, потом придут одной сводкой',
  'controls.silencedNoteResolved':
    '🔕 заглушено до конца инцидента, включил {user}: оповещения и сообщения об инцидентах придерживаются, потом придут одной сводкой',

  'controls.summaryTitle': {
    one: '{count} оповещение {server} придержано во время заглушки',
    few: '{count} оповещения {server} придержаны во время заглушки',
    many: '{count} оповещений {server} придержаны во время заглушки',
    other: '{count} оповещения {server} придержаны во время заглушки',
  },
  'controls.summaryHeld': 'Заглушено с {from} по {to}. Что случилось за это время:',
  'controls.summaryMore': {
    one: '…и ещё {count} оповещение других видов',
    few: '…и ещё {count} оповещения других видов',
    many: '…и ещё {count} оповещений других видов',
    other: '…и ещё {count} оповещения других видов',
  },
  'controls.summaryInstalled': 'hostcord установлен',
  'controls.summaryRemoved': 'hostcord удалён',
  'controls.summaryDown': 'Инцидент: недоступен с {from} по {to} ({duration})',
  'controls.summaryStillDown':
    'Инцидент: недоступен с {since}, всё ещё открыт (его сообщение публикуется сейчас)',
  'controls.summaryNotAnswering': 'Инцидент: игра не отвечала с {from} по {to} ({duration})',
  'controls.summaryStillNotAnswering':
    'Инцидент: игра не отвечает с {since}, всё ещё открыт (его сообщение публикуется сейчас)',
};
