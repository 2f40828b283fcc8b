import type { AreaTranslation } from '../../translation.js';
import type { alerts as english } from '../en-US/alerts.js';

/** Alerts and digests posted in linked channels, and the test alert. */
export const alerts: AreaTranslation<typeof english> = {
  'alerts.field.server': 'Servidor',
  'alerts.field.event': 'Evento',
  'alerts.field.severity': 'Gravidade',
  'alerts.field.source': 'Origem',
  'alerts.source.api': 'painel/API',
  'alerts.timeUnknown': 'horário desconhecido',
  'alerts.unknownServer': 'servidor desconhecido',
  'alerts.delayed': 'Atrasado: aconteceu {duration} antes de ser postado',
  'alerts.installed.title': 'O hostcord foi instalado em {server}',
  'alerts.installed.scopes': 'Permissões',
  'alerts.installed.events': 'Eventos',
  'alerts.installed.status': 'Status',
  'alerts.removed.title': 'O hostcord foi removido de {server}',
  'alerts.removed.description': 'Os alertas deste servidor param aqui até o bot ser instalado nele de novo.',
  'alerts.digest.title': {
    one: '{count} alerta (mais antigo primeiro)',
    many: '{count} de alertas (mais antigos primeiro)',
    other: '{count} alertas (mais antigos primeiro)',
  },
  'alerts.digest.titleOf': {
    one: '{count} alerta · {server} (mais antigo primeiro)',
    many: '{count} de alertas · {server} (mais antigos primeiro)',
    other: '{count} alertas · {server} (mais antigos primeiro)',
  },
  'alerts.digest.delayed': 'atrasado',
  'alerts.digest.installed': 'o hostcord foi instalado',
  'alerts.digest.removed': 'o hostcord foi removido: os alertas param',
  'alerts.test.title': '🧪 TESTE · Alerta de teste: os alertas deste servidor chegam a este canal',
  'alerts.test.footer': 'alerta de teste do hostcord',
  'alerts.test.byMember': 'Nada aconteceu no servidor: isto é um teste, enviado com {command} por <@{user}>.',
  'alerts.test.byScript': 'Nada aconteceu no servidor: isto é um teste, enviado com {script}.',
  'alerts.test.filtered':
    'Aqui os alertas reais seguem os filtros deste vínculo ({filters}); este teste os ignora.',
  'alerts.test.unfiltered':
    'Aqui os alertas reais seguem os filtros deste vínculo (nenhum: todos os alertas); este teste os ignora.',
  'alerts.test.filterCategories': 'categorias {values}',
  'alerts.test.filterTypes': 'tipos {values}',
  'alerts.test.filterSeverities': 'gravidades {values}',
  'alerts.test.mentionsEvery': 'Os alertas reais mencionam <@&{role}> em todos os alertas.',
  'alerts.test.mentionsSeverities': 'Os alertas reais mencionam <@&{role}> nas gravidades {severities}.',
  'alerts.test.mentionsNobody': 'Os alertas reais não mencionam ninguém.',
};
