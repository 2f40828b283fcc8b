import type { AreaTranslation } from '../../translation.js';
import type { links as english } from '../en-US/links.js';

/** Linking, sharing and alert filters: /link, /links, /unlink, /share, /unshare, /servers, /alerts. */
export const links: AreaTranslation<typeof english> = {
  'links.linked':
    '**{server}** vinculado → {channel}. Os alertas dele vão para lá, e os comandos deste servidor do Discord podem usá-lo.',
  'links.renewed':
    'Vínculo renovado: **{server}** → {channel}. Os alertas dele vão para lá, e os comandos deste servidor do Discord podem usá-lo.',
  'links.noteShared':
    'Os donos compartilharam ele com este servidor do Discord; eles podem encerrar isso com `/parar-de-compartilhar`.',
  'links.noteProofCode':
    'Agora ele pertence a este servidor do Discord. Você já pode tirar o código do nome dele.',
  'links.noteClaimed':
    'Agora ele pertence a este servidor do Discord: outros servidores do Discord só podem usá-lo com um código de compartilhamento (`/compartilhar`).',
  'links.noteVerified':
    'Verificado: agora ele pertence a este servidor do Discord. Você já pode tirar o código do nome dele.',
  'links.alreadyDone':
    'Já está feito: este servidor pertence a este servidor do Discord e está vinculado aqui.',
  'links.missingPermissions':
    '⚠️ Falta ao bot {permissions} em {channel}, então ele ainda não consegue postar alertas lá. Dê essas permissões nas configurações do canal.',
  'links.proof':
    'Ninguém reivindicou o servidor {server} ainda. Para vinculá-lo aqui, mostre que você controla ele no provedor:\n1. No painel do provedor, coloque **`{code}`** no nome do servidor (em qualquer lugar) e salve.\n2. Aperte **Verificar** antes de {time} ({relative}). O código funciona uma vez, só para você e só neste servidor do Discord.\n3. Depois, tire o código do nome.',
  'links.verify': 'Verificar',

  'links.notLinkable':
    'Esse servidor não pode ser vinculado aqui. Escolha um da lista ou confira o id. Se outro servidor do Discord já usa ele, peça aos admins de lá um código de compartilhamento (`/compartilhar`) e informe em `código`.',
  'links.cantSee':
    'O bot não enxerga esse servidor. Confira o id e se o dono do servidor instalou o bot nele.',
  'links.wrongCode':
    'Esse código não é válido. Confira se não tem erro de digitação ou peça um novo: códigos de compartilhamento vêm do `/compartilhar` no servidor do Discord que é dono do servidor de jogo.',
  'links.usedCode':
    'Esse código já foi usado: códigos valem uma vez só. Peça um novo código de compartilhamento, ou use `/vincular` de novo para um novo código de posse.',
  'links.expiredCode':
    'Esse código expirou (códigos de posse duram 15 minutos, códigos de compartilhamento 24 horas). Peça um novo código de compartilhamento, ou use `/vincular` de novo para um novo código de posse.',
  'links.otherServerCode':
    'Esse código foi feito para outro servidor de jogo. Informe o id de `servidor` que veio com o código.',
  'links.notYourCode':
    'Esse código de posse foi feito para outro membro ou outro servidor do Discord. Use você mesmo `/vincular` com o id do servidor para ter seu próprio código.',
  'links.ownShareCode':
    'Esse código de compartilhamento é para outro servidor do Discord: passe para um admin de lá, que usa ele com `/vincular`.',
  'links.voidCode':
    'Esse código de compartilhamento não funciona mais: o servidor do Discord que o criou não é mais dono do servidor de jogo. Peça um código novo a quem é dono agora.',
  'links.verifyNotYours':
    'Este botão Verificar não é para você, ou o código dele expirou ou já foi usado. Use `/vincular` com o id do servidor para ter seu próprio código.',
  'links.codeNotInName':
    'O hostcord leu o nome do servidor no provedor e seu código ainda não está nele. Coloque o código no nome do servidor no painel do provedor, salve e aperte **Verificar** de novo (até 15 minutos depois do pedido).',
  'links.claimTaken':
    'Outro servidor do Discord acabou de reivindicar este servidor de jogo, então ele não foi vinculado aqui. Peça aos admins de lá um código de compartilhamento (`/compartilhar`).',
  'links.onlyOwner':
    'Só o servidor do Discord dono de **{server}** pode compartilhá-lo ou encerrar os compartilhamentos: este aqui usa ele por um compartilhamento.',

  'links.linkedTitle': 'Servidores vinculados',
  'links.boardsTitle': 'Painéis de status',
  'links.stateInactive': '⏸️ inativo: o bot foi desinstalado deste servidor no provedor',
  'links.stateBroken':
    '⚠️ com problema: o Discord recusou nossas mensagens neste canal; arrume as permissões e use `/vincular` de novo',
  'links.trustUnknown':
    'O hostcord não conseguiu verificar com o Discord se este servidor do Discord é confiável, então não reivindica nada. Tente de novo em um minuto; se continuar, o operador do bot deve olhar o log.',
  'links.noLongerShared':
    '⛔ não dá mais para usar aqui: o servidor do Discord dono dele encerrou o compartilhamento (ou largou o servidor). Os comandos e alertas dele pararam. Peça aos admins de lá um novo código de compartilhamento e vincule com ele pelo `/vincular`, ou remova com `/desvincular`',
  'links.allAlerts': 'todos os alertas',
  'links.filterCategories': 'categorias {list}',
  'links.filterTypes': 'tipos {list}',
  'links.filterSeverities': 'gravidades {list}',
  'links.usedThroughShare':
    '{server} é usado aqui por um compartilhamento do servidor do Discord que é dono dele.',
  'links.sharedWith':
    '{server} está compartilhado com {guilds}. `/parar-de-compartilhar` encerra um compartilhamento.',
  'links.sharedBeforeShares': '{guild} (de antes de existirem compartilhamentos: revise)',
  'links.boardUpdated': 'atualizado quando os servidores mudam',
  'links.boardBroken': '⚠️ com problema: arrume as permissões do canal e use `/painel criar` lá de novo',
  'links.boardBrokenBecause':
    '⚠️ com problema ({reason}): arrume as permissões do canal e use `/painel criar` lá de novo',

  'links.notLinkedToChannel': 'Esse servidor não está vinculado a {channel}.',
  'links.unlinkedFrom': '**{server}** desvinculado de {channel}.',
  'links.unlinkedFromChannels': {
    one: '**{server}** desvinculado de {count} canal.',
    many: '**{server}** desvinculado de {count} de canais.',
    other: '**{server}** desvinculado de {count} canais.',
  },
  'links.released':
    'Ele não pertence mais a este servidor do Discord. Vincular de novo reivindica ele do zero.',
  'links.releasedShares': {
    one: 'Ele não pertence mais a este servidor do Discord, e o compartilhamento com {count} outro servidor do Discord acabou. Vincular de novo reivindica ele do zero.',
    many: 'Ele não pertence mais a este servidor do Discord, e os compartilhamentos com {count} de outros servidores do Discord acabaram. Vincular de novo reivindica ele do zero.',
    other:
      'Ele não pertence mais a este servidor do Discord, e os compartilhamentos com {count} outros servidores do Discord acabaram. Vincular de novo reivindica ele do zero.',
  },

  'links.shareAsk':
    'Compartilhar **{server}** com outro servidor do Discord? Os admins de lá vão poder vinculá-lo, e os membros de lá usar nele todo comando que os admins deles permitirem: reiniciar, parar, console, backups. Os alertas dele também vão para lá.\nSó você pode responder; os botões funcionam até {time}.',
  'links.shareCreate': 'Criar código de compartilhamento',
  'links.shareAnswered': 'Essa pergunta já foi respondida; nenhum segundo código foi criado.',
  'links.shareCancelled': 'Cancelado. Nenhum código foi criado.',
  'links.shareCode':
    'Código de compartilhamento de **{server}**: {code}\nPasse ele no privado para um admin do outro servidor do Discord. Lá, ele usa:\n`{command}`\nVale uma vez, até {time}. Depois o `/vínculos` mostra o compartilhamento aqui, e o `/parar-de-compartilhar` encerra ele quando quiser.',
  'links.notSharedWith':
    '**{server}** não está compartilhado com esse servidor do Discord. `/vínculos` mostra com quem ele está compartilhado.',
  'links.unshared':
    '**{server}** não está mais compartilhado com {guild}: a partir de agora os comandos dele lá são recusados e os alertas dele não vão mais para lá.',

  'links.serverLine': '**{server}** — {status}, energia {power}',
  'links.notVisible': '{server} — o bot não enxerga mais (foi desinstalado?)',
  'links.noneYet': 'Nenhum ainda.',
  'links.unlinkedTitle': 'Ainda não vinculados em lugar nenhum (use /vincular)',
  'links.noneLinkable':
    'Nenhum que você possa vincular direto. Para vincular um servidor seu, use `/vincular` com o id dele (do painel do provedor): o hostcord pede que você prove que o controla. Um servidor que outro servidor do Discord usa precisa de um código de compartilhamento dos admins de lá.',

  'links.alreadyAnswered': 'Isso já foi confirmado; nada foi enviado de novo.',
  'links.auditUnavailable':
    'O hostcord não conseguiu registrar esta ação no log de auditoria (o banco de dados recusa gravações: o disco pode estar cheio ou somente leitura), então nada foi enviado ao servidor. Avise um admin do bot e tente de novo quando isso for resolvido.',
  'links.pageNewer': '◀ Mais recentes',
  'links.pageOlder': 'Mais antigos ▶',
  'links.pagesExpired': 'Estas páginas expiraram. Use o comando de novo.',
};
