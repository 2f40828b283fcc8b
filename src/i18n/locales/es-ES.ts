import type { Translation } from '../translation.js';

/** Español (España). Keys and placeholders as in en-US.ts; the compiler and test/i18n check both. */
export const esES: Translation = {
  messages: {
    'language.current': 'hostcord habla {language} en este servidor de Discord.',
    'language.currentDefault':
      'hostcord habla {language} en este servidor de Discord (el idioma del servidor en Discord; los admins pueden elegir otro con `/idioma idioma:`).',
    'language.set':
      'A partir de ahora hostcord habla {language} en este servidor de Discord: alertas, paneles y avisos en el juego. Los miembros con Discord en otro idioma que hostcord habla reciben sus respuestas en el suyo.',
    'language.needsManageServer':
      'Necesitas el permiso «Administrar servidor» para cambiar el idioma de hostcord aquí. `/idioma` sin opción muestra el actual.',

    'refusal.forgedButton': 'Este botón no es de hostcord.',
    'refusal.unsignedButton':
      'Este botón es de una versión antigua de hostcord y ya no funciona. Vuelve a usar el comando.',
    'refusal.guildOnly':
      'Los comandos de hostcord funcionan dentro de un servidor de Discord, no por mensaje directo.',
    'refusal.notAllowedHere':
      'hostcord no está activado para este servidor de Discord. Su operador puede añadir el ID de este servidor a ALLOWED_GUILD_IDS.',
    'refusal.unknownCommand': 'Esta versión de hostcord no conoce este comando.',
    'refusal.notLinkedHere':
      'Ese servidor no está vinculado aquí. Elige uno de la lista o pide a un admin que lo vincule con `/vincular`.',
    'refusal.noneLinked':
      'Todavía no hay ningún servidor de juego vinculado en este servidor de Discord. Un admin puede vincular uno con `/vincular`.',
    'refusal.pickOne': 'Hay varios servidores vinculados aquí: elige uno con la opción `servidor`.',
    'refusal.staleButton': 'Este botón ya no funciona. Vuelve a usar el comando.',
    'refusal.staleButtonOf': 'Este botón ya no funciona. Vuelve a usar `{command}`.',
    'refusal.failed':
      'Algo ha fallado por parte de hostcord. Inténtalo de nuevo; si sigue pasando, dale a un admin esta referencia: `{reference}`.',
    'refusal.powerCooldown': {
      one: 'Acabas de enviar una acción de encendido. Espera {count} segundo antes de la siguiente.',
      many: 'Acabas de enviar una acción de encendido. Espera {count} de segundos antes de la siguiente.',
      other: 'Acabas de enviar una acción de encendido. Espera {count} segundos antes de la siguiente.',
    },

    'access.channel':
      '`/{command}` está desactivado en este canal ({integrations}), así que sus botones no funcionan aquí. Úsalo en un canal donde esté permitido.',
    'access.override':
      'Un admin te ha desactivado `/{command}` en {integrations}, así que sus botones tampoco te funcionan. Pregunta a un admin si deberías tenerlo.',
    'access.permission':
      'Necesitas el permiso «{permission}» para usar los botones y menús de `/{command}`, o un admin puede permitírtelo a ti o a tu rol en {integrations}.',
    'access.admin':
      'Tienes que ser admin para usar los botones y menús de `/{command}`, o un admin puede permitírtelo a ti o a tu rol en {integrations}.',
    'access.integrations': 'Ajustes del servidor → Integraciones → hostcord',
    'access.manageServer': 'Administrar servidor',
    'access.administrator': 'Administrador',

    'storage.full':
      'hostcord no puede guardar nada ahora mismo: el disco de su base de datos está lleno. No se ha hecho nada ni se ha enviado nada al servidor de juego. Avisa a un admin del bot y vuelve a intentarlo cuando haya espacio libre.',
    'storage.read-only':
      'hostcord no puede guardar nada ahora mismo: su base de datos es de solo lectura. No se ha hecho nada ni se ha enviado nada al servidor de juego. Avisa a un admin del bot y vuelve a intentarlo cuando se pueda escribir otra vez.',
    'storage.failing':
      'hostcord no puede guardar nada ahora mismo: su base de datos falla o no responde. No se ha hecho nada ni se ha enviado nada al servidor de juego. Avisa a un admin del bot y vuelve a intentarlo más tarde.',

    'limit.boardsPerGuild':
      'Límite alcanzado: paneles de estado por servidor de Discord ({limit}). Este servidor de Discord ya tiene esos; quita uno con `/panel quitar` primero. Un panel muestra todos los servidores vinculados.',
    'limit.schedulesPerServer':
      'Límite alcanzado: programaciones por servidor ({limit}). Este servidor ya tiene esas en este servidor de Discord: `/programar lista` las muestra, `/programar quitar` hace sitio.',
    'limit.schedulesPerGuild':
      'Límite alcanzado: programaciones por servidor de Discord ({limit}). Este servidor de Discord ya tiene esas: `/programar lista` las muestra, `/programar quitar` hace sitio.',
    'limit.draftsPerMember':
      'Límite alcanzado: preguntas de reinicio abiertas por miembro ({limit}). Responde a una de tus preguntas de `/reiniciar en:` (Programar reinicio o Cancelar), o espera un minuto a que caduquen.',
    'limit.proofCodesPerMember':
      'Límite alcanzado: códigos de propiedad abiertos por miembro ({limit}). Usa uno de tus códigos (ponlo en el nombre del servidor y pulsa Verificar), o espera a que caduquen, 15 minutos después de pedirlos.',
    'limit.proofCodesPerGuild':
      'Límite alcanzado: códigos de propiedad abiertos por servidor de Discord ({limit}). Usa uno de los códigos de este servidor de Discord, o espera a que caduquen, 15 minutos después de pedirlos.',
    'limit.shareCodesPerMember':
      'Límite alcanzado: códigos para compartir abiertos por miembro ({limit}). Espera a que uno de tus códigos se use o caduque, 24 horas después de crearlo.',
    'limit.shareCodesPerGuild':
      'Límite alcanzado: códigos para compartir abiertos por servidor de Discord ({limit}). Espera a que uno de los códigos de este servidor de Discord se use o caduque, 24 horas después de crearlo.',
    'limit.codeCooldownMs':
      'Límite alcanzado: un código por miembro cada {every}. Espera {wait} y vuelve a pedirlo.',
    'limit.historyCooldownMs':
      'Límite alcanzado: un gráfico por miembro cada {every}. Espera {wait} y vuelve a pedirlo.',

    'status.game': 'Juego',
    'status.status': 'Estado',
    'status.power': 'Encendido',
    'status.address': 'Dirección',
    'status.location': 'Ubicación',
    'status.cpu': 'CPU',
    'status.memory': 'Memoria',
    'status.disk': 'Disco',
    'status.network': 'Red',
    'status.uptime': 'Tiempo activo',
    'status.unknown': 'desconocido',
    'status.ofLimit': '{used} de {limit}',
    'status.suspended': 'Suspendido',
    'status.suspendedText': 'El servidor está suspendido en el proveedor.',
    'status.liveUsage': 'Uso en directo',
    'status.notAvailable': 'No disponible: {reason}',
    'status.panelSilent': 'el panel no ha respondido.',
    'status.players': 'Jugadores',
    'status.playersOnline': 'Jugadores {online}/{max}',
    'status.playersOnMap': 'Jugadores {online}/{max} · mapa {map}',
    'status.uptimeSeen': 'Disponibilidad vista por hostcord',
    'status.uptimeFigures': '24 h {day} · 7 d {week} · 30 d {month}',
    'status.noData': 'sin datos',
    'status.noUptimeYet':
      'Aún no hay datos: hostcord no lleva vigilando este servidor el tiempo suficiente. Vuelve a mirar en unos minutos.',
    'status.footer': 'Servidor {id}',
    'status.refresh': 'Actualizar',
  },
  commands: {
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
  },
};
