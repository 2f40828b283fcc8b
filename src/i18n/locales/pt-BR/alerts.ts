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
  'alerts.test.reply': 'Alerta de teste para {server}:',
  'alerts.test.posted': 'alerta de teste postado',
  'alerts.test.postedBroken':
    'alerta de teste postado; o vínculo ainda está marcado como quebrado: use {command} de novo para voltar a receber alertas reais lá',
  'alerts.test.postedInactive':
    'alerta de teste postado; o vínculo está inativo (o bot foi desinstalado do servidor), então os alertas reais esperam até ele ser instalado de novo',
  'alerts.test.refused': '{reason}; dê ao bot "Ver canal", "Enviar mensagens" e "Inserir links" lá',
  'alerts.test.notTaken': 'O Discord não aceitou ({reason}); tente de novo em um minuto',
  'alerts.reply.notLinkedTo':
    '{server} não está vinculado a <#{channel}>. Vincule lá primeiro com `{command}`.',
  'alerts.reply.severalChannels':
    '{server} posta em vários canais ({channels}): escolha um com a opção `{option}`.',
  'alerts.reply.broken':
    '{server} → <#{channel}> está quebrado (o Discord recusou nossas mensagens). Corrija as permissões do canal e use `{command}` de novo primeiro.',
  'alerts.reply.inactive':
    '{server} → <#{channel}> está inativo: o bot foi desinstalado desse servidor. Os filtros podem ser mudados quando ele for instalado de novo.',
  'alerts.reply.listError': '`{option}`: {error}',
  'alerts.reply.giveFilter':
    'Informe `{categories}`, `{types}` ou `{severities}` (valores separados por vírgula; `all` remove um filtro).',
  'alerts.reply.giveRole': 'Escolha o `{role}` a mencionar para essas gravidades.',
  'alerts.reply.noEveryone': 'Os alertas não podem mencionar @everyone: escolha um cargo.',
  'alerts.reply.notMentionable':
    '⚠️ <@&{role}> não é mencionável, então os alertas vão citá-lo sem notificar ninguém. Permita que qualquer um o mencione (configurações do cargo) ou dê ao bot "Mencionar @everyone, @here e todos os cargos".',
  'alerts.list.allCombined': '`all` não pode ser combinado com outros valores.',
  'alerts.list.tooMany': 'No máximo {max} valores por lista.',
  'alerts.list.tooLong': 'Um valor pode ter no máximo {max} caracteres.',
  'alerts.list.controlCharacters': 'Os valores não podem conter caracteres de controle.',
  'alerts.link.line': '{server} → <#{channel}>',
  'alerts.link.lineBroken': '{server} → <#{channel}> (quebrado)',
  'alerts.link.lineInactive': '{server} → <#{channel}> (inativo)',
  'alerts.link.all': 'todas',
  'alerts.link.mentionsEvery': 'Menções: <@&{role}> em todos os alertas',
  'alerts.link.mentionsSeverities': 'Menções: <@&{role}> nas gravidades {severities}',
  'alerts.link.mentionsNobody': 'Menções: ninguém',
  'alerts.show.title': 'Filtros de alertas',
  'alerts.show.seen': 'Valores vistos nos eventos até agora',
  'alerts.show.seenCategories': 'Categorias: {values}',
  'alerts.show.seenTypes': 'Tipos: {values}',
  'alerts.show.seenSeverities': 'Gravidades: {values}',

  // Why Discord refused a channel or a message, as /links, /board and the doctor show a stored reason.
  'alerts.failure.missingAccess': 'o bot não consegue ver o canal (Missing Access)',
  'alerts.failure.missingPermissions': 'o bot não pode postar ou inserir ali (Missing Permissions)',
  'alerts.failure.unknownChannel': 'o canal não existe mais (Unknown Channel)',
  'alerts.failure.channelRefused': 'o Discord recusou o canal: {message} ({status})',
  'alerts.failure.messageRejected': 'o Discord rejeitou a mensagem: {message} ({status})',
};
