import type { AreaTranslation } from '../../translation.js';
import type { controls as english } from '../en-US/controls.js';

/** The buttons and selects on alerts and incidents, silences and acknowledgements. */
export const controls: AreaTranslation<typeof english> = {
  'controls.status': 'Status',
  'controls.history': 'Histórico',
  'controls.restart': 'Reiniciar',
  'controls.acknowledge': 'Deixa comigo',
  'controls.silence': 'Silenciar',
  'controls.silenceFor1h': '1 h',
  'controls.silenceFor4h': '4 h',
  'controls.silenceForIncident': 'até o incidente ser resolvido',
  'controls.unsilenceServer': 'Tirar do silêncio: {server}',
  'controls.pickServer': 'Escolha um servidor…',

  'controls.pick': '**{server}**: o que fazer?',
  'controls.restartUnderway':
    'Um reinício de **{server}** enviado pelo hostcord ainda está em andamento. Reiniciar volta a funcionar quando o servidor estiver no ar (ou depois de 10 minutos).',
  'controls.noIncident':
    '**{server}** não tem incidente aberto. Escolha 1 h ou 4 h para silenciar os alertas dele aqui.',
  'controls.notInChannel':
    'Os alertas deste servidor não são mais postados neste canal, então não há nada para silenciar aqui.',
  'controls.silencedUntil':
    'Os alertas de **{server}** em {channel} estão silenciados até {until} ({relative}). Alertas e mensagens de incidente ficam retidos e aparecem num único resumo no fim; `{command}` mostra o silêncio e oferece tirá-lo.',
  'controls.silencedUntilResolved':
    'Os alertas de **{server}** em {channel} estão silenciados até o incidente ser resolvido. Alertas e mensagens de incidente ficam retidos e aparecem num único resumo no fim; `{command}` mostra o silêncio e oferece tirá-lo.',
  'controls.notSilenced': 'Este silêncio já terminou.',
  'controls.unsilenced':
    'Os alertas de **{server}** em {channel} não estão mais silenciados. O que ficou retido é postado agora num único resumo.',
  'controls.noSuchIncident': 'O hostcord não conhece mais este incidente.',
  'controls.resolved': 'Este incidente está resolvido: não há mais nada a fazer.',
  'controls.onIt': '{user} está cuidando disso desde {since} ({relative}).',
  'controls.acknowledged': 'Você está cuidando disso: as mensagens do incidente mostram.',

  'controls.silencedNote':
    '🔕 silenciado até {until} por {user}: alertas e mensagens de incidente ficam retidos e depois aparecem num único resumo',
  'controls.silencedNoteResolved':
    '🔕 silenciado até o incidente ser resolvido por {user}: alertas e mensagens de incidente ficam retidos e depois aparecem num único resumo',

  'controls.summaryTitle': {
    one: '{count} alerta de {server} retido durante o silêncio',
    many: '{count} de alertas de {server} retidos durante o silêncio',
    other: '{count} alertas de {server} retidos durante o silêncio',
  },
  'controls.summaryHeld': 'Silenciado de {from} até {to}. O que aconteceu nesse tempo:',
  'controls.summaryMore': {
    one: '…e mais {count} alerta de outros tipos',
    many: '…e mais {count} de alertas de outros tipos',
    other: '…e mais {count} alertas de outros tipos',
  },
  'controls.summaryInstalled': 'o hostcord foi instalado',
  'controls.summaryRemoved': 'o hostcord foi removido',
  'controls.summaryDown': 'Incidente: fora do ar de {from} até {to} ({duration})',
  'controls.summaryStillDown':
    'Incidente: fora do ar desde {since}, ainda aberto (a mensagem dele é postada agora)',
  'controls.summaryNotAnswering': 'Incidente: o jogo não respondeu de {from} até {to} ({duration})',
  'controls.summaryStillNotAnswering':
    'Incidente: o jogo não responde desde {since}, ainda aberto (a mensagem dele é postada agora)',
};
