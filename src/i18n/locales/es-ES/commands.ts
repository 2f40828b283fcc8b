import type { CommandTexts } from '../../translation.js';

/** The commands' names and descriptions, keyed by their English text (see ../../translation.ts). */
export const commands: CommandTexts = {
  names: {
    status: 'estado',
    server: 'servidor',
    players: 'jugadores',
    history: 'historial',
    period: 'periodo',
    servers: 'servidores',
    link: 'vincular',
    channel: 'canal',
    code: 'código',
    unlink: 'desvincular',
    links: 'vínculos',
    share: 'compartir',
    unshare: 'dejar-de-compartir',
    guild: 'servidor-discord',
    alerts: 'alertas',
    filter: 'filtro',
    categories: 'categorías',
    types: 'tipos',
    severities: 'gravedades',
    mention: 'mención',
    role: 'rol',
    show: 'mostrar',
    test: 'prueba',
    board: 'panel',
    create: 'crear',
    remove: 'quitar',
    publish: 'publicar',
    names: 'nombres',
    unpublish: 'despublicar',
    doctor: 'diagnóstico',
    gamequery: 'consulta-juego',
    set: 'fijar',
    game: 'juego',
    port: 'puerto',
    auto: 'auto',
    off: 'desactivar',
    restart: 'reiniciar',
    in: 'en',
    message: 'mensaje',
    schedule: 'programar',
    time: 'hora',
    timezone: 'zona-horaria',
    days: 'días',
    list: 'lista',
    power: 'encendido',
    action: 'acción',
    'kill-after': 'forzar-tras',
    backup: 'copia',
    say: 'decir',
    console: 'consola',
    command: 'comando',
    activity: 'actividad',
    deployments: 'despliegues',
    language: 'idioma',
    locale: 'idioma',
  },
  texts: {
    'Is the game server up? Status, address and live usage':
      '¿Está el servidor en marcha? Estado, dirección y uso en directo',
    'The game server (start typing its name)': 'El servidor de juego (escribe su nombre)',
    'Who is playing on a game server, as the game itself tells':
      'Quién juega en un servidor, según el propio juego',
    'Uptime, CPU and memory of a game server over time, as a chart':
      'Disponibilidad, CPU y memoria de un servidor de juego en el tiempo, en un gráfico',
    'How far back (default: the last 24 hours)': 'Hasta cuándo (por defecto: las últimas 24 horas)',
    'Last 24 hours': 'Últimas 24 horas',
    'Last 7 days': 'Últimos 7 días',
    'Last 30 days': 'Últimos 30 días',
    'List the game servers linked here, with their status':
      'Los servidores de juego vinculados aquí, con su estado',
    'Link a game server to this Discord server and a channel for its alerts':
      'Vincular un servidor de juego a este servidor de Discord y a un canal para sus alertas',
    'The server (start typing its name, or paste its id)': 'El servidor (escribe su nombre o pega su ID)',
    'Where its alerts go (default: this channel)': 'Adónde van sus alertas (por defecto: este canal)',
    'A share code from the Discord server that owns it (or your ownership code)':
      'Un código para compartir del servidor de Discord dueño (o tu código de propiedad)',
    'Unlink a game server from this Discord server (or from one channel)':
      'Desvincular un servidor de juego de este servidor de Discord (o de un canal)',
    'Only unlink it from this channel': 'Desvincularlo solo de este canal',
    "List this Discord server's linked game servers and where their alerts go":
      'Los servidores de juego vinculados a este servidor de Discord y adónde van sus alertas',
    'Let another Discord server use one of your game servers: makes a one-time code':
      'Compartir uno de tus servidores de juego con otro servidor de Discord: crea un código de un solo uso',
    'Stop sharing a game server with another Discord server':
      'Dejar de compartir un servidor de juego con otro servidor de Discord',
    'The Discord server it is shared with (start typing its name)':
      'El servidor de Discord con el que se comparte (escribe su nombre)',
    'Choose which alerts a linked channel gets and which role they mention':
      'Elegir qué alertas recibe un canal vinculado y a qué rol mencionan',
    'Post only some alerts: comma-separated values to include; `all` removes a filter':
      'Publicar solo algunas alertas: valores separados por comas; `all` quita un filtro',
    'Which of its linked channels (needed when it is linked to several)':
      'Cuál de sus canales vinculados (necesario si tiene varios)',
    'Categories to include, e.g. power, backup (`all` = every one)':
      'Categorías a incluir, p. ej. power, backup (`all` = todas)',
    'Types to include (`all` = every one)': 'Tipos a incluir (`all` = todos)',
    'Severities to include, e.g. error, critical (`all` = every one)':
      'Gravedades a incluir, p. ej. error, critical (`all` = todas)',
    'Mention a role on alerts of chosen severities (leave out the role to mention nobody)':
      'Mencionar un rol en alertas de ciertas gravedades (sin rol: a nadie)',
    'The role to mention': 'El rol a mencionar',
    'Severities that mention the role (default: every alert)':
      'Gravedades que mencionan al rol (por defecto: todas las alertas)',
    'Show filters, mentions and the values seen in events so far':
      'Mostrar filtros, menciones y los valores vistos hasta ahora',
    "Post a test alert into the server's linked channels (filters are ignored)":
      'Publicar una alerta de prueba en los canales vinculados del servidor (sin filtros)',
    'Only this linked channel (default: every one of the server)':
      'Solo este canal vinculado (por defecto: todos los del servidor)',
    "A live status board of this Discord server's game servers":
      'Un panel de estado en directo de los servidores de juego de este servidor de Discord',
    'Post a status board that updates itself (or post it anew)':
      'Publicar un panel de estado que se actualiza solo (o volver a publicarlo)',
    'Where (default: this channel)': 'Dónde (por defecto: este canal)',
    "Delete a channel's status board": 'Borrar el panel de estado de un canal',
    "Make a board's status page public on the web (a new address each time)":
      'Publicar en la web la página de estado de un panel (una dirección nueva cada vez)',
    'Show the names of players online (default: counts only)':
      'Mostrar los nombres de los jugadores conectados (por defecto: solo el número)',
    "Take a board's public status page down at once": 'Retirar ya la página de estado pública de un panel',
    "Check hostcord's setup: tokens, scopes, channel permissions, webhook":
      'Revisar la configuración de hostcord: tokens, scopes, permisos de canal, webhook',
    'How hostcord asks a game server who is playing':
      'Cómo pregunta hostcord a un servidor quién está jugando',
    'Tell hostcord which game a server runs (and the query port)':
      'Decirle a hostcord qué juego tiene un servidor (y el puerto de consulta)',
    "The game, as gamedig names it (start typing, or type an id such as 'minecraft')":
      "El juego, como lo llama gamedig (escríbelo, o un ID como 'minecraft')",
    "The query port (default: the game's rule applied to the server's address)":
      'El puerto de consulta (por defecto: la regla del juego para la dirección del servidor)',
    "Detect the game from the provider's game again": 'Volver a detectar el juego según el proveedor',
    "Stop asking this server's game": 'Dejar de consultar el juego de este servidor',
    "How this server's game is asked, and its last answer":
      'Cómo se consulta el juego de este servidor y su última respuesta',
    'Restart a game server now or later (asks you to confirm first)':
      'Reiniciar un servidor de juego ahora o más tarde (pide confirmación)',
    'Restart later, with warnings in game: e.g. 90s, 10m, 1h30m (1 minute to 24 hours)':
      'Reiniciar más tarde, con avisos en el juego: p. ej. 90s, 10m, 1h30m (de 1 minuto a 24 horas)',
    'Added to every warning in game (needs "in")': 'Se añade a cada aviso en el juego (requiere «en»)',
    'Recurring restarts, announced in game before they happen':
      'Reinicios periódicos, anunciados antes en el juego',
    'Restart a server every day (or on chosen weekdays) at a time of day':
      'Reiniciar un servidor cada día (o ciertos días) a una hora',
    'HH:MM on a 24-hour clock, e.g. 04:00': 'HH:MM en formato de 24 horas, p. ej. 04:00',
    'IANA time zone, e.g. Europe/Berlin (default: UTC)':
      'Zona horaria IANA, p. ej. Europe/Madrid (por defecto: UTC)',
    'e.g. mon, wed, fri or weekdays or weekends (default: every day)':
      'p. ej. mon, wed, fri o weekdays o weekends (por defecto: cada día)',
    "This Discord server's schedules with their next run":
      'Las programaciones de este servidor de Discord y su próxima ejecución',
    'Remove a schedule (its next restart is called off)':
      'Quitar una programación (se cancela su próximo reinicio)',
    'The schedule (start typing; /schedule list shows them)':
      'La programación (escríbela; /programar lista las muestra)',
    'Start, stop or kill a game server (stop and kill ask you to confirm)':
      'Encender, detener o forzar el cierre de un servidor de juego (detener y forzar piden confirmación)',
    'What to do': 'Qué hacer',
    start: 'Encender',
    stop: 'Detener',
    'kill (ends the process without saving)': 'Forzar cierre (termina el proceso sin guardar)',
    'Only with stop: kill it if still running after this many seconds (10–600)':
      'Solo con Detener: forzar el cierre si sigue en marcha tras estos segundos (10–600)',
    "Create or list a game server's backups":
      'Crear o listar las copias de seguridad de un servidor de juego',
    'Start a backup now': 'Hacer una copia de seguridad ahora',
    'The backups, newest first; locked ones marked':
      'Las copias, las más nuevas primero; las bloqueadas marcadas',
    'Post a line in the game chat (console command `say`)':
      'Escribir una línea en el chat del juego (comando de consola `say`)',
    'One line of text': 'Una línea de texto',
    "Send a command to the game server's console (no output comes back)":
      'Enviar un comando a la consola del servidor de juego (no devuelve salida)',
    'One console command, without a leading slash if the game has none':
      'Un comando de consola, sin barra inicial si el juego no la usa',
    "A game server's recent activity: power, backups, crashes and more":
      'La actividad reciente de un servidor de juego: encendido, copias, cierres inesperados y más',
    "A game server's git deployments: status, phase and errors":
      'Los despliegues git de un servidor de juego: estado, fase y errores',
    "hostcord's language in this Discord server: see it, or choose another":
      'El idioma de hostcord en este servidor de Discord: verlo o elegir otro',
    'The language for alerts, boards and announcements in game (Manage Server)':
      'El idioma de alertas, paneles y avisos en el juego (Administrar servidor)',
  },
};
