import type { AreaTranslation } from '../../translation.js';
import type { controls as english } from '../en-US/controls.js';

/** The buttons and selects on alerts and incidents, silences and acknowledgements. */
export const controls: AreaTranslation<typeof english> = {
  'controls.status': 'Estado',
  'controls.history': 'Historial',
  'controls.restart': 'Reiniciar',
  'controls.acknowledge': 'Me encargo',
  'controls.silence': 'Silenciar',
  'controls.silenceFor1h': '1 h',
  'controls.silenceFor4h': '4 h',
  'controls.silenceForIncident': 'hasta que se resuelva la incidencia',
  'controls.unsilenceServer': 'Dejar de silenciar {server}',
  'controls.pickServer': 'Elige un servidor…',

  'controls.pick': '**{server}**: ¿qué hacemos?',
  'controls.restartUnderway':
    'Un reinicio de **{server}** enviado por hostcord sigue en marcha. Reiniciar vuelve a funcionar cuando el servidor esté arriba (o a los 10 minutos).',
  'controls.noIncident':
    '**{server}** no tiene ninguna incidencia abierta. Elige 1 h o 4 h para silenciar sus alertas aquí.',
  'controls.notInChannel':
    'Las alertas de este servidor ya no se publican en este canal, así que aquí no hay nada que silenciar.',
  'controls.silencedUntil':
    'Las alertas de **{server}** en {channel} están silenciadas hasta {until} ({relative}). Sus alertas y mensajes de incidencia se retienen y se resumen en un solo mensaje al terminar; `{command}` lo muestra y ofrece dejar de silenciar.',
  'controls.silencedUntilResolved':
    'Las alertas de **{server}** en {channel} están silenciadas hasta que se resuelva la incidencia. Sus alertas y mensajes de incidencia se retienen y se resumen en un solo mensaje al terminar; `{command}` lo muestra y ofrece dejar de silenciar.',
  'controls.notSilenced': 'Este silencio ya ha terminado.',
  'controls.unsilenced':
    'Las alertas de **{server}** en {channel} ya no están silenciadas. Lo retenido se publica ahora en un solo resumen.',
  'controls.noSuchIncident': 'hostcord ya no conoce esta incidencia.',
  'controls.resolved': 'Esta incidencia está resuelta: ya no queda nada que hacer.',
  'controls.onIt': '{user} se encarga desde {since} ({relative}).',
  'controls.acknowledged': 'Te encargas tú: los mensajes de la incidencia lo muestran.',

  'controls.silencedNote':
    '🔕 silenciado hasta {until} por {user}: alertas y mensajes de incidencia retenidos, luego en un solo resumen',
  'controls.silencedNoteResolved':
    '🔕 silenciado hasta que se resuelva la incidencia por {user}: alertas y mensajes de incidencia retenidos, luego en un solo resumen',

  'controls.summaryTitle': {
    one: '{count} alerta de {server} retenida durante el silencio',
    many: '{count} de alertas de {server} retenidas durante el silencio',
    other: '{count} alertas de {server} retenidas durante el silencio',
  },
  'controls.summaryHeld': 'Silenciado de {from} a {to}. Lo que pasó mientras tanto:',
  'controls.summaryMore': {
    one: '…y {count} alerta más de otros tipos',
    many: '…y {count} de alertas más de otros tipos',
    other: '…y {count} alertas más de otros tipos',
  },
  'controls.summaryInstalled': 'hostcord se instaló',
  'controls.summaryRemoved': 'hostcord se quitó',
  'controls.summaryDown': 'Incidencia: caído de {from} a {to} ({duration})',
  'controls.summaryStillDown': 'Incidencia: caído desde {since}, sigue abierta (su mensaje se publica ahora)',
  'controls.summaryNotAnswering': 'Incidencia: el juego no respondió de {from} a {to} ({duration})',
  'controls.summaryStillNotAnswering':
    'Incidencia: el juego no responde desde {since}, sigue abierta (su mensaje se publica ahora)',
};
