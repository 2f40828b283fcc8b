import type { AreaTranslation } from '../../translation.js';
import type { schedule as english } from '../en-US/schedule.js';

/** Restarts, power, backups, say and console: their replies, notices and the countdown in game. */
export const schedule: AreaTranslation<typeof english> = {
  'schedule.hours': { one: '{count} hora', many: '{count} horas', other: '{count} horas' },
  'schedule.minutes': { one: '{count} minuto', many: '{count} minutos', other: '{count} minutos' },
  'schedule.seconds': { one: '{count} segundo', many: '{count} segundos', other: '{count} segundos' },

  'schedule.countdown': 'El servidor se reinicia en {duration}.',
  'schedule.countdownCancelled': 'Reinicio programado cancelado: el servidor sigue encendido.',

  'schedule.done': '✅ **{server}**: reinicio programado hecho, previsto para {time}.',
  'schedule.doneJob': '✅ **{server}**: reinicio programado hecho (tarea {job}), previsto para {time}.',
  'schedule.failed': '❌ **{server}**: el reinicio programado para {time} ha fallado. {reason}',
  'schedule.skippedSchedule':
    '⏭️ **{server}**: reinicio de las {time} saltado: hostcord estaba desconectado a esa hora ({time} {zone}, {at}). Un reinicio nunca se hace tarde; no se ha enviado nada.',
  'schedule.skippedOnce':
    '⏭️ **{server}**: reinicio de las {time} saltado: hostcord estaba desconectado a esa hora ({at}). Un reinicio nunca se hace tarde; no se ha enviado nada.',
  'schedule.nextRun': 'Próximo reinicio: {time}.',
  'schedule.boardPlanned': '🔁 Reinicio previsto: {time}',
  'schedule.failedTwice': 'hostcord se paró dos veces mientras lo enviaba; `{command}` muestra si se hizo.',
  'schedule.failedTooLate':
    'Resultado desconocido: hostcord se paró mientras lo enviaba y ha vuelto demasiado tarde para reintentarlo. `{command}` muestra si se hizo.',
  'schedule.failedUnexpected': 'Algo ha fallado en hostcord; mira su registro.',

  'schedule.laterQuestion':
    '¿Reiniciar **{server}** en {duration}? La cuenta atrás empieza cuando confirmes. {warnings} Los jugadores se desconectan durante el reinicio.',
  'schedule.withMessage': 'Con el mensaje: {message}',
  'schedule.onlyYou': 'Solo tú puedes responder; los botones funcionan hasta las {until} ({relative}).',
  'schedule.notWarned': 'No se avisa a los jugadores en el juego.',
  'schedule.warned': 'Se avisa a los jugadores en el juego {warnings} antes.',
  'schedule.warnedEach': 'Se avisa a los jugadores en el juego {warnings} antes de cada reinicio.',
  'schedule.warnedFirst':
    'Se avisa a los jugadores en el juego {first} antes de este primer reinicio; en los siguientes, {warnings} antes.',
  'schedule.warnedNoneFirst':
    'Este primer reinicio llega demasiado pronto para avisar a los jugadores en el juego; en los siguientes se les avisará {warnings} antes.',
  'schedule.scheduleButton': 'Programar reinicio',
  'schedule.laterConfirmed':
    '✅ Programado. El reinicio y su botón **Cancelar** están en el mensaje de abajo.',
  'schedule.laterAlready': 'Esto ya estaba confirmado; no se ha programado nada otra vez.',
  'schedule.scheduled': '⏲️ **{server}** se reinicia a las {time} ({relative}), lo pidió {member}. {warnings}',
  'schedule.mayCancel': 'Los miembros que pueden usar `{command}` pueden cancelarlo hasta entonces.',
  'schedule.cancelButton': 'Cancelar reinicio',
  'schedule.cancelledBy': '🛑 {member} ha cancelado el reinicio de **{server}** previsto para {time}.',
  'schedule.refusedRan':
    'Este reinicio ya se hizo (o se está enviando ahora): no hay nada que cancelar. `{command}` muestra cómo fue.',
  'schedule.refusedCancelled': 'Este reinicio ya estaba cancelado.',
  'schedule.refusedSkipped':
    'Este reinicio se saltó (hostcord estaba desconectado a su hora): no hay nada que cancelar.',
  'schedule.messageNeedsIn':
    'El mensaje se dice en el juego durante la cuenta atrás de un reinicio posterior: añade `en` (p. ej. `10m`) o quita el mensaje.',
  'schedule.delayInvalid':
    'No programado: `{given}` no es un plazo. Escríbelo como `90s`, `10m` o `1h30m`: de 1 minuto a 24 horas.',
  'schedule.delayTooShort':
    'No programado: el plazo debe ser de al menos 1 minuto. Escríbelo como `90s`, `10m` o `1h30m`: de 1 minuto a 24 horas.',
  'schedule.delayTooLong':
    'No programado: el plazo puede ser de 24 horas como mucho. Escríbelo como `90s`, `10m` o `1h30m`: de 1 minuto a 24 horas.',

  'schedule.verbStart': 'Encender',
  'schedule.verbRestart': 'Reiniciar',
  'schedule.verbStop': 'Detener',
  'schedule.verbKill': 'Forzar cierre',
  'schedule.askStart': '¿Encender **{server}**?',
  'schedule.askRestart': '¿Reiniciar **{server}**? Los jugadores se desconectan durante el reinicio.',
  'schedule.askStop':
    '¿Detener **{server}**? Los jugadores se desconectan y el servidor sigue apagado hasta que alguien lo encienda.',
  'schedule.askKill':
    '¿Forzar el cierre de **{server}**? El proceso termina al momento, sin guardar: se pierde el progreso no guardado.',
  'schedule.killAfter': {
    one: 'Si sigue en marcha tras {count} segundo, se fuerza el cierre.',
    many: 'Si sigue en marcha tras {count} segundos, se fuerza el cierre.',
    other: 'Si sigue en marcha tras {count} segundos, se fuerza el cierre.',
  },
  'schedule.doingStart': 'Encendiendo **{server}**…',
  'schedule.doingRestart': 'Reiniciando **{server}**…',
  'schedule.doingStop': 'Deteniendo **{server}**…',
  'schedule.doingKill': 'Forzando el cierre de **{server}**…',
  'schedule.queuedStart': '✅ Encendido en cola para **{server}**.',
  'schedule.queuedRestart': '✅ Reinicio en cola para **{server}**.',
  'schedule.queuedStop': '✅ Detención en cola para **{server}**.',
  'schedule.queuedKill': '✅ Cierre forzado en cola para **{server}**.',
  'schedule.queuedStartJob': '✅ Encendido en cola para **{server}** (tarea {job}).',
  'schedule.queuedRestartJob': '✅ Reinicio en cola para **{server}** (tarea {job}).',
  'schedule.queuedStopJob': '✅ Detención en cola para **{server}** (tarea {job}).',
  'schedule.queuedKillJob': '✅ Cierre forzado en cola para **{server}** (tarea {job}).',
  'schedule.deduped':
    'El proveedor lo marca como duplicado: se ha unido a la misma señal puesta en cola hace un momento.',
  'schedule.replayed':
    'Esta petición ya había llegado al proveedor; ha respondido como antes y no ha hecho nada dos veces.',
  'schedule.resultInActivity': 'El resultado aparece en la actividad del servidor (`{command}`).',
  'schedule.tryAgain': 'Reintentar',
  'schedule.tryAgainHint':
    '**Reintentar** repite la misma petición: si ya llegó al proveedor, no se ejecuta dos veces.',
  'schedule.cancel': 'Cancelar',
  'schedule.cancelled': 'Cancelado. Ya no se envía nada desde esta pregunta.',
  'schedule.notYours': 'Solo el miembro que usó este comando puede responder a esta pregunta.',
  'schedule.expired':
    'Esta pregunta ha caducado: sus botones funcionan durante {seconds} segundos. Vuelve a usar el comando.',
  'schedule.chooseAction': 'Elige una acción de la lista: Encender, Detener o Forzar cierre.',
  'schedule.killAfterOnlyStop':
    '`forzar-tras` solo va con Detener: indica cuándo una detención que se atasca pasa a cierre forzado.',
  'schedule.killAfterRange': '`forzar-tras` va de {min} a {max} segundos.',

  'schedule.consoleControl':
    'No enviado: el texto tiene un salto de línea u otro carácter de control, que la consola tomaría como el inicio de un segundo comando. Envía una sola línea de texto normal.',
  'schedule.consoleEmpty': 'No enviado: el texto está vacío.',
  'schedule.consoleTooLong':
    'No enviado: un comando de consola tiene como mucho {max} caracteres; este tiene {length}.',
  'schedule.consoleTooLongPrefix':
    'No enviado: un comando de consola tiene como mucho {max} caracteres contando `{prefix}` y su espacio; este tiene {length}.',
  'schedule.consoleSent': '✅ Enviado a la consola de **{server}**:',
  'schedule.consoleNoAnswer':
    'El juego no responde aquí; su salida está en la consola del panel del proveedor.',

  'schedule.made':
    '🔁 Programación #{id}: **{server}** se reinicia {days} a las {time}, zona horaria {zone}.',
  'schedule.zoneDefault': '{zone} (no se indicó zona horaria, así que UTC)',
  'schedule.madeNext': 'Próximo reinicio: {time} ({relative}).',
  'schedule.removeHint': '`{command}` la quita.',
  'schedule.none': 'No hay reinicios programados en este servidor de Discord. `{command}` añade uno.',
  'schedule.listTitle': 'Reinicios programados ({count}):',
  'schedule.listLine': '#{id} · {server} · {days} a las {time} {zone} · {next}',
  'schedule.listNext': 'próximo {time} ({relative})',
  'schedule.listNoRun': 'ninguno previsto',
  'schedule.choice': '#{id} {server} · {days} a las {time} {zone}',
  'schedule.noSuch':
    'No hay ninguna programación #{id} en este servidor de Discord. `{command}` las muestra.',
  'schedule.removed': '🗑️ Programación #{id} quitada: {server} ya no se reinicia {days} a las {time} {zone}.',
  'schedule.notUsable': 'un servidor que este servidor de Discord ya no puede usar',
  'schedule.everyDay': 'todos los días',
  'schedule.badTime':
    'No programado: `{given}` no es una hora. Escríbela como HH:MM en formato de 24 horas, p. ej. `04:00` o `23:30`.',
  'schedule.badZone':
    'No programado: `{given}` no es una zona horaria que hostcord conozca. Elige una de la lista: un nombre IANA como `Europe/Madrid` o `America/New_York` (por defecto `UTC`).',
  'schedule.badDay':
    'No programado: `{given}` no es un día. Escribe días como `mon, wed, fri`, o `weekdays`, `weekends`, `daily`.',

  'schedule.backupStarted':
    '✅ Copia de seguridad iniciada para **{server}**. Se hace en segundo plano; `{command}` la muestra.',
  'schedule.backupRecord': 'Ficha de la copia',
  'schedule.backupsTitle': 'Copias de seguridad — {server}',
  'schedule.backupNameless': 'Copia',
  'schedule.backupLocked': 'bloqueada',
  'schedule.noBackups': 'Todavía no hay copias. Haz una con `{command}`.',
  'schedule.backupsFooter': {
    one: 'Página {page} de {pages} · {count} copia, la más reciente primero · 🔒 {locked} bloqueadas (la rotación automática nunca las borra)',
    many: 'Página {page} de {pages} · {count} copias, las más recientes primero · 🔒 {locked} bloqueadas (la rotación automática nunca las borra)',
    other:
      'Página {page} de {pages} · {count} copias, las más recientes primero · 🔒 {locked} bloqueadas (la rotación automática nunca las borra)',
  },
};
