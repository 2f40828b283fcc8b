import type { AreaTranslation } from '../../translation.js';
import type { links as english } from '../en-US/links.js';

/** Linking, sharing and alert filters: /link, /links, /unlink, /share, /unshare, /servers, /alerts. */
export const links: AreaTranslation<typeof english> = {
  'links.linked':
    '**{server}** vinculado → {channel}. Sus alertas se publican ahí, y los comandos de este servidor de Discord pueden usarlo.',
  'links.renewed':
    'Vínculo renovado: **{server}** → {channel}. Sus alertas se publican ahí, y los comandos de este servidor de Discord pueden usarlo.',
  'links.noteShared':
    'Sus dueños lo han compartido con este servidor de Discord; pueden terminarlo con `/dejar-de-compartir`.',
  'links.noteProofCode':
    'Ahora pertenece a este servidor de Discord. Ya puedes quitar el código de su nombre.',
  'links.noteClaimed':
    'Ahora pertenece a este servidor de Discord: otros servidores de Discord solo pueden usarlo con un código para compartir (`/compartir`).',
  'links.noteVerified':
    'Verificado: ahora pertenece a este servidor de Discord. Ya puedes quitar el código de su nombre.',
  'links.alreadyDone':
    'Ya está hecho: este servidor pertenece a este servidor de Discord y está vinculado aquí.',
  'links.missingPermissions':
    '⚠️ Al bot le falta {permissions} en {channel}, así que todavía no puede publicar alertas ahí. Dale esos permisos en los ajustes del canal.',
  'links.proof':
    'Nadie ha reclamado todavía el servidor {server}. Para vincularlo aquí, demuestra que lo controlas en el proveedor:\n1. En el panel del proveedor, añade **`{code}`** al nombre del servidor (en cualquier parte) y guarda.\n2. Pulsa **Verificar** antes de las {time} ({relative}). El código funciona una vez, solo para ti y solo en este servidor de Discord.\n3. Después, quita el código del nombre.',
  'links.verify': 'Verificar',

  'links.notLinkable':
    'Ese servidor no se puede vincular aquí. Elige uno de la lista o revisa su id. Si otro servidor de Discord ya lo usa, pide a sus admins un código para compartir (`/compartir`) y ponlo en `código`.',
  'links.cantSee':
    'El bot no ve ese servidor. Revisa el id y que el dueño del servidor haya instalado el bot en él.',
  'links.wrongCode':
    'Ese código no es válido. Revisa que no tenga erratas o pide uno nuevo: los códigos para compartir salen de `/compartir` en el servidor de Discord dueño del servidor de juego.',
  'links.usedCode':
    'Ese código ya se ha usado: los códigos sirven una sola vez. Pide un código para compartir nuevo, o vuelve a usar `/vincular` para un código de propiedad nuevo.',
  'links.expiredCode':
    'Ese código ha caducado (los códigos de propiedad duran 15 minutos; los de compartir, 24 horas). Pide un código para compartir nuevo, o vuelve a usar `/vincular` para un código de propiedad nuevo.',
  'links.otherServerCode':
    'Ese código es de otro servidor de juego. Pon el id de `servidor` que venía con el código.',
  'links.notYourCode':
    'Ese código de propiedad es de otro miembro o de otro servidor de Discord. Usa tú mismo `/vincular` con el id del servidor para tener tu propio código.',
  'links.ownShareCode':
    'Ese código para compartir es para otro servidor de Discord: dáselo a un admin de allí, que lo usará con `/vincular`.',
  'links.voidCode':
    'Ese código para compartir ya no funciona: el servidor de Discord que lo creó ya no es dueño del servidor de juego. Pide un código nuevo a quien lo tenga ahora.',
  'links.verifyNotYours':
    'Este botón Verificar no es para ti, o su código caducó o ya se usó. Usa `/vincular` con el id del servidor para tener tu propio código.',
  'links.codeNotInName':
    'hostcord ha leído el nombre del servidor en el proveedor y tu código aún no está. Pon el código en el nombre del servidor en el panel del proveedor, guarda y vuelve a pulsar **Verificar** (en los 15 minutos siguientes a pedirlo).',
  'links.claimTaken':
    'Otro servidor de Discord acaba de reclamar este servidor de juego, así que no se ha vinculado aquí. Pide a sus admins un código para compartir (`/compartir`).',
  'links.onlyOwner':
    'Solo el servidor de Discord dueño de **{server}** puede compartirlo o terminar sus comparticiones: este lo usa gracias a una compartición.',

  'links.linkedTitle': 'Servidores vinculados',
  'links.boardsTitle': 'Paneles de estado',
  'links.stateInactive': '⏸️ inactivo: el bot se desinstaló de este servidor en el proveedor',
  'links.stateBroken':
    '⚠️ roto: Discord rechazó nuestros mensajes en este canal; arregla los permisos y vuelve a usar `/vincular`',
  'links.trustUnknown':
    'hostcord no ha podido comprobar con Discord si este servidor de Discord es de confianza, así que no reclama nada. Inténtalo de nuevo en un minuto; si sigue pasando, el operador del bot debe mirar el registro.',
  'links.noLongerShared':
    '⛔ ya no se puede usar aquí: el servidor de Discord dueño terminó la compartición (o dejó el servidor). Sus comandos y alertas se han parado. Pide a sus admins un código para compartir nuevo y vincúlalo con él usando `/vincular`, o quítalo con `/desvincular`',
  'links.allAlerts': 'todas las alertas',
  'links.filterCategories': 'categorías {list}',
  'links.filterTypes': 'tipos {list}',
  'links.filterSeverities': 'gravedades {list}',
  'links.usedThroughShare':
    '{server} se usa aquí gracias a una compartición del servidor de Discord que es su dueño.',
  'links.sharedWith':
    '{server} está compartido con {guilds}. `/dejar-de-compartir` termina una compartición.',
  'links.sharedBeforeShares': '{guild} (de antes de que existieran las comparticiones: revísalo)',
  'links.boardUpdated': 'se actualiza cuando cambian los servidores',
  'links.boardBroken': '⚠️ roto: arregla los permisos del canal y vuelve a usar `/panel crear` allí',
  'links.boardBrokenBecause':
    '⚠️ roto ({reason}): arregla los permisos del canal y vuelve a usar `/panel crear` allí',

  'links.notLinkedToChannel': 'Ese servidor no está vinculado a {channel}.',
  'links.unlinkedFrom': '**{server}** desvinculado de {channel}.',
  'links.unlinkedFromChannels': {
    one: '**{server}** desvinculado de {count} canal.',
    many: '**{server}** desvinculado de {count} de canales.',
    other: '**{server}** desvinculado de {count} canales.',
  },
  'links.released':
    'Ya no pertenece a este servidor de Discord. Si se vuelve a vincular, se reclama de nuevo.',
  'links.releasedShares': {
    one: 'Ya no pertenece a este servidor de Discord, y se ha terminado su compartición con {count} servidor de Discord más. Si se vuelve a vincular, se reclama de nuevo.',
    many: 'Ya no pertenece a este servidor de Discord, y se han terminado sus comparticiones con {count} de servidores de Discord más. Si se vuelve a vincular, se reclama de nuevo.',
    other:
      'Ya no pertenece a este servidor de Discord, y se han terminado sus comparticiones con {count} servidores de Discord más. Si se vuelve a vincular, se reclama de nuevo.',
  },

  'links.shareAsk':
    '¿Compartir **{server}** con otro servidor de Discord? Sus admins podrán vincularlo, y sus miembros usar en él todos los comandos que sus admins permitan: reiniciar, parar, consola, copias de seguridad. Sus alertas también se publicarán allí.\nSolo tú puedes responder; los botones funcionan hasta las {time}.',
  'links.shareCreate': 'Crear código para compartir',
  'links.shareAnswered': 'Esta pregunta ya se respondió; no se ha creado un segundo código.',
  'links.shareCancelled': 'Cancelado. No se ha creado ningún código.',
  'links.shareCode':
    'Código para compartir **{server}**: {code}\nDáselo en privado a un admin del otro servidor de Discord. Allí tiene que usar:\n`{command}`\nFunciona una vez, hasta {time}. Después `/vínculos` muestra la compartición aquí, y `/dejar-de-compartir` la termina cuando quieras.',
  'links.notSharedWith':
    '**{server}** no está compartido con ese servidor de Discord. `/vínculos` muestra con quién se comparte.',
  'links.unshared':
    '**{server}** ya no está compartido con {guild}: desde ahora sus comandos se rechazan allí y sus alertas ya no se publican allí.',

  'links.serverLine': '**{server}** — {status}, energía {power}',
  'links.notVisible': '{server} — el bot ya no lo ve (¿se desinstaló?)',
  'links.noneYet': 'Todavía ninguno.',
  'links.unlinkedTitle': 'Aún sin vincular en ningún sitio (usa /vincular)',
  'links.noneLinkable':
    'Ninguno que puedas vincular directamente. Para vincular un servidor tuyo, usa `/vincular` con su id (del panel del proveedor): hostcord te pedirá que demuestres que lo controlas. Un servidor que usa otro servidor de Discord necesita un código para compartir de sus admins.',

  'links.alreadyAnswered': 'Esto ya se confirmó; no se ha vuelto a enviar nada.',
  'links.auditUnavailable':
    'hostcord no ha podido escribir esta acción en su registro de auditoría (su base de datos rechaza escrituras: puede que el disco esté lleno o en solo lectura), así que no se ha enviado nada al servidor. Avisa a un admin del bot y vuelve a intentarlo cuando esté arreglado.',
  'links.pageNewer': '◀ Más recientes',
  'links.pageOlder': 'Más antiguos ▶',
  'links.pagesExpired': 'Estas páginas han caducado. Vuelve a usar el comando.',
};
