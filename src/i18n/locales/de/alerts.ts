import type { AreaTranslation } from '../../translation.js';
import type { alerts as english } from '../en-US/alerts.js';

/** Alerts and digests posted in linked channels, and the test alert. */
export const alerts: AreaTranslation<typeof english> = {
  'alerts.field.server': 'Server',
  'alerts.field.event': 'Ereignis',
  'alerts.field.severity': 'Schweregrad',
  'alerts.field.source': 'Quelle',
  'alerts.source.api': 'Panel/API',
  'alerts.timeUnknown': 'Zeit unbekannt',
  'alerts.unknownServer': 'unbekannter Server',
  'alerts.delayed': 'Verspätet: passiert {duration} vor dem Posten',
  'alerts.installed.title': 'hostcord wurde auf {server} installiert',
  'alerts.installed.scopes': 'Berechtigungen',
  'alerts.installed.events': 'Ereignisse',
  'alerts.installed.status': 'Status',
  'alerts.removed.title': 'hostcord wurde von {server} entfernt',
  'alerts.removed.description':
    'Alarme dieses Servers enden hier, bis der Bot wieder darauf installiert ist.',
  'alerts.digest.title': {
    one: '{count} Alarm (älteste zuerst)',
    other: '{count} Alarme (älteste zuerst)',
  },
  'alerts.digest.titleOf': {
    one: '{count} Alarm · {server} (älteste zuerst)',
    other: '{count} Alarme · {server} (älteste zuerst)',
  },
  'alerts.digest.delayed': 'verspätet',
  'alerts.digest.installed': 'hostcord wurde installiert',
  'alerts.digest.removed': 'hostcord wurde entfernt: Alarme enden',
  'alerts.test.title': '🧪 TEST · Testalarm: Alarme dieses Servers kommen in diesem Kanal an',
  'alerts.test.footer': 'hostcord-Testalarm',
  'alerts.test.byMember':
    'Auf dem Server ist nichts passiert: Das ist ein Test, gesendet mit {command} von <@{user}>.',
  'alerts.test.byScript': 'Auf dem Server ist nichts passiert: Das ist ein Test, gesendet mit {script}.',
  'alerts.test.filtered':
    'Echte Alarme folgen hier den Filtern dieser Verknüpfung ({filters}); dieser Test ignoriert sie.',
  'alerts.test.unfiltered':
    'Echte Alarme folgen hier den Filtern dieser Verknüpfung (keine: jeder Alarm); dieser Test ignoriert sie.',
  'alerts.test.filterCategories': 'Kategorien {values}',
  'alerts.test.filterTypes': 'Typen {values}',
  'alerts.test.filterSeverities': 'Schweregrade {values}',
  'alerts.test.mentionsEvery': 'Echte Alarme erwähnen <@&{role}> bei jedem Alarm.',
  'alerts.test.mentionsSeverities': 'Echte Alarme erwähnen <@&{role}> bei den Schweregraden {severities}.',
  'alerts.test.mentionsNobody': 'Echte Alarme erwähnen niemanden.',
  'alerts.test.reply': 'Testalarm für {server}:',
  'alerts.test.posted': 'Testalarm gepostet',
  'alerts.test.postedBroken':
    'Testalarm gepostet; die Verknüpfung ist noch als kaputt markiert: Führ {command} erneut aus, damit dort wieder echte Alarme ankommen',
  'alerts.test.postedInactive':
    'Testalarm gepostet; die Verknüpfung ist inaktiv (der Bot ist vom Server deinstalliert), echte Alarme warten also, bis er wieder installiert ist',
  'alerts.test.refused':
    '{reason}; gib dem Bot dort „Kanal ansehen“, „Nachrichten senden“ und „Links einbetten“',
  'alerts.test.notTaken': 'Discord hat ihn nicht angenommen ({reason}); versuch es in einer Minute noch mal',
  'alerts.reply.notLinkedTo':
    '{server} ist nicht mit <#{channel}> verknüpft. Verknüpf ihn dort zuerst mit `{command}`.',
  'alerts.reply.severalChannels':
    '{server} postet in mehrere Kanäle ({channels}): Wähl einen mit der Option `{option}`.',
  'alerts.reply.broken':
    '{server} → <#{channel}> ist kaputt (Discord hat unsere Nachrichten abgelehnt). Korrigier die Berechtigungen des Kanals und führ zuerst `{command}` erneut aus.',
  'alerts.reply.inactive':
    '{server} → <#{channel}> ist inaktiv: Der Bot wurde von diesem Server deinstalliert. Seine Filter lassen sich ändern, sobald er wieder installiert ist.',
  'alerts.reply.listError': '`{option}`: {error}',
  'alerts.reply.giveFilter':
    'Gib `{categories}`, `{types}` oder `{severities}` an (Werte durch Kommas getrennt; `all` entfernt einen Filter).',
  'alerts.reply.giveRole': 'Wähl die `{role}`, die bei diesen Schweregraden erwähnt werden soll.',
  'alerts.reply.noEveryone': 'Alarme können @everyone nicht erwähnen: Wähl eine Rolle.',
  'alerts.reply.notMentionable':
    '⚠️ <@&{role}> ist nicht erwähnbar, Alarme nennen sie also, ohne jemanden zu benachrichtigen. Erlaube allen, sie zu erwähnen (Rolleneinstellungen), oder gib dem Bot „@everyone, @here und alle Rollen erwähnen“.',
  'alerts.list.allCombined': '`all` lässt sich nicht mit anderen Werten kombinieren.',
  'alerts.list.tooMany': 'Höchstens {max} Werte pro Liste.',
  'alerts.list.tooLong': 'Ein Wert darf höchstens {max} Zeichen haben.',
  'alerts.list.controlCharacters': 'Werte dürfen keine Steuerzeichen enthalten.',
  'alerts.link.line': '{server} → <#{channel}>',
  'alerts.link.lineBroken': '{server} → <#{channel}> (kaputt)',
  'alerts.link.lineInactive': '{server} → <#{channel}> (inaktiv)',
  'alerts.link.all': 'alle',
  'alerts.link.mentionsEvery': 'Erwähnungen: <@&{role}> bei jedem Alarm',
  'alerts.link.mentionsSeverities': 'Erwähnungen: <@&{role}> bei den Schweregraden {severities}',
  'alerts.link.mentionsNobody': 'Erwähnungen: niemand',
  'alerts.show.title': 'Alarmfilter',
  'alerts.show.seen': 'Bisher in Ereignissen gesehene Werte',
  'alerts.show.seenCategories': 'Kategorien: {values}',
  'alerts.show.seenTypes': 'Typen: {values}',
  'alerts.show.seenSeverities': 'Schweregrade: {values}',

  // Why Discord refused a channel or a message, as /links, /board and the doctor show a stored reason.
  'alerts.failure.missingAccess': 'der Bot kann den Kanal nicht sehen (Missing Access)',
  'alerts.failure.missingPermissions': 'der Bot darf dort nicht posten oder einbetten (Missing Permissions)',
  'alerts.failure.unknownChannel': 'den Kanal gibt es nicht mehr (Unknown Channel)',
  'alerts.failure.channelRefused': 'Discord hat den Kanal abgelehnt: {message} ({status})',
  'alerts.failure.messageRejected': 'Discord hat die Nachricht abgelehnt: {message} ({status})',
};
