import type { AreaTranslation } from '../../translation.js';
import type { boards as english } from '../en-US/boards.js';

/** Status boards, incident messages and ownership notices posted in channels. */
export const boards: AreaTranslation<typeof english> = {
  'boards.title': 'Servidores de jogo',
  'boards.titleRange': 'Servidores de jogo ({first}–{last} de {total})',
  'boards.titleContinued': 'Servidores de jogo, continuação ({first}–{last} de {total})',
  'boards.countUp': { one: '{count} online', many: '{count} online', other: '{count} online' },
  'boards.countStarting': { one: '{count} iniciando', many: '{count} iniciando', other: '{count} iniciando' },
  'boards.countStopping': { one: '{count} parando', many: '{count} parando', other: '{count} parando' },
  'boards.countDown': { one: '{count} fora do ar', many: '{count} fora do ar', other: '{count} fora do ar' },
  'boards.countOther': { one: '{count} outro', many: '{count} outros', other: '{count} outros' },
  'boards.providerRefused':
    '⚠️ O provedor recusa o **token** do hostcord desde {since} (o operador põe um válido em HOSTING_TOKEN): últimos estados conhecidos, uso oculto.',
  'boards.providerUnreachable':
    '⚠️ O provedor está inacessível desde {since}: últimos estados conhecidos, uso oculto.',
  'boards.nothingLinked':
    'Ainda não há nenhum servidor de jogo vinculado neste servidor do Discord. Um admin pode vincular um com `/vincular`; ele aparece aqui na próxima atualização.',
  'boards.up': 'online',
  'boards.upSince': 'online desde {since}',
  'boards.downSince': 'fora do ar desde {since}',
  'boards.lastKnown': 'último estado: {state}',
  'boards.usage': '📊 CPU {cpu}/{cpuLimit}% · RAM {memory}/{memoryLimit}',
  'boards.manage': 'Gerenciar…',
  'boards.statusPage': 'Página de status',

  'boards.incidentOpen': '🚨 Incidente aberto, alerta enviado {since}',
  'boards.incidentLast': '⚠️ Último incidente {when}, fora {duration}',
  'boards.players': '👥 {online}/{max}',
  'boards.gameSilent': '🧊 O jogo não responde desde {since}',
  'boards.uptime': '📈 Uptime 24 h {day} · 7 d {week} · 30 d {month}',

  'boards.downTitle': 'O servidor {server} está fora do ar',
  'boards.down': 'Fora do ar desde {since} ({ago}). Nenhum stop, kill ou reinício foi enviado pelo hostcord.',
  'boards.recoveredTitle': 'O servidor {server} voltou',
  'boards.recovered': 'Voltou depois de {duration}: fora do ar de {from} até {to}.',
  'boards.silentTitle': 'O servidor {server} não está respondendo',
  'boards.silent':
    'O painel diz que ele está rodando, mas o jogo não responde desde {since} ({ago}): ninguém consegue entrar. Nenhum stop, kill ou reinício foi enviado pelo hostcord.',
  'boards.answersTitle': 'O servidor {server} voltou a responder',
  'boards.answers': 'O jogo voltou a responder depois de {duration}: sem resposta de {from} até {to}.',
  'boards.lastActivity': 'Última atividade antes de cair',
  'boards.onIt': 'Cuidando disso',
  'boards.onItSince': '{member} desde {since} ({ago})',

  'boards.claimedProof':
    '🔒 {server} agora pertence a este servidor do Discord (controle comprovado no provedor por {member}). Outros servidores do Discord só podem usá-lo com um código de compartilhamento do `/compartilhar`.',
  'boards.claimedLinked':
    '🔒 {server} agora pertence a este servidor do Discord (vinculado aqui por {member}). Outros servidores do Discord só podem usá-lo com um código de compartilhamento do `/compartilhar`.',
  'boards.shared':
    '🔗 {server} agora está compartilhado com {guild} (código resgatado por {member}): os membros de lá podem usá-lo com as permissões que os admins deles definirem. `/parar-de-compartilhar` encerra isso.',
  'boards.unshared': '{server} não está mais compartilhado com {guild} (encerrado por {member}).',
  'boards.released':
    '{server} não pertence mais a este servidor do Discord: {member} removeu o último vínculo dele aqui.',
  'boards.releasedShares': {
    one: '{server} não pertence mais a este servidor do Discord: {member} removeu o último vínculo dele aqui, o que também encerrou o compartilhamento com {count} outro servidor do Discord.',
    many: '{server} não pertence mais a este servidor do Discord: {member} removeu o último vínculo dele aqui, o que também encerrou o compartilhamento com {count} outros servidores do Discord.',
    other:
      '{server} não pertence mais a este servidor do Discord: {member} removeu o último vínculo dele aqui, o que também encerrou o compartilhamento com {count} outros servidores do Discord.',
  },
  'boards.guildGone': 'um servidor do Discord em que o bot não está mais ({id})',

  'boards.noBoard': 'Não há painel de status em {channel}.',
  'boards.noBoardYet': 'Não há painel de status em {channel}. Poste um lá primeiro com `/painel criar`.',
  'boards.removed': 'Painel de status removido de {channel}.',
  'boards.botLacks':
    'Falta ao bot {permissions} em {channel}. Dê isso nas permissões do canal e use `/painel criar` de novo.',
  'boards.refused':
    'O Discord recusou o painel em {channel} ({reason}). Corrija as permissões do canal e use `/painel criar` de novo.',
  'boards.noReason': 'sem motivo informado',
  'boards.posted': 'Painel de status postado em {channel}: {url}',
  'boards.saved':
    'O painel de status de {channel} está salvo; o Discord está demorando para responder, então ele aparece assim que o Discord aceitar.',
  'boards.postedHow':
    'Ele mostra todos os servidores vinculados neste servidor do Discord e se atualiza sozinho; `/painel remover` apaga ele.',
  'boards.grantHistory':
    '⚠️ Dê ao bot também "Ver histórico de mensagens" em {channel}: assim um painel apagado é notado e postado de novo na próxima atualização, não só na próxima mudança.',
  'boards.pagesOff':
    'As páginas de status estão desligadas: o operador define PUBLIC_URL com o endereço do hostcord (ex.: https://status.example.org) e aí `/painel publicar` funciona. Nada foi publicado.',
  'boards.published': 'A página de status de {channel} está pública: {url}',
  'boards.publishedNames':
    'Qualquer pessoa com este endereço pode vê-la; o painel tem um botão "Página de status" para ela. Ela lista os nomes dos jogadores online.',
  'boards.publishedCounts':
    'Qualquer pessoa com este endereço pode vê-la; o painel tem um botão "Página de status" para ela. Ela mostra quantos jogadores há, não os nomes (`nomes:True` para listá-los).',
  'boards.publishedAgain':
    'Publicar de novo gera um endereço novo (o antigo para de funcionar); `/painel despublicar` tira ela do ar.',
  'boards.notPublished': 'O painel de {channel} não tem página de status pública.',
  'boards.unpublished':
    'A página de status de {channel} saiu do ar: a partir de agora o endereço responde "não encontrado".',
  'boards.panel': '**{server}** está {state}. Reiniciar e Parar pedem confirmação antes.',
  'boards.panelUnknown': '**{server}**. Reiniciar e Parar pedem confirmação antes.',
  'boards.start': 'Iniciar',
  'boards.restart': 'Reiniciar',
  'boards.stop': 'Parar',

  'boards.languageCooldown':
    'Limite atingido: uma troca de idioma por servidor do Discord a cada {every}. Espere {wait} e tente de novo.',
};
