import type { AreaTranslation } from '../../translation.js';
import type { statuspage as english } from '../en-US/statuspage.js';

/** The public status page, its JSON and its badge. */
export const statuspage: AreaTranslation<typeof english> = {
  'statuspage.title': 'Status der Gameserver',
  'statuspage.state.up': 'Online',
  'statuspage.state.down': 'Offline',
  'statuspage.state.starting': 'Startet',
  'statuspage.state.stopping': 'Stoppt',
  'statuspage.state.unknown': 'Unbekannt',
  'statuspage.window.24h': '24 Stunden',
  'statuspage.window.7d': '7 Tage',
  'statuspage.window.30d': '30 Tage',
  'statuspage.window.90d': '90 Tage',
  'statuspage.summary': {
    one: '{up} von {count} Server online',
    other: '{up} von {count} Servern online',
  },
  'statuspage.updated': 'Aktualisiert {ago}',
  'statuspage.neverUpdated': 'Noch nicht abgefragt',
  'statuspage.nothingShown': 'Hier wird noch kein Gameserver angezeigt.',
  'statuspage.unnamed': 'Server ohne Namen',
  'statuspage.since': '(Wechsel {when})',
  'statuspage.players': 'Spieler {online}/{max}',
  'statuspage.playerNames': 'Online: {names}',
  'statuspage.uptimeHeading': 'Verfügbarkeit',
  'statuspage.noData': 'keine Daten',
  'statuspage.days': {
    one: '{count} Tag',
    other: '{count} Tage',
  },
  'statuspage.barLabel': {
    one: 'Verfügbarkeit pro Tag, letzter {count} Tag: insgesamt {figure}; {bad} unter {threshold}, {noData} ohne Daten.',
    other:
      'Verfügbarkeit pro Tag, letzte {count} Tage: insgesamt {figure}; {bad} unter {threshold}, {noData} ohne Daten.',
  },
  'statuspage.dayFigure': '{date}: {figure}',
  'statuspage.dayDown': 'offline {duration}',
  'statuspage.dayIncidents': {
    one: '{count} Ausfall',
    other: '{count} Ausfälle',
  },
  'statuspage.barStart': {
    one: 'vor {count} Tag',
    other: 'vor {count} Tagen',
  },
  'statuspage.barEnd': 'Heute',
  'statuspage.incidentsHeading': {
    one: 'Ausfälle, letzter {count} Tag',
    other: 'Ausfälle, letzte {count} Tage',
  },
  'statuspage.noIncidents': {
    one: 'Keine Ausfälle am letzten {count} Tag.',
    other: 'Keine Ausfälle in den letzten {count} Tagen.',
  },
  'statuspage.incidentOpen': 'Offline seit {from} (bisher {lasted})',
  'statuspage.incidentClosed': 'Offline von {from} bis {to} ({lasted})',
  'statuspage.legendHeading': 'Farben der Tagesbalken',
  'statuspage.legendAtLeast': '{threshold} oder mehr online',
  'statuspage.legendBetween': '{from} bis {to}',
  'statuspage.legendBelow': 'unter {threshold}',
  'statuspage.legendNoData': 'keine Daten (hostcord hat nicht zugeschaut)',
  'statuspage.footer': 'Zeiten in UTC. Verfügbarkeit, wie hostcord sie gesehen hat.',
  'statuspage.badgeLabel': 'Status',
  'statuspage.badgeUp': '{up}/{total} online',
  'statuspage.badgeNone': 'keine Server',
};
