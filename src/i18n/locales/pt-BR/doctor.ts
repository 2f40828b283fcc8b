import type { AreaTranslation } from '../../translation.js';
import type { doctor as english } from '../en-US/doctor.js';

/** The doctor's findings (/doctor and `npm run doctor` as Discord members read them). */
export const doctor: AreaTranslation<typeof english> = {
  'doctor.title.problems': {
    one: '{count} problema para resolver',
    many: '{count} de problemas para resolver',
    other: '{count} problemas para resolver',
  },
  'doctor.title.warnings': { one: '{count} aviso', many: '{count} de avisos', other: '{count} avisos' },
  'doctor.title.fine': 'Tudo certo por aqui',
  'doctor.notShown': {
    one: 'mais {count} resultado não mostrado: npm run doctor mostra todos',
    many: 'mais {count} de resultados não mostrados: npm run doctor mostra todos',
    other: 'mais {count} resultados não mostrados: npm run doctor mostra todos',
  },

  'doctor.area.configuration': 'configuração',
  'doctor.area.database': 'banco de dados',
  'doctor.area.providerToken': 'token do provedor',
  'doctor.area.discord': 'discord',
  'doctor.area.webhook': 'webhook',
  'doctor.area.events': 'eventos',
  'doctor.area.installations': 'instalações',
  'doctor.area.links': 'vínculos',
  'doctor.area.server': 'servidor {server}',
  'doctor.area.gameQuery': 'consulta do jogo',
  'doctor.area.boards': 'painéis de status',
  'doctor.area.providerBudget': 'orçamento do provedor',
  'doctor.area.access': 'acesso',
  'doctor.area.shares': 'compartilhamentos',
  'doctor.area.testAlert': 'alerta de teste',

  'doctor.config.ok': 'válida; eventos por {source}, banco de dados {database}',
  'doctor.config.personalToken':
    'HOSTING_TOKEN é um token pessoal (zhp_…): nenhum alerta será postado; os comandos funcionam, mas o feed de eventos e as instalações precisam de um token de bot (zhb_…): coloque um em HOSTING_TOKEN',
  'doctor.config.shardsOnSqlite':
    'SHARD_IDS roda os shards {ids} de {total} no SQLite; os servidores do Discord dos outros shards só são atendidos por outra instância do hostcord, e as instâncias só compartilham vínculos e alertas pelo PostgreSQL: use a mesma DATABASE_URL em cada uma (no SQLite cada instância tem seu próprio arquivo)',

  'doctor.database.cannotOpen':
    'não dá para abrir ({error}); confira DATABASE_PATH e se a pasta dele permite escrita, ou DATABASE_URL',
  'doctor.database.sqliteOk': 'aberto, migrações aplicadas, verificação de integridade aprovada',
  'doctor.database.postgresOk': 'PostgreSQL responde, migrações aplicadas',
  'doctor.database.postgresAtOk': 'PostgreSQL em {at} responde, migrações aplicadas',
  'doctor.database.integrityFailed':
    'a verificação de integridade falhou ({error}); restaure o arquivo de um backup',
  'doctor.database.postgresDown':
    'PostgreSQL não responde ({error}); confira se ele está rodando, e DATABASE_URL',
  'doctor.database.postgresAtDown':
    'PostgreSQL em {at} não responde ({error}); confira se ele está rodando, e DATABASE_URL',

  'doctor.discord.loggedIn': {
    one: 'conectado como {tag}, em {count} servidor do Discord',
    many: 'conectado como {tag}, em {count} de servidores do Discord',
    other: 'conectado como {tag}, em {count} servidores do Discord',
  },

  'doctor.webhook.accepted':
    '{url} aceitou um ping assinado aqui com WEBHOOK_SECRET (se o provedor assina com o mesmo segredo aparece nas entregas dele, em eventos)',
  'doctor.webhook.refused': '{url} respondeu {status} a um ping assinado localmente; o log diz o motivo',
  'doctor.webhook.nothing': 'nada responde em {url}; o hostcord está rodando? (o doctor não inicia ele)',

  'doctor.events.notTakenIn': 'esta instância do hostcord não recebe eventos',
  'doctor.events.noCheck': '{url} respondeu sem a verificação de eventos; isso é o hostcord?',
  'doctor.events.nothingAnswers':
    'nada responde em {url}, então não dá para saber se os eventos chegam; inicie o hostcord e rode o doctor de novo',
  'doctor.events.noReason': 'nenhum motivo informado',
  'doctor.events.feedFails': 'o feed de eventos está falhando: {error}',
  'doctor.events.feedRetrying': 'a última consulta ao feed falhou ({error}); o hostcord continua tentando',
  'doctor.events.history': 'lendo o feed pela primeira vez; eventos passados são arquivados, não postados',
  'doctor.events.polledReceived': 'feed consultado há {polled}: ok; último evento recebido há {received}',
  'doctor.events.polledNone': 'feed consultado há {polled}: ok; nenhum evento recebido ainda',
  'doctor.events.notPolledReceived': 'o feed ainda não foi consultado; último evento recebido há {received}',
  'doctor.events.notPolledNone': 'o feed ainda não foi consultado; nenhum evento recebido ainda',
  'doctor.events.delivered': 'última entrega de webhook do provedor aceita há {ago}',
  'doctor.events.noDelivery':
    'nenhuma entrega de webhook do provedor desde que o hostcord iniciou; "enviar evento de teste" no provedor manda uma',
  'doctor.events.refusedAccepted':
    'as entregas de webhook estão sendo recusadas: a última há {rejected} ({reason}); a última entrega aceita do provedor chegou há {delivered}; o log diz o motivo',
  'doctor.events.refusedNone':
    'as entregas de webhook estão sendo recusadas: a última há {rejected} ({reason}); nenhuma foi aceita desde que o hostcord iniciou; o log diz o motivo',
  'doctor.events.wrongSecretAccepted':
    'as entregas de webhook estão sendo recusadas: a última há {rejected} ({reason}); a última entrega aceita do provedor chegou há {delivered}. WEBHOOK_SECRET não é o segredo atual do webhook do provedor (renovar cria um novo): copie o segredo zhs_… das configurações de webhook do provedor para WEBHOOK_SECRET e reinicie o hostcord. Ignore isto se essas requisições não vêm do provedor',
  'doctor.events.wrongSecretNone':
    'as entregas de webhook estão sendo recusadas: a última há {rejected} ({reason}); nenhuma foi aceita desde que o hostcord iniciou. WEBHOOK_SECRET não é o segredo atual do webhook do provedor (renovar cria um novo): copie o segredo zhs_… das configurações de webhook do provedor para WEBHOOK_SECRET e reinicie o hostcord. Ignore isto se essas requisições não vêm do provedor',

  'doctor.games.off': 'desligada (GAME_QUERY=off): nenhum jogo é perguntado sobre quem está jogando',
  'doctor.games.notAsked':
    'servidor {server}: ainda não consultado; o hostcord consulta na próxima atualização',
  'doctor.games.answering':
    'servidor {server}: respondendo ({game} na porta {port}, jogadores {online}/{max})',
  'doctor.games.noAddress': 'servidor {server}: sem endereço no provedor, então não há o que consultar',
  'doctor.games.unknownGame': 'servidor {server}: jogo desconhecido; diga ao hostcord qual é com {command}',
  'doctor.games.notQueryable':
    'servidor {server}: {game} não pode ser consultado ({error}); {command} silencia isto',
  'doctor.games.queryOff': 'servidor {server}: desligada ({command})',
  'doctor.games.notAnswering':
    'servidor {server}: não responde ({game} na porta {port}: {error}); confira se a consulta do jogo está ligada e se o hostcord alcança essa porta (UDP e TCP), ou informe a porta certa com {command}',
  'doctor.games.noAnswer': 'sem resposta',

  'doctor.access.allowed': {
    one: 'só o {count} servidor do Discord em ALLOWED_GUILD_IDS é atendido, e pode vincular direto servidores de jogo sem dono',
    many: 'só os {count} de servidores do Discord em ALLOWED_GUILD_IDS são atendidos, e podem vincular direto servidores de jogo sem dono',
    other:
      'só os {count} servidores do Discord em ALLOWED_GUILD_IDS são atendidos, e podem vincular direto servidores de jogo sem dono',
  },
  'doctor.access.publicBot':
    'o bot é público e ALLOWED_GUILD_IDS não está definido: qualquer um pode adicioná-lo ao próprio servidor do Discord. Ninguém ali chega a um servidor de jogo sem provar que o controla ou sem um código de compartilhamento, mas desligue "Public Bot" no Discord Developer Portal (página Bot), ou coloque em ALLOWED_GUILD_IDS os servidores do Discord que você atende',
  'doctor.access.private':
    'o bot é privado; servidores do Discord em que o dono (ou o time) da aplicação é membro vinculam direto servidores de jogo sem dono, os outros provam o controle no provedor ou usam um código de compartilhamento',
  'doctor.access.unreadable':
    'não deu para ler a aplicação do Discord para ver se ela é pública; rode o doctor de novo',
  'doctor.shares.guild': 'servidor do Discord {id}',
  'doctor.shares.migrated':
    'o servidor {server} (de {owner}) está compartilhado com {guild} porque os dois o vincularam antes de existirem as posses; revise e encerre com {command} no servidor do Discord dono se não era a intenção',
  'doctor.shares.code':
    'o servidor {server} (de {owner}) está compartilhado com {guild} por um código de compartilhamento; {command} no servidor do Discord dono encerra',

  'doctor.provider.apiUrlWrong':
    'HOSTING_API_URL {url} não leva à API do provedor (404 para {path}); coloque só o endereço do provedor, ex.: https://panel.example.com',
  'doctor.provider.apiUrlUnreachable':
    'HOSTING_API_URL {url} não está acessível ({error}); confira o endereço e a rede',
  'doctor.token.refused401':
    'o provedor recusa HOSTING_TOKEN (401: inválido, expirado ou revogado): crie um novo token de bot (zhb_…) nas configurações de desenvolvedor do provedor, coloque em HOSTING_TOKEN e reinicie o hostcord',
  'doctor.token.refused403':
    'o provedor recusa HOSTING_TOKEN (403 para {op}: o token não pode fazer o que o hostcord precisa): crie um novo token de bot (zhb_…) nas configurações de desenvolvedor do provedor, coloque em HOSTING_TOKEN e reinicie o hostcord',
  'doctor.token.cannotCheck': 'não dá para verificar: {problem}',
  'doctor.token.personal': 'token pessoal',
  'doctor.token.bot': 'token de bot',
  'doctor.token.scopes': 'escopos {scopes}',
  'doctor.token.scopesNone': 'nenhum escopo',
  'doctor.token.scopesUnknown': 'escopos não informados',
  'doctor.token.expires': {
    one: '{kind}, {scopes}, expira em {date} (daqui a {count} dia)',
    many: '{kind}, {scopes}, expira em {date} (daqui a {count} de dias)',
    other: '{kind}, {scopes}, expira em {date} (daqui a {count} dias)',
  },
  'doctor.token.expiresSoon': {
    one: '{kind} expira em {date} (daqui a {count} dia); crie um novo e atualize HOSTING_TOKEN antes disso',
    many: '{kind} expira em {date} (daqui a {count} de dias); crie um novo e atualize HOSTING_TOKEN antes disso',
    other:
      '{kind} expira em {date} (daqui a {count} dias); crie um novo e atualize HOSTING_TOKEN antes disso',
  },
  'doctor.token.facts': '{kind}, {scopes}',
  'doctor.token.noExpiry': '{kind}, {scopes}, nenhuma expiração informada',
  'doctor.token.personalWarning':
    'um token pessoal (zhp_…) não recebe eventos nem instalações; use um token de bot (zhb_…)',

  'doctor.installations.cannotList': 'não dá para listar: {problem}',
  'doctor.installations.none':
    'o bot não está instalado em nenhum servidor; peça para um dono de servidor instalar',
  'doctor.installations.unlinked':
    '{server} está instalado mas não vinculado a nenhum canal; vincule com {command}',
  'doctor.links.none': 'nenhum servidor vinculado ainda; um admin pode usar {command}',
  'doctor.servers.installed':
    'instalado, todos os escopos que os comandos precisam estão concedidos, inscrito em {events}',
  'doctor.servers.notInstalled':
    'o bot não está instalado nele: os comandos dele são recusados e nenhum alerta chega; peça para o dono do servidor instalar o bot',
  'doctor.servers.inactive':
    'a instalação do bot está {status}, não ativa; peça para o dono do servidor olhar no painel do provedor',
  'doctor.servers.unknownState':
    'a instalação do bot está em um estado desconhecido, não ativa; peça para o dono do servidor olhar no painel do provedor',
  'doctor.servers.unsubscribed':
    'os alertas de {name} nunca vão chegar: inscreva a instalação em {events} no painel do provedor',
  'doctor.servers.scopes':
    'não concedidos: {scopes}; os comandos que precisam deles são recusados lá. Peça para o dono do servidor adicioná-los à instalação do bot',

  'doctor.link.channelId': 'canal {id}',
  'doctor.link.gone': '{channel} não existe mais; desvincule com {unlink} ou vincule outro canal com {link}',
  'doctor.link.lacks': '{channel}: falta {permissions} ao bot; conceda nas permissões do canal',
  'doctor.link.broken':
    '{channel}: alertas parados, o vínculo quebrou ({reason}); quando o canal estiver arrumado, use {command} de novo',
  'doctor.link.refusedMessage': 'o Discord recusou uma mensagem',
  'doctor.link.inactive':
    '{channel}: o vínculo está inativo, o bot foi desinstalado do servidor; os alertas voltam quando ele for instalado de novo',
  'doctor.link.filterClosed':
    '{channel}: o filtro {filter} ({values}) não bate com nenhum dos valores vistos nos eventos deste servidor ({seen}), então nada é postado lá; mude com {command}',
  'doctor.link.noRecovery':
    '{channel}: falta {permission} ao bot; os alertas chegam, mas um postado bem quando o hostcord parou de repente pode sair duas vezes quando ele voltar minutos depois; conceda nas permissões do canal',
  'doctor.link.ok': '{channel}: o bot pode postar alertas',

  'doctor.boards.broken':
    'o painel de status em <#{channel}> quebrou: {reason}; arrume as permissões do canal e use {command} lá de novo',
  'doctor.boards.refused': 'o Discord recusou o canal',
  'doctor.boards.ok': 'o painel de status em <#{channel}> está sendo mantido atualizado',
  'doctor.budget.fits':
    'servidores em painéis: {servers}; uma atualização precisa de {need} chamadas ao provedor das {allowed} que PROVIDER_CALLS_PER_SECOND permite em BOARD_REFRESH_SECONDS',
  'doctor.budget.stretches':
    'servidores em painéis: {servers}; uma atualização precisa de {need} chamadas ao provedor, mais que as {allowed} que PROVIDER_CALLS_PER_SECOND permite em BOARD_REFRESH_SECONDS ({promised} s): lê-los leva {seconds} s. Aumente PROVIDER_CALLS_PER_SECOND para o que seu provedor permite, ou BOARD_REFRESH_SECONDS',
};
