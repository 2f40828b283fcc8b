import type { AreaTranslation } from '../../translation.js';
import type { provider as english } from '../en-US/provider.js';

/** The provider's errors and state values as members read them. */
export const provider: AreaTranslation<typeof english> = {
  'provider.rateLimited': {
    one: 'El proveedor está limitando cuántas veces puede llamarlo el bot. Inténtalo de nuevo en {count} segundo.',
    many: 'El proveedor está limitando cuántas veces puede llamarlo el bot. Inténtalo de nuevo en {count} de segundos.',
    other:
      'El proveedor está limitando cuántas veces puede llamarlo el bot. Inténtalo de nuevo en {count} segundos.',
  },
  'provider.rateLimitedMoment':
    'El proveedor está limitando cuántas veces puede llamarlo el bot. Inténtalo de nuevo en un momento.',
  'provider.scope':
    'El dueño del servidor no le ha dado a este bot el permiso {scope}. Pídele que lo añada a la instalación del bot.',
  'provider.scopeUnnamed':
    'El dueño del servidor no le ha dado a este bot un permiso que esta acción necesita. Pídele que lo añada a la instalación del bot.',
  'provider.invalid': 'El proveedor ha rechazado la petición por no ser válida.',
  'provider.invalidWithId':
    'El proveedor ha rechazado la petición por no ser válida. (ID de petición {requestId})',
  'provider.invalidFields': 'El proveedor ha rechazado la petición por no ser válida: {fields}.',
  'provider.invalidFieldsWithId':
    'El proveedor ha rechazado la petición por no ser válida: {fields}. (ID de petición {requestId})',
  'provider.moreFields': 'y {count} más',
  'provider.tokenRefusedSince':
    'El proveedor rechaza el token de hostcord desde {since}, así que no se puede leer ni controlar ningún servidor de juego. Un admin del bot tiene que poner un token válido en HOSTING_TOKEN y reiniciar hostcord.',
  'provider.tokenInvalid':
    'El proveedor rechaza el token de hostcord (no válido, caducado o revocado), así que no se puede leer ni controlar ningún servidor de juego. Un admin del bot tiene que poner un token válido en HOSTING_TOKEN y reiniciar hostcord.',
  'provider.forbidden':
    'El proveedor no deja que el bot haga esto en ese servidor: la cuenta que instaló el bot no tiene acceso al servidor, o la acción necesita un token de bot. Pide al dueño del servidor que revise la instalación.',
  'provider.notFound':
    'El bot no ve ese servidor o elemento: no existe, o el bot no está instalado en ese servidor. Revisa el servidor o pide a su dueño que instale el bot en él.',
  'provider.serverNotReady':
    'El servidor no puede hacer eso ahora mismo: todavía se está instalando o está suspendido. Inténtalo cuando esté listo, o míralo en el panel del proveedor.',
  'provider.conflict':
    'El servidor está ocupado con algo que choca con esta acción. Espera un momento y vuelve a intentarlo.',
  'provider.conflictCode':
    'El servidor está ocupado con algo que choca con esta acción. Espera un momento y vuelve a intentarlo. (código {code})',
  'provider.capacity':
    'El proveedor no tiene capacidad libre para este servidor ahora mismo. Inténtalo más tarde.',
  'provider.startBlocked':
    'El proveedor no deja arrancar este servidor ahora mismo. Revisa el servidor en el panel del proveedor.',
  'provider.idempotencyInProgress':
    'La misma petición todavía se está procesando. Espera unos segundos y comprueba el resultado antes de volver a intentarlo.',
  'provider.idempotencyKeyReused':
    'Este botón o comando ya se usó para otra petición. Vuelve a ejecutar el comando.',
  'provider.internal':
    'El proveedor ha tenido un error interno. Inténtalo de nuevo; si sigue pasando, contacta con el soporte del proveedor.',
  'provider.internalWithId':
    'El proveedor ha tenido un error interno. Inténtalo de nuevo; si sigue pasando, contacta con el soporte del proveedor e indica el ID de petición {requestId}.',
  'provider.refused':
    'El proveedor ha rechazado la petición (código {code}). Si sigue pasando, avisa a un admin del bot.',
  'provider.refusedWithId':
    'El proveedor ha rechazado la petición (código {code}, ID de petición {requestId}). Si sigue pasando, avisa a un admin del bot.',
  'provider.timedOut':
    'El proveedor no ha respondido a tiempo. La acción puede que aún se haga: revisa el servidor antes de volver a intentarlo.',
  'provider.aborted': 'La petición al proveedor se canceló antes de terminar.',
  'provider.unreachable':
    'El bot no ha podido contactar con el proveedor. Inténtalo en un minuto; si sigue pasando, avisa a un admin del bot.',
  'provider.notSent': 'No se ha enviado al proveedor: {reason}',
  'provider.badAnswer':
    'El proveedor ha enviado una respuesta que el bot no entiende. Avisa a un admin del bot.',
  'provider.badAnswerWithId':
    'El proveedor ha enviado una respuesta que el bot no entiende (ID de petición {requestId}). Avisa a un admin del bot.',
  'provider.failed':
    'Algo ha fallado al hablar con el proveedor. Inténtalo de nuevo; si sigue pasando, avisa a un admin del bot.',

  'provider.check.limit': '{field} tiene que ser un número entero de 1 a 100.',
  'provider.check.idempotencyKey':
    'la clave de idempotencia tiene que tener de 1 a 128 caracteres ASCII visibles, sin espacios.',
  'provider.check.id': '{field} tiene que ser un ID no vacío.',
  'provider.check.signal': 'la señal de encendido tiene que ser una de {signals}.',
  'provider.check.killAfterStopOnly': '{field} solo vale para la señal de parada.',
  'provider.check.killAfterRange': '{field} tiene que ser un número entero de 10 a 600.',
  'provider.check.command': 'el comando de consola tiene que tener de 1 a 1024 caracteres.',

  'provider.install.personalToken':
    '⚠️ El token de hostcord es un token personal (zhp_…): el proveedor no le envía eventos, así que no llegará ninguna alerta real. El operador pone un token de bot (zhb_…) en HOSTING_TOKEN.',
  'provider.install.unchecked':
    '⚠️ No se ha podido leer ahora mismo la instalación del bot en este servidor desde el proveedor, así que no se sabe si llegarán sus alertas: `{command}` lo comprueba.',
  'provider.install.missing':
    '⚠️ El bot no está instalado en este servidor en el proveedor: sus comandos se rechazan y no llegará ninguna alerta. Pide al dueño del servidor que instale el bot.',
  'provider.install.inactive':
    '⚠️ La instalación del bot en este servidor está {status}, no activa: no llegará ninguna alerta hasta que lo esté. Pide al dueño del servidor que la mire en el panel del proveedor.',
  'provider.install.unsubscribed':
    '⚠️ La instalación del bot no está suscrita a {events}, así que nunca llegará una alerta real. Pide al dueño del servidor que la suscriba a {events} en el panel del proveedor.',
  'provider.install.scope':
    '⚠️ A la instalación del bot le falta el permiso {scopes}: los comandos que lo necesitan se rechazan para este servidor. Pide al dueño del servidor que se lo dé a la instalación del bot.',
  'provider.install.scopes':
    '⚠️ A la instalación del bot le faltan los permisos {scopes}: los comandos que los necesitan se rechazan para este servidor. Pide al dueño del servidor que se los dé a la instalación del bot.',

  'provider.state.running': 'en marcha',
  'provider.state.online': 'en línea',
  'provider.state.started': 'iniciado',
  'provider.state.starting': 'arrancando',
  'provider.state.restarting': 'reiniciando',
  'provider.state.booting': 'arrancando',
  'provider.state.installing': 'instalándose',
  'provider.state.installed': 'instalado',
  'provider.state.stopping': 'parándose',
  'provider.state.stopped': 'parado',
  'provider.state.offline': 'desconectado',
  'provider.state.crashed': 'caído',
  'provider.state.error': 'error',
  'provider.state.exited': 'finalizado',
  'provider.state.killed': 'forzado a parar',
  'provider.state.active': 'activo',
  'provider.state.suspended': 'suspendido',
};
