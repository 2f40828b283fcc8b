import type { AreaTranslation } from '../../translation.js';
import type { provider as english } from '../en-US/provider.js';

/** The provider's errors and state values as members read them. */
export const provider: AreaTranslation<typeof english> = {
  'provider.rateLimited': {
    one: 'O provedor está limitando quantas vezes o bot pode chamá-lo. Tente de novo em {count} segundo.',
    many: 'O provedor está limitando quantas vezes o bot pode chamá-lo. Tente de novo em {count} de segundos.',
    other: 'O provedor está limitando quantas vezes o bot pode chamá-lo. Tente de novo em {count} segundos.',
  },
  'provider.rateLimitedMoment':
    'O provedor está limitando quantas vezes o bot pode chamá-lo. Tente de novo daqui a pouco.',
  'provider.scope':
    'O dono do servidor não deu a este bot a permissão {scope}. Peça para ele adicioná-la à instalação do bot.',
  'provider.scopeUnnamed':
    'O dono do servidor não deu a este bot uma permissão de que esta ação precisa. Peça para ele adicioná-la à instalação do bot.',
  'provider.invalid': 'O provedor recusou a requisição como inválida.',
  'provider.invalidWithId': 'O provedor recusou a requisição como inválida. (ID da requisição {requestId})',
  'provider.invalidFields': 'O provedor recusou a requisição como inválida: {fields}.',
  'provider.invalidFieldsWithId':
    'O provedor recusou a requisição como inválida: {fields}. (ID da requisição {requestId})',
  'provider.moreFields': 'e mais {count}',
  'provider.tokenRefusedSince':
    'O provedor recusa o token do hostcord desde {since}, então nenhum servidor de jogo pode ser lido ou controlado. Um admin do bot precisa colocar um token válido em HOSTING_TOKEN e reiniciar o hostcord.',
  'provider.tokenInvalid':
    'O provedor recusa o token do hostcord (inválido, expirado ou revogado), então nenhum servidor de jogo pode ser lido ou controlado. Um admin do bot precisa colocar um token válido em HOSTING_TOKEN e reiniciar o hostcord.',
  'provider.forbidden':
    'O provedor não deixa o bot fazer isso nesse servidor: a conta que instalou o bot não tem acesso ao servidor, ou a ação precisa de um token de bot. Peça para o dono do servidor conferir a instalação.',
  'provider.notFound':
    'O bot não enxerga esse servidor ou item: ele não existe, ou o bot não está instalado nesse servidor. Confira o servidor ou peça para o dono instalar o bot nele.',
  'provider.serverNotReady':
    'O servidor não pode fazer isso agora: ainda está sendo instalado ou está suspenso. Tente de novo quando ele estiver pronto, ou confira no painel do provedor.',
  'provider.conflict':
    'O servidor está ocupado com algo que conflita com esta ação. Espere um pouco e tente de novo.',
  'provider.conflictCode':
    'O servidor está ocupado com algo que conflita com esta ação. Espere um pouco e tente de novo. (código {code})',
  'provider.capacity': 'O provedor está sem capacidade livre para este servidor agora. Tente mais tarde.',
  'provider.startBlocked':
    'O provedor não está deixando este servidor ligar agora. Confira o servidor no painel do provedor.',
  'provider.idempotencyInProgress':
    'A mesma requisição ainda está sendo processada. Espere alguns segundos e confira o resultado antes de tentar de novo.',
  'provider.idempotencyKeyReused':
    'Este botão ou comando já foi usado para outra requisição. Use o comando de novo.',
  'provider.internal':
    'O provedor teve um erro interno. Tente de novo; se continuar, fale com o suporte do provedor.',
  'provider.internalWithId':
    'O provedor teve um erro interno. Tente de novo; se continuar, fale com o suporte do provedor e informe o ID da requisição {requestId}.',
  'provider.refused':
    'O provedor recusou a requisição (código {code}). Se continuar acontecendo, avise um admin do bot.',
  'provider.refusedWithId':
    'O provedor recusou a requisição (código {code}, ID da requisição {requestId}). Se continuar acontecendo, avise um admin do bot.',
  'provider.timedOut':
    'O provedor não respondeu a tempo. A ação ainda pode acontecer: confira o servidor antes de tentar de novo.',
  'provider.aborted': 'A requisição ao provedor foi cancelada antes de terminar.',
  'provider.unreachable':
    'O bot não conseguiu falar com o provedor. Tente de novo em um minuto; se continuar, avise um admin do bot.',
  'provider.notSent': 'Isso não foi enviado ao provedor: {reason}',
  'provider.badAnswer': 'O provedor mandou uma resposta que o bot não entendeu. Avise um admin do bot.',
  'provider.badAnswerWithId':
    'O provedor mandou uma resposta que o bot não entendeu (ID da requisição {requestId}). Avise um admin do bot.',
  'provider.failed':
    'Deu algo errado ao falar com o provedor. Tente de novo; se continuar, avise um admin do bot.',

  'provider.check.limit': '{field} precisa ser um número inteiro de 1 a 100.',
  'provider.check.idempotencyKey':
    'a chave de idempotência precisa ter de 1 a 128 caracteres ASCII visíveis, sem espaços.',
  'provider.check.id': '{field} precisa ser um ID não vazio.',
  'provider.check.signal': 'o sinal de energia precisa ser um de {signals}.',
  'provider.check.killAfterStopOnly': '{field} só vale para o sinal de parar.',
  'provider.check.killAfterRange': '{field} precisa ser um número inteiro de 10 a 600.',
  'provider.check.command': 'o comando de console precisa ter de 1 a 1024 caracteres.',

  'provider.install.personalToken':
    '⚠️ O token do hostcord é um token pessoal (zhp_…): o provedor não manda eventos para ele, então nenhum alerta de verdade vai chegar. O operador coloca um token de bot (zhb_…) em HOSTING_TOKEN.',
  'provider.install.unchecked':
    '⚠️ Não deu para ler agora a instalação do bot neste servidor no provedor, então não se sabe se os alertas vão chegar: `{command}` confere isso.',
  'provider.install.missing':
    '⚠️ O bot não está instalado neste servidor no provedor: os comandos dele são recusados e nenhum alerta vai chegar. Peça para o dono do servidor instalar o bot.',
  'provider.install.inactive':
    '⚠️ A instalação do bot neste servidor está {status}, não ativa: nenhum alerta vai chegar até ela ficar ativa. Peça para o dono do servidor dar uma olhada no painel do provedor.',
  'provider.install.unsubscribed':
    '⚠️ A instalação do bot não está inscrita em {events}, então nenhum alerta de verdade vai chegar. Peça para o dono do servidor inscrevê-la em {events} no painel do provedor.',
  'provider.install.scope':
    '⚠️ Falta a permissão {scopes} na instalação do bot: os comandos que precisam dela são recusados neste servidor. Peça para o dono do servidor concedê-la à instalação do bot.',
  'provider.install.scopes':
    '⚠️ Faltam as permissões {scopes} na instalação do bot: os comandos que precisam delas são recusados neste servidor. Peça para o dono do servidor concedê-las à instalação do bot.',

  'provider.state.running': 'rodando',
  'provider.state.online': 'online',
  'provider.state.started': 'iniciado',
  'provider.state.starting': 'iniciando',
  'provider.state.restarting': 'reiniciando',
  'provider.state.booting': 'iniciando',
  'provider.state.installing': 'instalando',
  'provider.state.installed': 'instalado',
  'provider.state.stopping': 'parando',
  'provider.state.stopped': 'parado',
  'provider.state.offline': 'offline',
  'provider.state.crashed': 'caiu',
  'provider.state.error': 'erro',
  'provider.state.exited': 'encerrado',
  'provider.state.killed': 'forçado a parar',
  'provider.state.active': 'ativo',
  'provider.state.suspended': 'suspenso',
};
