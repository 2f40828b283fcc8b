import type { AreaTranslation } from '../../translation.js';
import type { core as english } from '../en-US/core.js';

/** The language command, refusals, permissions, storage, limits and /status. */
export const core: AreaTranslation<typeof english> = {
  'language.current': 'hostcord spricht auf diesem Discord-Server {language}.',
  'language.currentDefault':
    'hostcord spricht auf diesem Discord-Server {language} (die Sprache des Servers in Discord; Admins wählen mit `/sprache sprache:` eine andere).',
  'language.set':
    'Ab jetzt spricht hostcord auf diesem Discord-Server {language}: Alarme, Statustafeln und Ansagen im Spiel. Mitglieder, deren Discord auf eine andere Sprache von hostcord eingestellt ist, bekommen ihre Antworten in ihrer Sprache.',
  'language.needsManageServer':
    'Um die Sprache von hostcord hier zu ändern, brauchst du die Berechtigung „Server verwalten“. `/sprache` ohne Auswahl zeigt die aktuelle.',

  'refusal.forgedButton': 'Dieser Button ist nicht von hostcord.',
  'refusal.unsignedButton':
    'Dieser Button stammt von einer älteren hostcord-Version und geht nicht mehr. Nutz den Befehl noch mal.',
  'refusal.guildOnly':
    'Die Befehle von hostcord gehen nur auf einem Discord-Server, nicht in Direktnachrichten.',
  'refusal.notAllowedHere':
    'hostcord ist für diesen Discord-Server nicht freigeschaltet. Der Betreiber kann die ID dieses Servers in ALLOWED_GUILD_IDS eintragen.',
  'refusal.unknownCommand': 'Diesen Befehl kennt diese Version von hostcord nicht.',
  'refusal.notLinkedHere':
    'Dieser Server ist hier nicht verknüpft. Wähl einen aus der Liste oder bitte einen Admin, ihn mit `/verknüpfen` zu verknüpfen.',
  'refusal.noneLinked':
    'Auf diesem Discord-Server ist noch kein Gameserver verknüpft. Ein Admin kann einen mit `/verknüpfen` verknüpfen.',
  'refusal.pickOne': 'Hier sind mehrere Server verknüpft: Wähl einen mit der Option `server`.',
  'refusal.staleButton': 'Dieser Button funktioniert nicht mehr. Führ den Befehl noch einmal aus.',
  'refusal.staleButtonOf': 'Dieser Button funktioniert nicht mehr. Führ `{command}` noch einmal aus.',
  'refusal.failed':
    'Bei hostcord ist etwas schiefgelaufen. Versuch es noch einmal; passiert es wieder, gib einem Admin diese Referenz: `{reference}`.',
  'refusal.powerCooldown': {
    one: 'Du hast gerade erst eine Power-Aktion geschickt. Warte {count} Sekunde bis zur nächsten.',
    other: 'Du hast gerade erst eine Power-Aktion geschickt. Warte {count} Sekunden bis zur nächsten.',
  },

  'access.channel':
    '`/{command}` ist in diesem Kanal abgeschaltet ({integrations}), deshalb gehen seine Buttons hier nicht. Nutz ihn in einem Kanal, wo er erlaubt ist.',
  'access.override':
    'Ein Admin hat `/{command}` für dich abgeschaltet ({integrations}), deshalb gehen auch seine Buttons für dich nicht. Frag einen Admin, falls du ihn haben solltest.',
  'access.permission':
    'Für die Buttons und Menüs von `/{command}` brauchst du die Berechtigung „{permission}“, oder ein Admin erlaubt es dir oder deiner Rolle unter {integrations}.',
  'access.admin':
    'Für die Buttons und Menüs von `/{command}` musst du Admin sein, oder ein Admin erlaubt es dir oder deiner Rolle unter {integrations}.',
  'access.integrations': 'Servereinstellungen → Integrationen → hostcord',
  'access.manageServer': 'Server verwalten',
  'access.administrator': 'Administrator',

  'storage.full':
    'hostcord kann gerade nichts speichern: Die Festplatte seiner Datenbank ist voll. Es wurde nichts gemacht und nichts an den Gameserver geschickt. Sag einem Bot-Admin Bescheid und versuch es wieder, wenn Platz frei ist.',
  'storage.read-only':
    'hostcord kann gerade nichts speichern: Seine Datenbank ist schreibgeschützt. Es wurde nichts gemacht und nichts an den Gameserver geschickt. Sag einem Bot-Admin Bescheid und versuch es wieder, wenn sie wieder beschreibbar ist.',
  'storage.failing':
    'hostcord kann gerade nichts speichern: Seine Datenbank streikt oder ist nicht erreichbar. Es wurde nichts gemacht und nichts an den Gameserver geschickt. Sag einem Bot-Admin Bescheid und versuch es später wieder.',

  'limit.boardsPerGuild':
    'Limit erreicht: Statustafeln pro Discord-Server ({limit}). Dieser Discord-Server hat schon so viele; entfern zuerst eine mit `/tafel entfernen`. Eine Tafel zeigt alle verknüpften Server.',
  'limit.schedulesPerServer':
    'Limit erreicht: Zeitpläne pro Server ({limit}). Dieser Server hat auf diesem Discord-Server schon so viele: `/zeitplan liste` zeigt sie, `/zeitplan entfernen` schafft Platz.',
  'limit.schedulesPerGuild':
    'Limit erreicht: Zeitpläne pro Discord-Server ({limit}). Dieser Discord-Server hat schon so viele: `/zeitplan liste` zeigt sie, `/zeitplan entfernen` schafft Platz.',
  'limit.draftsPerMember':
    'Limit erreicht: offene Neustart-Fragen pro Mitglied ({limit}). Beantworte eine deiner `/neustart in:`-Fragen (Neustart planen oder Abbrechen) oder warte eine Minute, bis sie ablaufen.',
  'limit.proofCodesPerMember':
    'Limit erreicht: offene Besitz-Codes pro Mitglied ({limit}). Nutz einen deiner Codes (in den Servernamen schreiben, dann Prüfen drücken) oder warte, bis sie ablaufen, 15 Minuten nach deiner Anfrage.',
  'limit.proofCodesPerGuild':
    'Limit erreicht: offene Besitz-Codes pro Discord-Server ({limit}). Nutz einen der Codes dieses Discord-Servers oder warte, bis sie ablaufen, 15 Minuten nach der Anfrage.',
  'limit.shareCodesPerMember':
    'Limit erreicht: offene Freigabe-Codes pro Mitglied ({limit}). Warte, bis einer deiner Freigabe-Codes benutzt wird oder abläuft, 24 Stunden nach dem Erstellen.',
  'limit.shareCodesPerGuild':
    'Limit erreicht: offene Freigabe-Codes pro Discord-Server ({limit}). Warte, bis einer der Freigabe-Codes dieses Discord-Servers benutzt wird oder abläuft, 24 Stunden nach dem Erstellen.',
  'limit.codeCooldownMs':
    'Limit erreicht: ein Code pro Mitglied alle {every}. Warte {wait} und frag dann noch mal.',
  'limit.historyCooldownMs':
    'Limit erreicht: ein Diagramm pro Mitglied alle {every}. Warte {wait} und frag dann noch mal.',

  'status.game': 'Spiel',
  'status.status': 'Status',
  'status.power': 'Zustand',
  'status.address': 'Adresse',
  'status.location': 'Standort',
  'status.cpu': 'CPU',
  'status.memory': 'RAM',
  'status.disk': 'Speicher',
  'status.network': 'Netzwerk',
  'status.uptime': 'Laufzeit',
  'status.unknown': 'unbekannt',
  'status.ofLimit': '{used} von {limit}',
  'status.suspended': 'Gesperrt',
  'status.suspendedText': 'Der Server ist beim Anbieter gesperrt.',
  'status.liveUsage': 'Live-Auslastung',
  'status.notAvailable': 'Nicht verfügbar: {reason}',
  'status.panelSilent': 'Das Panel hat nicht geantwortet.',
  'status.players': 'Spieler',
  'status.playersOnline': 'Spieler {online}/{max}',
  'status.playersOnMap': 'Spieler {online}/{max} · Karte {map}',
  'status.uptimeSeen': 'Verfügbarkeit laut hostcord',
  'status.uptimeFigures': '24 Std. {day} · 7 Tage {week} · 30 Tage {month}',
  'status.noData': 'keine Daten',
  'status.noUptimeYet':
    'Noch keine Daten: hostcord beobachtet diesen Server noch nicht lange genug. Schau in ein paar Minuten wieder rein.',
  'status.footer': 'Server {id}',
  'status.refresh': 'Aktualisieren',

  // Discord's own names of its permissions, as its client shows them in this language.
  'permission.viewChannel': 'Kanal ansehen',
  'permission.sendMessages': 'Nachrichten senden',
  'permission.embedLinks': 'Links einbetten',
  'permission.readMessageHistory': 'Nachrichtenverlauf anzeigen',
};
