import type { AreaTranslation } from '../../translation.js';
import type { core as english } from '../en-US/core.js';

/** The language command, refusals, permissions, storage, limits and /status. */
export const core: AreaTranslation<typeof english> = {
  'language.current': 'O hostcord fala {language} neste servidor do Discord.',
  'language.currentDefault':
    'O hostcord fala {language} neste servidor do Discord (o idioma do servidor no Discord; os admins podem escolher outro com `/idioma idioma:`).',
  'language.set':
    'A partir de agora o hostcord fala {language} neste servidor do Discord: alertas, painéis e avisos no jogo. Membros com o Discord em outro idioma que o hostcord fala recebem as respostas no deles.',
  'language.needsManageServer':
    'Você precisa da permissão "Gerenciar servidor" para mudar o idioma do hostcord aqui. `/idioma` sem opção mostra o atual.',

  'refusal.forgedButton': 'Este botão não é do hostcord.',
  'refusal.unsignedButton':
    'Este botão é de uma versão antiga do hostcord e não funciona mais. Use o comando de novo.',
  'refusal.guildOnly':
    'Os comandos do hostcord funcionam dentro de um servidor do Discord, não em mensagens diretas.',
  'refusal.notAllowedHere':
    'O hostcord não está ativado para este servidor do Discord. O operador pode adicionar o ID deste servidor em ALLOWED_GUILD_IDS.',
  'refusal.unknownCommand': 'Esta versão do hostcord não conhece este comando.',
  'refusal.notLinkedHere':
    'Esse servidor não está vinculado aqui. Escolha um da lista ou peça a um admin para vinculá-lo com `/vincular`.',
  'refusal.noneLinked':
    'Ainda não há nenhum servidor de jogo vinculado neste servidor do Discord. Um admin pode vincular um com `/vincular`.',
  'refusal.pickOne': 'Há vários servidores vinculados aqui: escolha um com a opção `servidor`.',
  'refusal.staleButton': 'Este botão não funciona mais. Use o comando de novo.',
  'refusal.staleButtonOf': 'Este botão não funciona mais. Use `{command}` de novo.',
  'refusal.failed':
    'Deu algo errado do lado do hostcord. Tente de novo; se continuar, passe esta referência para um admin: `{reference}`.',
  'refusal.powerCooldown': {
    one: 'Você acabou de enviar uma ação de energia. Espere {count} segundo antes da próxima.',
    many: 'Você acabou de enviar uma ação de energia. Espere {count} de segundos antes da próxima.',
    other: 'Você acabou de enviar uma ação de energia. Espere {count} segundos antes da próxima.',
  },

  'access.channel':
    '`/{command}` está desativado neste canal ({integrations}), então os botões dele não funcionam aqui. Use-o num canal onde ele é permitido.',
  'access.override':
    'Um admin desativou `/{command}` para você em {integrations}, então os botões dele também não funcionam para você. Pergunte a um admin se você deveria ter acesso.',
  'access.permission':
    'Você precisa da permissão "{permission}" para usar os botões e menus de `/{command}`, ou um admin pode liberar para você ou seu cargo em {integrations}.',
  'access.admin':
    'Você precisa ser admin para usar os botões e menus de `/{command}`, ou um admin pode liberar para você ou seu cargo em {integrations}.',
  'access.integrations': 'Configurações do servidor → Integrações → hostcord',
  'access.manageServer': 'Gerenciar servidor',
  'access.administrator': 'Administrador',

  'storage.full':
    'O hostcord não consegue salvar nada agora: o disco do banco de dados está cheio. Nada foi feito e nada foi enviado ao servidor de jogo. Avise um admin do bot e tente de novo quando liberarem espaço.',
  'storage.read-only':
    'O hostcord não consegue salvar nada agora: o banco de dados está somente leitura. Nada foi feito e nada foi enviado ao servidor de jogo. Avise um admin do bot e tente de novo quando ele voltar a aceitar escrita.',
  'storage.failing':
    'O hostcord não consegue salvar nada agora: o banco de dados está falhando ou fora do ar. Nada foi feito e nada foi enviado ao servidor de jogo. Avise um admin do bot e tente de novo mais tarde.',

  'limit.boardsPerGuild':
    'Limite atingido: painéis de status por servidor do Discord ({limit}). Este servidor do Discord já tem isso tudo; remova um com `/painel remover` primeiro. Um painel mostra todos os servidores vinculados.',
  'limit.schedulesPerServer':
    'Limite atingido: agendamentos por servidor ({limit}). Este servidor já tem isso tudo neste servidor do Discord: `/agendar lista` mostra, `/agendar remover` abre espaço.',
  'limit.schedulesPerGuild':
    'Limite atingido: agendamentos por servidor do Discord ({limit}). Este servidor do Discord já tem isso tudo: `/agendar lista` mostra, `/agendar remover` abre espaço.',
  'limit.draftsPerMember':
    'Limite atingido: perguntas de reinício abertas por membro ({limit}). Responda uma das suas perguntas de `/reiniciar em:` (Agendar reinício ou Cancelar), ou espere um minuto até expirarem.',
  'limit.proofCodesPerMember':
    'Limite atingido: códigos de posse abertos por membro ({limit}). Use um dos seus códigos (coloque no nome do servidor e aperte Verificar), ou espere expirarem, 15 minutos depois do pedido.',
  'limit.proofCodesPerGuild':
    'Limite atingido: códigos de posse abertos por servidor do Discord ({limit}). Use um dos códigos deste servidor do Discord, ou espere expirarem, 15 minutos depois do pedido.',
  'limit.shareCodesPerMember':
    'Limite atingido: códigos de compartilhamento abertos por membro ({limit}). Espere um dos seus códigos ser usado ou expirar, 24 horas depois de criado.',
  'limit.shareCodesPerGuild':
    'Limite atingido: códigos de compartilhamento abertos por servidor do Discord ({limit}). Espere um dos códigos deste servidor do Discord ser usado ou expirar, 24 horas depois de criado.',
  'limit.codeCooldownMs':
    'Limite atingido: um código por membro a cada {every}. Espere {wait} e peça de novo.',
  'limit.historyCooldownMs':
    'Limite atingido: um gráfico por membro a cada {every}. Espere {wait} e peça de novo.',

  'status.game': 'Jogo',
  'status.status': 'Status',
  'status.power': 'Energia',
  'status.address': 'Endereço',
  'status.location': 'Local',
  'status.cpu': 'CPU',
  'status.memory': 'Memória',
  'status.disk': 'Disco',
  'status.network': 'Rede',
  'status.uptime': 'Tempo ligado',
  'status.unknown': 'desconhecido',
  'status.ofLimit': '{used} de {limit}',
  'status.suspended': 'Suspenso',
  'status.suspendedText': 'O servidor está suspenso no provedor.',
  'status.liveUsage': 'Uso ao vivo',
  'status.notAvailable': 'Indisponível: {reason}',
  'status.panelSilent': 'o painel não respondeu.',
  'status.players': 'Jogadores',
  'status.playersOnline': 'Jogadores {online}/{max}',
  'status.playersOnMap': 'Jogadores {online}/{max} · mapa {map}',
  'status.uptimeSeen': 'Disponibilidade vista pelo hostcord',
  'status.uptimeFigures': '24 h {day} · 7 d {week} · 30 d {month}',
  'status.noData': 'sem dados',
  'status.noUptimeYet':
    'Ainda sem dados: o hostcord não acompanha este servidor há tempo suficiente. Volte em alguns minutos.',
  'status.footer': 'Servidor {id}',
  'status.refresh': 'Atualizar',

  // Discord's own names of its permissions, as its client shows them in this language.
  'permission.viewChannel': 'Ver canal',
  'permission.sendMessages': 'Enviar mensagens',
  'permission.embedLinks': 'Inserir links',
  'permission.readMessageHistory': 'Ver histórico de mensagens',
};
