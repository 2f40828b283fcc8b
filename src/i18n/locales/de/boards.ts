import type { AreaTranslation } from '../../translation.js';
import type { boards as english } from '../en-US/boards.js';

/** Status boards, incident messages and ownership notices posted in channels. */
export const boards: AreaTranslation<typeof english> = {
  'boards.title': 'Gameserver',
  'boards.titleRange': 'Gameserver ({first}–{last} von {total})',
  'boards.titleContinued': 'Gameserver, Fortsetzung ({first}–{last} von {total})',
  'boards.countUp': { one: '{count} online', other: '{count} online' },
  'boards.countStarting': { one: '{count} startet', other: '{count} starten' },
  'boards.countStopping': { one: '{count} stoppt', other: '{count} stoppen' },
  'boards.countDown': { one: '{count} offline', other: '{count} offline' },
  'boards.countOther': { one: '{count} sonstiger', other: '{count} sonstige' },
  'boards.providerRefused':
    '⚠️ Der Anbieter lehnt seit {since} den **Token** von hostcord ab (der Betreiber setzt einen gültigen in HOSTING_TOKEN): letzte bekannte Zustände, Live-Auslastung ausgeblendet.',
  'boards.providerUnreachable':
    '⚠️ Der Anbieter ist seit {since} nicht erreichbar: letzte bekannte Zustände, Live-Auslastung ausgeblendet.',
  'boards.nothingLinked':
    'Auf diesem Discord-Server ist noch kein Gameserver verknüpft. Ein Admin kann einen mit `/verknüpfen` verknüpfen; er erscheint hier beim nächsten Aktualisieren.',
  'boards.up': 'online',
  'boards.upSince': 'online seit {since}',
  'boards.downSince': 'offline seit {since}',
  'boards.lastKnown': 'zuletzt: {state}',
  'boards.usage': '📊 CPU {cpu}/{cpuLimit} % · RAM {memory}/{memoryLimit}',
  'boards.manage': 'Verwalten…',
  'boards.statusPage': 'Statusseite',

  'boards.incidentOpen': '🚨 Vorfall offen, Alarm gesendet {since}',
  'boards.incidentLast': '⚠️ Letzter Vorfall {when}, offline {duration}',
  'boards.players': '👥 {online}/{max}',
  'boards.gameSilent': '🧊 Spiel antwortet nicht seit {since}',
  'boards.uptime': '📈 Uptime 24 h {day} · 7 T {week} · 30 T {month}',

  'boards.downTitle': 'Server {server} ist offline',
  'boards.down': 'Offline seit {since} ({ago}). Über hostcord wurde kein Stop, Kill oder Neustart gesendet.',
  'boards.recoveredTitle': 'Server {server} ist wieder da',
  'boards.recovered': 'Wieder da nach {duration}: offline von {from} bis {to}.',
  'boards.silentTitle': 'Server {server} antwortet nicht',
  'boards.silent':
    'Laut Panel läuft er, aber das Spiel antwortet seit {since} ({ago}) nicht: niemand kann joinen. Über hostcord wurde kein Stop, Kill oder Neustart gesendet.',
  'boards.answersTitle': 'Server {server} antwortet wieder',
  'boards.answers': 'Das Spiel antwortet wieder nach {duration}: still von {from} bis {to}.',
  'boards.lastActivity': 'Letzte Aktivität vor dem Ausfall',
  'boards.onIt': 'Kümmert sich',
  'boards.onItSince': '{member} seit {since} ({ago})',

  'boards.claimedProof':
    '🔒 {server} gehört jetzt zu diesem Discord-Server (Kontrolle beim Anbieter nachgewiesen von {member}). Andere Discord-Server können ihn nur mit einem Freigabe-Code von `/teilen` nutzen.',
  'boards.claimedLinked':
    '🔒 {server} gehört jetzt zu diesem Discord-Server (hier verknüpft von {member}). Andere Discord-Server können ihn nur mit einem Freigabe-Code von `/teilen` nutzen.',
  'boards.shared':
    '🔗 {server} ist jetzt mit {guild} geteilt (Freigabe-Code eingelöst von {member}): die Mitglieder dort können ihn mit den Berechtigungen nutzen, die ihre Admins setzen. `/freigabe-beenden` beendet das.',
  'boards.unshared': '{server} ist nicht mehr mit {guild} geteilt (beendet von {member}).',
  'boards.released':
    '{server} gehört nicht mehr zu diesem Discord-Server: {member} hat die letzte Verknüpfung hier entfernt.',
  'boards.releasedShares': {
    one: '{server} gehört nicht mehr zu diesem Discord-Server: {member} hat die letzte Verknüpfung hier entfernt, damit endet auch die Freigabe für {count} anderen Discord-Server.',
    other:
      '{server} gehört nicht mehr zu diesem Discord-Server: {member} hat die letzte Verknüpfung hier entfernt, damit enden auch die Freigaben für {count} andere Discord-Server.',
  },
  'boards.guildGone': 'ein Discord-Server, auf dem der Bot nicht mehr ist ({id})',

  'boards.noBoard': 'In {channel} gibt es keine Statustafel.',
  'boards.noBoardYet':
    'In {channel} gibt es keine Statustafel. Poste dort zuerst eine mit `/tafel erstellen`.',
  'boards.removed': 'Statustafel aus {channel} entfernt.',
  'boards.botLacks':
    'Dem Bot fehlt {permissions} in {channel}. Gib ihm das in den Berechtigungen des Kanals und nutz dann `/tafel erstellen` noch mal.',
  'boards.refused':
    'Discord hat die Statustafel in {channel} abgelehnt ({reason}). Richte die Berechtigungen des Kanals, dann nutz `/tafel erstellen` noch mal.',
  'boards.noReason': 'ohne Angabe von Gründen',
  'boards.posted': 'Statustafel gepostet in {channel}: {url}',
  'boards.saved':
    'Die Statustafel von {channel} ist gespeichert; Discord antwortet gerade langsam, sie erscheint, sobald Discord sie annimmt.',
  'boards.postedHow':
    'Sie zeigt jeden Gameserver, der auf diesem Discord-Server verknüpft ist, und aktualisiert sich selbst; `/tafel entfernen` löscht sie.',
  'boards.grantHistory':
    '⚠️ Gib dem Bot in {channel} auch „Nachrichtenverlauf anzeigen“: dann wird eine gelöschte Statustafel beim nächsten Aktualisieren bemerkt und neu gepostet, nicht erst bei ihrer nächsten Änderung.',
  'boards.pagesOff':
    'Statusseiten sind aus: der Betreiber setzt PUBLIC_URL auf die Adresse, unter der hostcord erreichbar ist (z. B. https://status.example.org), dann geht `/tafel veröffentlichen`. Es wurde nichts veröffentlicht.',
  'boards.published': 'Die Statusseite von {channel} ist öffentlich: {url}',
  'boards.publishedNames':
    'Jeder mit dieser Adresse kann sie sehen; die Statustafel hat einen Button „Statusseite“ dorthin. Sie zeigt die Namen der Spieler online.',
  'boards.publishedCounts':
    'Jeder mit dieser Adresse kann sie sehen; die Statustafel hat einen Button „Statusseite“ dorthin. Sie zeigt die Spielerzahl, keine Namen (`namen:True` zeigt sie).',
  'boards.publishedAgain':
    'Erneutes Veröffentlichen gibt eine neue Adresse (die alte geht dann nicht mehr); `/tafel zurückziehen` nimmt sie offline.',
  'boards.notPublished': 'Die Statustafel in {channel} hat keine öffentliche Statusseite.',
  'boards.unpublished':
    'Die Statusseite von {channel} ist offline: ihre Adresse antwortet ab jetzt mit „nicht gefunden“.',
  'boards.panel': '**{server}** ist {state}. Neustart und Stop fragen dich vorher noch mal.',
  'boards.panelUnknown': '**{server}**. Neustart und Stop fragen dich vorher noch mal.',
  'boards.start': 'Start',
  'boards.restart': 'Neustart',
  'boards.stop': 'Stop',

  'boards.languageCooldown':
    'Limit erreicht: eine Sprachänderung pro Discord-Server alle {every}. Warte {wait} und versuch es dann noch mal.',
};
