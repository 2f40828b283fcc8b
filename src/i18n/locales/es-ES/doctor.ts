import type { AreaTranslation } from '../../translation.js';
import type { doctor as english } from '../en-US/doctor.js';

/** The doctor's findings (/doctor and `npm run doctor` as Discord members read them). */
export const doctor: AreaTranslation<typeof english> = {
  'doctor.title.problems': {
    one: '{count} problema que arreglar',
    many: '{count} de problemas que arreglar',
    other: '{count} problemas que arreglar',
  },
  'doctor.title.warnings': { one: '{count} aviso', many: '{count} de avisos', other: '{count} avisos' },
  'doctor.title.fine': 'Todo tiene buena pinta',
  'doctor.notShown': {
    one: '{count} resultado más sin mostrar: npm run doctor los muestra todos',
    many: '{count} de resultados más sin mostrar: npm run doctor los muestra todos',
    other: '{count} resultados más sin mostrar: npm run doctor los muestra todos',
  },

  'doctor.area.configuration': 'configuración',
  'doctor.area.database': 'base de datos',
  'doctor.area.providerToken': 'token del proveedor',
  'doctor.area.discord': 'discord',
  'doctor.area.webhook': 'webhook',
  'doctor.area.events': 'eventos',
  'doctor.area.installations': 'instalaciones',
  'doctor.area.links': 'vínculos',
  'doctor.area.server': 'servidor {server}',
  'doctor.area.gameQuery': 'consulta del juego',
  'doctor.area.boards': 'paneles de estado',
  'doctor.area.providerBudget': 'presupuesto del proveedor',
  'doctor.area.access': 'acceso',
  'doctor.area.shares': 'compartidos',
  'doctor.area.testAlert': 'alerta de prueba',

  'doctor.config.ok': 'válida; eventos por {source}, base de datos {database}',
  'doctor.config.personalToken':
    'HOSTING_TOKEN es un token personal (zhp_…): no se publicará ninguna alerta; los comandos funcionan, pero el feed de eventos y las instalaciones necesitan un token de bot (zhb_…): pon uno en HOSTING_TOKEN',
  'doctor.config.shardsOnSqlite':
    'SHARD_IDS ejecuta los shards {ids} de {total} con SQLite; los servidores de Discord de los demás shards solo los atiende otra instancia de hostcord, y las instancias solo comparten vínculos y alertas a través de PostgreSQL: pon la misma DATABASE_URL en cada una (con SQLite cada instancia tiene su propio archivo)',

  'doctor.database.cannotOpen':
    'no se puede abrir ({error}); revisa DATABASE_PATH y que su carpeta admita escritura, o DATABASE_URL',
  'doctor.database.sqliteOk': 'abierta, migraciones aplicadas, comprobación de integridad superada',
  'doctor.database.postgresOk': 'PostgreSQL responde, migraciones aplicadas',
  'doctor.database.postgresAtOk': 'PostgreSQL en {at} responde, migraciones aplicadas',
  'doctor.database.integrityFailed':
    'la comprobación de integridad ha fallado ({error}); restaura el archivo desde una copia de seguridad',
  'doctor.database.postgresDown':
    'PostgreSQL no responde ({error}); comprueba que esté en marcha, y DATABASE_URL',
  'doctor.database.postgresAtDown':
    'PostgreSQL en {at} no responde ({error}); comprueba que esté en marcha, y DATABASE_URL',

  'doctor.discord.loggedIn': {
    one: 'conectado como {tag}, en {count} servidor de Discord',
    many: 'conectado como {tag}, en {count} de servidores de Discord',
    other: 'conectado como {tag}, en {count} servidores de Discord',
  },

  'doctor.webhook.accepted':
    '{url} ha aceptado un ping firmado aquí con WEBHOOK_SECRET (si el proveedor firma con el mismo secreto se ve en sus entregas, en eventos)',
  'doctor.webhook.refused': '{url} ha respondido {status} a un ping firmado localmente; el log dice por qué',
  'doctor.webhook.nothing': 'nada responde en {url}; ¿está hostcord en marcha? (el doctor no lo arranca)',

  'doctor.events.notTakenIn': 'esta instancia de hostcord no recibe eventos',
  'doctor.events.noCheck': '{url} ha respondido sin comprobación de eventos; ¿es hostcord?',
  'doctor.events.nothingAnswers':
    'nada responde en {url}, así que no se sabe si llegan eventos; arranca hostcord y vuelve a ejecutar el doctor',
  'doctor.events.noReason': 'sin motivo indicado',
  'doctor.events.feedFails': 'el feed de eventos falla: {error}',
  'doctor.events.feedRetrying':
    'la última consulta del feed ha fallado ({error}); hostcord sigue reintentándolo',
  'doctor.events.history': 'leyendo el feed por primera vez; los eventos pasados se archivan, no se publican',
  'doctor.events.polledReceived': 'feed consultado hace {polled}: ok; último evento recibido hace {received}',
  'doctor.events.polledNone': 'feed consultado hace {polled}: ok; aún no se ha recibido ningún evento',
  'doctor.events.notPolledReceived':
    'el feed aún no se ha consultado; último evento recibido hace {received}',
  'doctor.events.notPolledNone': 'el feed aún no se ha consultado; aún no se ha recibido ningún evento',
  'doctor.events.delivered': 'última entrega de webhook del proveedor aceptada hace {ago}',
  'doctor.events.noDelivery':
    'ninguna entrega de webhook del proveedor desde que arrancó hostcord; «enviar evento de prueba» en el proveedor envía una',
  'doctor.events.refusedAccepted':
    'se rechazan las entregas de webhook: la última hace {rejected} ({reason}); la última entrega aceptada del proveedor llegó hace {delivered}; el log dice por qué',
  'doctor.events.refusedNone':
    'se rechazan las entregas de webhook: la última hace {rejected} ({reason}); no se ha aceptado ninguna desde que arrancó hostcord; el log dice por qué',
  'doctor.events.wrongSecretAccepted':
    'se rechazan las entregas de webhook: la última hace {rejected} ({reason}); la última entrega aceptada del proveedor llegó hace {delivered}. WEBHOOK_SECRET no es el secreto actual del webhook del proveedor (renovarlo crea uno nuevo): copia el secreto zhs_… de los ajustes del webhook del proveedor en WEBHOOK_SECRET y reinicia hostcord. Ignora esto si estas peticiones no vienen del proveedor',
  'doctor.events.wrongSecretNone':
    'se rechazan las entregas de webhook: la última hace {rejected} ({reason}); no se ha aceptado ninguna desde que arrancó hostcord. WEBHOOK_SECRET no es el secreto actual del webhook del proveedor (renovarlo crea uno nuevo): copia el secreto zhs_… de los ajustes del webhook del proveedor en WEBHOOK_SECRET y reinicia hostcord. Ignora esto si estas peticiones no vienen del proveedor',

  'doctor.games.off': 'desactivada (GAME_QUERY=off): no se pregunta a ningún juego quién está jugando',
  'doctor.games.notAsked':
    'servidor {server}: aún no consultado; hostcord lo consulta en su próxima actualización',
  'doctor.games.answering':
    'servidor {server}: responde ({game} en el puerto {port}, jugadores {online}/{max})',
  'doctor.games.noAddress':
    'servidor {server}: sin dirección en el proveedor, así que no hay nada que consultar',
  'doctor.games.unknownGame': 'servidor {server}: juego desconocido; dile a hostcord cuál es con {command}',
  'doctor.games.notQueryable':
    'servidor {server}: {game} no se puede consultar ({error}); {command} silencia esto',
  'doctor.games.queryOff': 'servidor {server}: desactivada ({command})',
  'doctor.games.notAnswering':
    'servidor {server}: no responde ({game} en el puerto {port}: {error}); comprueba que la consulta del juego esté activada y que hostcord llegue a ese puerto (UDP y TCP), o indica el puerto correcto con {command}',
  'doctor.games.noAnswer': 'sin respuesta',

  'doctor.access.allowed': {
    one: 'solo se atiende el {count} servidor de Discord de ALLOWED_GUILD_IDS, que puede vincular directamente servidores de juego sin reclamar',
    many: 'solo se atienden los {count} de servidores de Discord de ALLOWED_GUILD_IDS, que pueden vincular directamente servidores de juego sin reclamar',
    other:
      'solo se atienden los {count} servidores de Discord de ALLOWED_GUILD_IDS, que pueden vincular directamente servidores de juego sin reclamar',
  },
  'doctor.access.publicBot':
    'el bot es público y ALLOWED_GUILD_IDS no está definido: cualquiera puede añadirlo a su servidor de Discord. Nadie llega a un servidor de juego sin demostrar que lo controla o sin un código para compartir, pero desactiva «Public Bot» en el Discord Developer Portal (página Bot), o pon en ALLOWED_GUILD_IDS los servidores de Discord que atiendes',
  'doctor.access.private':
    'el bot es privado; los servidores de Discord donde el dueño (o el equipo) de la aplicación es miembro vinculan directamente servidores de juego sin reclamar, los demás demuestran el control en el proveedor o usan un código para compartir',
  'doctor.access.unreadable':
    'no se ha podido leer la aplicación de Discord para ver si es pública; vuelve a ejecutar el doctor',
  'doctor.shares.guild': 'servidor de Discord {id}',
  'doctor.shares.migrated':
    'el servidor {server} (de {owner}) se comparte con {guild} porque ambos lo vincularon antes de que existieran las reclamaciones; revísalo y termínalo con {command} en el servidor de Discord dueño si no era lo que se quería',
  'doctor.shares.code':
    'el servidor {server} (de {owner}) se comparte con {guild} mediante un código para compartir; {command} en el servidor de Discord dueño lo termina',

  'doctor.provider.apiUrlWrong':
    'HOSTING_API_URL {url} no lleva a la API del proveedor (404 para {path}); pon solo la dirección del proveedor, p. ej. https://panel.example.com',
  'doctor.provider.apiUrlUnreachable':
    'HOSTING_API_URL {url} no es accesible ({error}); revisa la dirección y la red',
  'doctor.token.refused401':
    'el proveedor rechaza HOSTING_TOKEN (401: no válido, caducado o revocado): crea un nuevo token de bot (zhb_…) en los ajustes de desarrollador del proveedor, ponlo en HOSTING_TOKEN y reinicia hostcord',
  'doctor.token.refused403':
    'el proveedor rechaza HOSTING_TOKEN (403 para {op}: el token no puede hacer lo que hostcord necesita): crea un nuevo token de bot (zhb_…) en los ajustes de desarrollador del proveedor, ponlo en HOSTING_TOKEN y reinicia hostcord',
  'doctor.token.cannotCheck': 'no se puede comprobar: {problem}',
  'doctor.token.personal': 'token personal',
  'doctor.token.bot': 'token de bot',
  'doctor.token.scopes': 'scopes {scopes}',
  'doctor.token.scopesNone': 'sin scopes',
  'doctor.token.scopesUnknown': 'scopes no indicados',
  'doctor.token.expires': {
    one: '{kind}, {scopes}, caduca el {date} (en {count} día)',
    many: '{kind}, {scopes}, caduca el {date} (en {count} de días)',
    other: '{kind}, {scopes}, caduca el {date} (en {count} días)',
  },
  'doctor.token.expiresSoon': {
    one: '{kind} caduca el {date} (en {count} día); crea uno nuevo y actualiza HOSTING_TOKEN antes',
    many: '{kind} caduca el {date} (en {count} de días); crea uno nuevo y actualiza HOSTING_TOKEN antes',
    other: '{kind} caduca el {date} (en {count} días); crea uno nuevo y actualiza HOSTING_TOKEN antes',
  },
  'doctor.token.facts': '{kind}, {scopes}',
  'doctor.token.noExpiry': '{kind}, {scopes}, sin caducidad indicada',
  'doctor.token.personalWarning':
    'un token personal (zhp_…) no recibe eventos ni instalaciones; usa un token de bot (zhb_…)',

  'doctor.installations.cannotList': 'no se pueden listar: {problem}',
  'doctor.installations.none':
    'el bot no está instalado en ningún servidor; pide a un dueño de servidor que lo instale',
  'doctor.installations.unlinked':
    '{server} está instalado pero no vinculado a ningún canal; vincúlalo con {command}',
  'doctor.links.none': 'aún no hay ningún servidor vinculado; un admin puede usar {command}',
  'doctor.servers.installed':
    'instalado, todos los scopes que necesitan los comandos están concedidos, suscrito a {events}',
  'doctor.servers.notInstalled':
    'el bot no está instalado en él: sus comandos se rechazan y no llegan alertas; pide al dueño del servidor que instale el bot',
  'doctor.servers.inactive':
    'la instalación del bot está {status}, no activa; pide al dueño del servidor que la mire en el panel del proveedor',
  'doctor.servers.unknownState':
    'la instalación del bot está en un estado desconocido, no activa; pide al dueño del servidor que la mire en el panel del proveedor',
  'doctor.servers.unsubscribed':
    'las alertas de {name} no llegarán nunca: suscribe la instalación a {events} en el panel del proveedor',
  'doctor.servers.scopes':
    'sin conceder: {scopes}; los comandos que los necesitan se rechazan allí. Pide al dueño del servidor que los añada a la instalación del bot',

  'doctor.link.channelId': 'canal {id}',
  'doctor.link.gone': '{channel} ya no existe; desvincúlalo con {unlink} o vincula otro canal con {link}',
  'doctor.link.lacks': '{channel}: al bot le falta {permissions}; concédeselo en los permisos del canal',
  'doctor.link.broken':
    '{channel}: alertas detenidas, el vínculo está roto ({reason}); cuando el canal esté arreglado, vuelve a ejecutar {command}',
  'doctor.link.refusedMessage': 'Discord rechazó un mensaje',
  'doctor.link.inactive':
    '{channel}: el vínculo está inactivo, el bot se desinstaló del servidor; las alertas vuelven cuando se instale de nuevo',
  'doctor.link.filterClosed':
    '{channel}: su filtro {filter} ({values}) no coincide con ninguno de los valores vistos en los eventos de este servidor ({seen}), así que no se publica nada allí; cámbialo con {command}',
  'doctor.link.noRecovery':
    '{channel}: al bot le falta {permission}; las alertas llegan, pero una publicada justo cuando hostcord se detuvo de golpe puede publicarse dos veces al volver a arrancar minutos después; concédeselo en los permisos del canal',
  'doctor.link.ok': '{channel}: el bot puede publicar alertas',

  'doctor.boards.broken':
    'el panel de estado de <#{channel}> está roto: {reason}; arregla los permisos del canal y vuelve a ejecutar {command} allí',
  'doctor.boards.refused': 'Discord rechazó el canal',
  'doctor.boards.ok': 'el panel de estado de <#{channel}> se mantiene al día',
  'doctor.budget.fits':
    'servidores en paneles: {servers}; una actualización necesita {need} llamadas al proveedor de las {allowed} que PROVIDER_CALLS_PER_SECOND permite en BOARD_REFRESH_SECONDS',
  'doctor.budget.stretches':
    'servidores en paneles: {servers}; una actualización necesita {need} llamadas al proveedor, más que las {allowed} que PROVIDER_CALLS_PER_SECOND permite en BOARD_REFRESH_SECONDS ({promised} s): leerlos tarda {seconds} s. Sube PROVIDER_CALLS_PER_SECOND a lo que permita tu proveedor, o BOARD_REFRESH_SECONDS',
};
