import type { AreaTranslation } from '../../translation.js';
import type { views as english } from '../en-US/views.js';

/** What members look at: /activity, /deployments, /history, /players, /gamequery, /board replies. */
export const views: AreaTranslation<typeof english> = {
  'views.activityTitle': 'Atividade — {server}',
  'views.activityEmpty': 'Nenhuma atividade nesta página.',
  'views.activityFooter': 'Página {page} · mais recentes primeiro',
  'views.deploymentsTitle': 'Implantações — {server}',
  'views.deploymentsEmpty': 'Nenhuma implantação nesta página.',
  'views.deploymentsFooter': 'Página {page}',
  'views.deployment': 'implantação',
  'views.timeUnknown': 'horário desconhecido',
  'views.yes': 'sim',
  'views.no': 'não',

  'views.historyNoData': 'Ainda sem dados de {server}, volte em alguns minutos.',
  'views.historyTitle24h': '{server}: últimas 24 horas',
  'views.historyTitle7d': '{server}: últimos 7 dias',
  'views.historyTitle30d': '{server}: últimos 30 dias',
  'views.historySummary': 'Disponibilidade **{uptime}** · **{incidents}**',
  'views.historySummaryPeak': 'Disponibilidade **{uptime}** · **{incidents}** · **{peak}**',
  'views.incidents': { one: '{count} incidente', many: '{count} de incidentes', other: '{count} incidentes' },
  'views.peak': {
    one: 'pico de {count} jogador',
    many: 'pico de {count} de jogadores',
    other: 'pico de {count} jogadores',
  },
  'views.historyFooter':
    'CPU em % de um núcleo e memória ao longo do tempo; vermelho: fora do ar, âmbar: incidente, cinza: sem dados',
  'views.historyFooterPlayers':
    'CPU em % de um núcleo, memória e jogadores online ao longo do tempo; vermelho: fora do ar, âmbar: incidente, cinza: sem dados',

  'views.queriesOff':
    'As consultas de jogo estão desligadas neste hostcord (`GAME_QUERY=off`): nada é perguntado ao jogo de {server}.',
  'views.notAskedYet':
    'O hostcord ainda não perguntou ao jogo de {server}; isso acontece na próxima atualização (em alguns minutos).',
  'views.noAddress':
    '{server} não tem endereço no provedor, então não dá para perguntar ao jogo dele quem está jogando.',
  'views.unknownGame':
    'O hostcord não sabe qual jogo roda em {server}, então não consegue perguntar. Um admin pode informar com `/consulta-jogo definir`.',
  'views.unknownGameCalled':
    'O hostcord não sabe qual jogo roda em {server} (o provedor chama de "{game}"), então não consegue perguntar. Um admin pode informar com `/consulta-jogo definir`.',
  'views.notQueryable': '{server} roda {game}, que o hostcord não consegue consultar: {reason}.',
  'views.protocolUnsupported': 'o protocolo dele não é suportado',
  'views.queriesOffFor':
    'As consultas de jogo estão desligadas para {server} (`/consulta-jogo desligar`); um admin pode ligá-las de novo com `/consulta-jogo auto`.',
  'views.silentNever':
    'O jogo de {server} não responde (ainda não respondeu nenhuma vez; consultado {asked}: {error}).',
  'views.silentSince':
    'O jogo de {server} não responde (última resposta {answered}; consultado {asked}: {error}).',
  'views.noAnswer': 'sem resposta',
  'views.noAnswerYet': 'Ainda sem resposta.',
  'views.namesHidden': 'O jogo não informa quem está jogando.',
  'views.nobody': 'Ninguém está jogando.',
  'views.andMore': {
    one: '{names} e mais {count}',
    many: '{names} e mais {count}',
    other: '{names} e mais {count}',
  },
  'views.map': 'Mapa',
  'views.version': 'Versão',
  'views.playersTitle': '{server}: Jogadores {players}',
  'views.answeredAt': 'Resposta do jogo {time}.',

  'views.unknownGameId':
    '{game} não é um id de jogo que o hostcord conhece. Escolha um da lista ou digite o id do gamedig (ex.: `minecraft`, `counterstrike2`).',
  'views.setOnRulePort':
    '{server}: o hostcord consulta como {game} (`{id}`) na porta que a regra do jogo indica, a partir da próxima atualização.',
  'views.setOnPort':
    '{server}: o hostcord consulta como {game} (`{id}`) na porta {port}, a partir da próxima atualização.',
  'views.cannotAsk': '⚠️ Só que ele não consegue consultar este jogo: {reason}.',
  'views.offHere':
    '⚠️ As consultas de jogo estão desligadas neste hostcord (`GAME_QUERY=off`): nada é perguntado até elas serem ligadas.',
  'views.autoDetected': '{server}: o jogo volta a ser detectado pelo do provedor: {game} (`{id}`).',
  'views.autoUnknown':
    '{server}: de volta à detecção, mas o hostcord não conhece o jogo do provedor ({game}): use `/consulta-jogo definir` para informar.',
  'views.none': 'nenhum',
  'views.turnedOff':
    '{server}: nada mais é enviado ao jogo dele (a partir da próxima atualização). `/consulta-jogo auto` liga de novo.',
  'views.howOff': 'desligado (`/consulta-jogo desligar`)',
  'views.howSet': '`{id}` ({game}), definido por um admin',
  'views.howDetected': '`{id}` ({game}), detectado pelo jogo do provedor',
  'views.howUnknown': 'desconhecido: use `/consulta-jogo definir`',
  'views.showGame': 'Jogo: {how}',
  'views.showPort': 'Porta de consulta: {port}',
  'views.showPortSet': 'Porta de consulta: {port} (definida)',
  'views.lastAnswer': 'Última resposta: jogadores {players}, {time}, {latency} ms',
  'views.lastAnswerMissing': 'Última resposta: {reason}',

  // The words drawn inside the /history picture (src/history/render/).
  'views.chart.fallbackName': 'Servidor de jogo',
  'views.chart.period24h': 'últimas 24 horas (UTC)',
  'views.chart.period7d': 'últimos 7 dias (UTC)',
  'views.chart.period30d': 'últimos 30 dias (UTC)',
  'views.chart.subtitle': '{period} · disponibilidade {uptime} · {incidents}',
  'views.chart.subtitlePeak': '{period} · disponibilidade {uptime} · {incidents} · {peak}',
  'views.chart.cpu': 'CPU em % de um núcleo',
  'views.chart.memoryPercent': 'Memória em % da alocação',
  'views.chart.memory': 'Memória',
  'views.chart.down': 'Fora do ar',
  'views.chart.incident': 'Incidente',
  'views.chart.noData': 'Sem dados',
  'views.chart.players': 'Jogadores online',
  'views.chart.playersAxis': 'jogadores',
};
