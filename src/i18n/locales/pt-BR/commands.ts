import type { CommandTexts } from '../../translation.js';

/** The commands' names and descriptions, keyed by their English text (see ../../translation.ts). */
export const commands: CommandTexts = {
  names: {
    status: 'status',
    server: 'servidor',
    players: 'jogadores',
    history: 'histórico',
    period: 'período',
    servers: 'servidores',
    link: 'vincular',
    channel: 'canal',
    code: 'código',
    unlink: 'desvincular',
    links: 'vínculos',
    share: 'compartilhar',
    unshare: 'parar-de-compartilhar',
    guild: 'servidor-discord',
    alerts: 'alertas',
    filter: 'filtro',
    categories: 'categorias',
    types: 'tipos',
    severities: 'gravidades',
    mention: 'menção',
    role: 'cargo',
    show: 'mostrar',
    test: 'teste',
    board: 'painel',
    create: 'criar',
    remove: 'remover',
    publish: 'publicar',
    names: 'nomes',
    unpublish: 'despublicar',
    doctor: 'diagnóstico',
    gamequery: 'consulta-jogo',
    set: 'definir',
    game: 'jogo',
    port: 'porta',
    auto: 'auto',
    off: 'desligar',
    restart: 'reiniciar',
    in: 'em',
    message: 'mensagem',
    schedule: 'agendar',
    time: 'hora',
    timezone: 'fuso',
    days: 'dias',
    list: 'lista',
    power: 'energia',
    action: 'ação',
    'kill-after': 'forçar-após',
    backup: 'backup',
    say: 'falar',
    console: 'console',
    command: 'comando',
    activity: 'atividade',
    deployments: 'implantações',
    language: 'idioma',
    locale: 'idioma',
  },
  texts: {
    'Is the game server up? Status, address and live usage':
      'O servidor está no ar? Status, endereço e uso ao vivo',
    'The game server (start typing its name)': 'O servidor de jogo (digite o nome)',
    'Who is playing on a game server, as the game itself tells':
      'Quem está jogando num servidor, segundo o próprio jogo',
    'Uptime, CPU and memory of a game server over time, as a chart':
      'Disponibilidade, CPU e memória de um servidor de jogo ao longo do tempo, em gráfico',
    'How far back (default: the last 24 hours)': 'Até quando (padrão: as últimas 24 horas)',
    'Last 24 hours': 'Últimas 24 horas',
    'Last 7 days': 'Últimos 7 dias',
    'Last 30 days': 'Últimos 30 dias',
    'List the game servers linked here, with their status':
      'Os servidores de jogo vinculados aqui, com o status',
    'Link a game server to this Discord server and a channel for its alerts':
      'Vincular um servidor de jogo a este servidor do Discord e a um canal para os alertas',
    'The server (start typing its name, or paste its id)': 'O servidor (digite o nome ou cole o ID)',
    'Where its alerts go (default: this channel)': 'Para onde vão os alertas (padrão: este canal)',
    'A share code from the Discord server that owns it (or your ownership code)':
      'Um código de compartilhamento do servidor do Discord dono (ou seu código de posse)',
    'Unlink a game server from this Discord server (or from one channel)':
      'Desvincular um servidor de jogo deste servidor do Discord (ou de um canal)',
    'Only unlink it from this channel': 'Desvincular só deste canal',
    "List this Discord server's linked game servers and where their alerts go":
      'Os servidores de jogo vinculados a este servidor do Discord e para onde vão os alertas',
    'Let another Discord server use one of your game servers: makes a one-time code':
      'Deixar outro servidor do Discord usar um dos seus servidores de jogo: cria um código de uso único',
    'Stop sharing a game server with another Discord server':
      'Parar de compartilhar um servidor de jogo com outro servidor do Discord',
    'The Discord server it is shared with (start typing its name)':
      'O servidor do Discord com quem ele é compartilhado (digite o nome)',
    'Choose which alerts a linked channel gets and which role they mention':
      'Escolher quais alertas um canal vinculado recebe e qual cargo eles mencionam',
    'Post only some alerts: comma-separated values to include; `all` removes a filter':
      'Postar só alguns alertas: valores separados por vírgula; `all` remove um filtro',
    'Which of its linked channels (needed when it is linked to several)':
      'Qual dos canais vinculados (necessário se houver vários)',
    'Categories to include, e.g. power, backup (`all` = every one)':
      'Categorias a incluir, ex.: power, backup (`all` = todas)',
    'Types to include (`all` = every one)': 'Tipos a incluir (`all` = todos)',
    'Severities to include, e.g. error, critical (`all` = every one)':
      'Gravidades a incluir, ex.: error, critical (`all` = todas)',
    'Mention a role on alerts of chosen severities (leave out the role to mention nobody)':
      'Mencionar um cargo em alertas de certas gravidades (sem cargo: ninguém)',
    'The role to mention': 'O cargo a mencionar',
    'Severities that mention the role (default: every alert)':
      'Gravidades que mencionam o cargo (padrão: todos os alertas)',
    'Show filters, mentions and the values seen in events so far':
      'Mostrar filtros, menções e os valores vistos até agora',
    "Post a test alert into the server's linked channels (filters are ignored)":
      'Postar um alerta de teste nos canais vinculados do servidor (sem filtros)',
    'Only this linked channel (default: every one of the server)':
      'Só este canal vinculado (padrão: todos do servidor)',
    "A live status board of this Discord server's game servers":
      'Um painel de status ao vivo dos servidores de jogo deste servidor do Discord',
    'Post a status board that updates itself (or post it anew)':
      'Postar um painel de status que se atualiza sozinho (ou postar de novo)',
    'Where (default: this channel)': 'Onde (padrão: este canal)',
    "Delete a channel's status board": 'Apagar o painel de status de um canal',
    "Make a board's status page public on the web (a new address each time)":
      'Publicar na web a página de status de um painel (um endereço novo a cada vez)',
    'Show the names of players online (default: counts only)':
      'Mostrar os nomes dos jogadores online (padrão: só a contagem)',
    "Take a board's public status page down at once":
      'Tirar do ar na hora a página de status pública de um painel',
    "Check hostcord's setup: tokens, scopes, channel permissions, webhook":
      'Verificar a configuração do hostcord: tokens, escopos, permissões de canal, webhook',
    'How hostcord asks a game server who is playing':
      'Como o hostcord pergunta a um servidor quem está jogando',
    'Tell hostcord which game a server runs (and the query port)':
      'Dizer ao hostcord qual jogo um servidor roda (e a porta de consulta)',
    "The game, as gamedig names it (start typing, or type an id such as 'minecraft')":
      "O jogo, como o gamedig chama (digite, ou um ID como 'minecraft')",
    "The query port (default: the game's rule applied to the server's address)":
      'A porta de consulta (padrão: a regra do jogo para o endereço do servidor)',
    "Detect the game from the provider's game again": 'Detectar o jogo de novo pelos dados do provedor',
    "Stop asking this server's game": 'Parar de consultar o jogo deste servidor',
    "How this server's game is asked, and its last answer":
      'Como o jogo deste servidor é consultado, e a última resposta',
    'Restart a game server now or later (asks you to confirm first)':
      'Reiniciar um servidor de jogo agora ou depois (pede confirmação)',
    'Restart later, with warnings in game: e.g. 90s, 10m, 1h30m (1 minute to 24 hours)':
      'Reiniciar depois, com avisos no jogo: ex.: 90s, 10m, 1h30m (de 1 minuto a 24 horas)',
    'Added to every warning in game (needs "in")': 'Vai junto em cada aviso no jogo (precisa de "em")',
    'Recurring restarts, announced in game before they happen':
      'Reinícios recorrentes, avisados no jogo antes',
    'Restart a server every day (or on chosen weekdays) at a time of day':
      'Reiniciar um servidor todo dia (ou em dias escolhidos) num horário',
    'HH:MM on a 24-hour clock, e.g. 04:00': 'HH:MM no formato 24 horas, ex.: 04:00',
    'IANA time zone, e.g. Europe/Berlin (default: UTC)':
      'Fuso horário IANA, ex.: America/Sao_Paulo (padrão: UTC)',
    'e.g. mon, wed, fri or weekdays or weekends (default: every day)':
      'ex.: mon, wed, fri ou weekdays ou weekends (padrão: todo dia)',
    "This Discord server's schedules with their next run":
      'Os agendamentos deste servidor do Discord e a próxima execução',
    'Remove a schedule (its next restart is called off)':
      'Remover um agendamento (o próximo reinício é cancelado)',
    'The schedule (start typing; /schedule list shows them)':
      'O agendamento (digite; /agendar lista mostra todos)',
    'Start, stop or kill a game server (stop and kill ask you to confirm)':
      'Ligar, parar ou forçar o desligamento de um servidor de jogo (parar e forçar pedem confirmação)',
    'What to do': 'O que fazer',
    start: 'Ligar',
    stop: 'Parar',
    'kill (ends the process without saving)': 'Forçar (encerra o processo sem salvar)',
    'Only with stop: kill it if still running after this many seconds (10–600)':
      'Só com Parar: forçar se ainda estiver rodando depois desses segundos (10–600)',
    "Create or list a game server's backups": 'Criar ou listar os backups de um servidor de jogo',
    'Start a backup now': 'Fazer um backup agora',
    'The backups, newest first; locked ones marked': 'Os backups, mais novos primeiro; os travados marcados',
    'Post a line in the game chat (console command `say`)':
      'Mandar uma linha no chat do jogo (comando de console `say`)',
    'One line of text': 'Uma linha de texto',
    "Send a command to the game server's console (no output comes back)":
      'Enviar um comando ao console do servidor de jogo (nenhuma saída volta)',
    'One console command, without a leading slash if the game has none':
      'Um comando de console, sem barra no início se o jogo não usa',
    "A game server's recent activity: power, backups, crashes and more":
      'A atividade recente de um servidor de jogo: energia, backups, crashes e mais',
    "A game server's git deployments: status, phase and errors":
      'As implantações git de um servidor de jogo: status, fase e erros',
    "hostcord's language in this Discord server: see it, or choose another":
      'O idioma do hostcord neste servidor do Discord: ver ou escolher outro',
    'The language for alerts, boards and announcements in game (Manage Server)':
      'O idioma de alertas, painéis e avisos no jogo (Gerenciar servidor)',
  },
};
