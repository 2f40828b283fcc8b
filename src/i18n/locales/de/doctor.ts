import type { AreaTranslation } from '../../translation.js';
import type { doctor as english } from '../en-US/doctor.js';

/** The doctor's findings (/doctor and `npm run doctor` as Discord members read them). */
export const doctor: AreaTranslation<typeof english> = {
  'doctor.title.problems': { one: '{count} Problem zu beheben', other: '{count} Probleme zu beheben' },
  'doctor.title.warnings': { one: '{count} Warnung', other: '{count} Warnungen' },
  'doctor.title.fine': 'Alles sieht gut aus',
  'doctor.notShown': {
    one: '{count} weiterer Befund nicht gezeigt: npm run doctor zeigt alle',
    other: '{count} weitere Befunde nicht gezeigt: npm run doctor zeigt alle',
  },

  'doctor.area.configuration': 'Konfiguration',
  'doctor.area.database': 'Datenbank',
  'doctor.area.providerToken': 'Anbieter-Token',
  'doctor.area.discord': 'Discord',
  'doctor.area.webhook': 'Webhook',
  'doctor.area.events': 'Events',
  'doctor.area.installations': 'Installationen',
  'doctor.area.links': 'Verknüpfungen',
  'doctor.area.server': 'Server {server}',
  'doctor.area.gameQuery': 'Spielabfrage',
  'doctor.area.boards': 'Statustafeln',
  'doctor.area.providerBudget': 'Anbieter-Budget',
  'doctor.area.access': 'Zugang',
  'doctor.area.shares': 'Freigaben',
  'doctor.area.testAlert': 'Testalarm',

  'doctor.config.ok': 'gültig; Events über {source}, Datenbank {database}',
  'doctor.config.personalToken':
    'HOSTING_TOKEN ist ein persönlicher Token (zhp_…): Es werden keine Alarme gepostet; die Befehle gehen, aber der Event-Feed und die Installationen brauchen einen Bot-Token (zhb_…): Trag einen in HOSTING_TOKEN ein',
  'doctor.config.shardsOnSqlite':
    'SHARD_IDS lässt die Shards {ids} von {total} auf SQLite laufen; die Discord-Server der anderen Shards beantwortet nur eine andere hostcord-Instanz, und Instanzen teilen Verknüpfungen und Alarme nur über PostgreSQL: Setz in jeder dieselbe DATABASE_URL (auf SQLite hat jede Instanz ihre eigene Datei)',

  'doctor.database.cannotOpen':
    'lässt sich nicht öffnen ({error}); prüf DATABASE_PATH und ob sein Ordner beschreibbar ist, oder DATABASE_URL',
  'doctor.database.sqliteOk': 'geöffnet, Migrationen angewendet, Integritätsprüfung bestanden',
  'doctor.database.postgresOk': 'PostgreSQL antwortet, Migrationen angewendet',
  'doctor.database.postgresAtOk': 'PostgreSQL unter {at} antwortet, Migrationen angewendet',
  'doctor.database.integrityFailed':
    'Integritätsprüfung fehlgeschlagen ({error}); stell die Datei aus einem Backup wieder her',
  'doctor.database.postgresDown': 'PostgreSQL antwortet nicht ({error}); prüf, ob es läuft, und DATABASE_URL',
  'doctor.database.postgresAtDown':
    'PostgreSQL unter {at} antwortet nicht ({error}); prüf, ob es läuft, und DATABASE_URL',

  'doctor.discord.loggedIn': {
    one: 'angemeldet als {tag}, auf {count} Discord-Server',
    other: 'angemeldet als {tag}, auf {count} Discord-Servern',
  },

  'doctor.webhook.accepted':
    '{url} hat einen hier mit WEBHOOK_SECRET signierten Ping angenommen (ob der Anbieter mit demselben Secret signiert, zeigen seine Zustellungen, unter Events)',
  'doctor.webhook.refused':
    '{url} hat auf einen lokal signierten Ping mit {status} geantwortet; den Grund findest du im Log',
  'doctor.webhook.nothing': 'unter {url} antwortet nichts; läuft hostcord? (der Doctor startet es nicht)',

  'doctor.events.notTakenIn': 'diese hostcord-Instanz nimmt keine Events an',
  'doctor.events.noCheck': '{url} hat ohne Events-Prüfung geantwortet; ist das hostcord?',
  'doctor.events.nothingAnswers':
    'unter {url} antwortet nichts, also ist unklar, ob Events ankommen; starte hostcord und führ den Doctor noch mal aus',
  'doctor.events.noReason': 'kein Grund angegeben',
  'doctor.events.feedFails': 'der Event-Feed schlägt fehl: {error}',
  'doctor.events.feedRetrying':
    'die letzte Feed-Abfrage ist fehlgeschlagen ({error}); hostcord versucht es weiter',
  'doctor.events.history':
    'der Feed wird zum ersten Mal gelesen; alte Events werden abgelegt, nicht gepostet',
  'doctor.events.polledReceived': 'Feed vor {polled} abgefragt: ok; letztes Event vor {received} empfangen',
  'doctor.events.polledNone': 'Feed vor {polled} abgefragt: ok; noch kein Event empfangen',
  'doctor.events.notPolledReceived':
    'der Feed wurde noch nicht abgefragt; letztes Event vor {received} empfangen',
  'doctor.events.notPolledNone': 'der Feed wurde noch nicht abgefragt; noch kein Event empfangen',
  'doctor.events.delivered': 'letzte Webhook-Zustellung des Anbieters vor {ago} angenommen',
  'doctor.events.noDelivery':
    'keine Webhook-Zustellung des Anbieters, seit hostcord läuft; „Test-Event senden“ beim Anbieter schickt eine',
  'doctor.events.refusedAccepted':
    'Webhook-Zustellungen werden abgelehnt: die letzte vor {rejected} ({reason}); die letzte angenommene Zustellung des Anbieters kam vor {delivered}; der Grund steht im Log',
  'doctor.events.refusedNone':
    'Webhook-Zustellungen werden abgelehnt: die letzte vor {rejected} ({reason}); seit hostcord läuft, wurde keine angenommen; der Grund steht im Log',
  'doctor.events.wrongSecretAccepted':
    'Webhook-Zustellungen werden abgelehnt: die letzte vor {rejected} ({reason}); die letzte angenommene Zustellung des Anbieters kam vor {delivered}. WEBHOOK_SECRET ist nicht das aktuelle Secret des Webhooks beim Anbieter (Erneuern erzeugt ein neues): Kopier das zhs_…-Secret aus den Webhook-Einstellungen des Anbieters in WEBHOOK_SECRET und starte hostcord neu. Ignorier das, wenn diese Anfragen nicht vom Anbieter kommen',
  'doctor.events.wrongSecretNone':
    'Webhook-Zustellungen werden abgelehnt: die letzte vor {rejected} ({reason}); seit hostcord läuft, wurde keine angenommen. WEBHOOK_SECRET ist nicht das aktuelle Secret des Webhooks beim Anbieter (Erneuern erzeugt ein neues): Kopier das zhs_…-Secret aus den Webhook-Einstellungen des Anbieters in WEBHOOK_SECRET und starte hostcord neu. Ignorier das, wenn diese Anfragen nicht vom Anbieter kommen',

  'doctor.games.off': 'aus (GAME_QUERY=off): kein Spiel wird gefragt, wer spielt',
  'doctor.games.notAsked':
    'Server {server}: noch nicht gefragt; hostcord fragt ihn beim nächsten Aktualisieren',
  'doctor.games.answering': 'Server {server}: antwortet ({game} auf Port {port}, Spieler {online}/{max})',
  'doctor.games.noAddress': 'Server {server}: keine Adresse beim Anbieter, also gibt es nichts zu fragen',
  'doctor.games.unknownGame': 'Server {server}: Spiel unbekannt; sag hostcord mit {command}, welches es ist',
  'doctor.games.notQueryable':
    'Server {server}: {game} lässt sich nicht fragen ({error}); {command} schaltet das stumm',
  'doctor.games.queryOff': 'Server {server}: aus ({command})',
  'doctor.games.notAnswering':
    'Server {server}: antwortet nicht ({game} auf Port {port}: {error}); prüf, ob die Abfrage des Spiels an ist und hostcord diesen Port erreicht (UDP und TCP), oder gib mit {command} den richtigen Port an',
  'doctor.games.noAnswer': 'keine Antwort',

  'doctor.access.allowed': {
    one: 'nur der {count} Discord-Server in ALLOWED_GUILD_IDS wird bedient und darf unbeanspruchte Gameserver direkt verknüpfen',
    other:
      'nur die {count} Discord-Server in ALLOWED_GUILD_IDS werden bedient und dürfen unbeanspruchte Gameserver direkt verknüpfen',
  },
  'doctor.access.publicBot':
    'der Bot ist öffentlich und ALLOWED_GUILD_IDS ist nicht gesetzt: Jeder kann ihn zu seinem Discord-Server hinzufügen. Ohne Nachweis der Kontrolle oder einen Freigabe-Code erreicht dort niemand einen Gameserver, aber schalte „Public Bot“ im Discord Developer Portal (Seite Bot) ab oder setz ALLOWED_GUILD_IDS auf die Discord-Server, die du bedienst',
  'doctor.access.private':
    'der Bot ist privat; Discord-Server, in denen der Besitzer (oder das Team) der Anwendung Mitglied ist, verknüpfen unbeanspruchte Gameserver direkt, andere weisen die Kontrolle beim Anbieter nach oder nutzen einen Freigabe-Code',
  'doctor.access.unreadable':
    'die Discord-Anwendung ließ sich nicht lesen, um zu sehen, ob sie öffentlich ist; führ den Doctor noch mal aus',
  'doctor.shares.guild': 'Discord-Server {id}',
  'doctor.shares.migrated':
    'Server {server} (gehört {owner}) ist für {guild} freigegeben, weil beide ihn verknüpft hatten, bevor es Besitzansprüche gab; prüf das und beende es mit {command} im besitzenden Discord-Server, falls es nicht gewollt war',
  'doctor.shares.code':
    'Server {server} (gehört {owner}) ist per Freigabe-Code für {guild} freigegeben; {command} im besitzenden Discord-Server beendet das',

  'doctor.provider.apiUrlWrong':
    'HOSTING_API_URL {url} führt nicht zur API des Anbieters (404 für {path}); setz sie auf die reine Adresse des Anbieters, z. B. https://panel.example.com',
  'doctor.provider.apiUrlUnreachable':
    'HOSTING_API_URL {url} ist nicht erreichbar ({error}); prüf die Adresse und das Netzwerk',
  'doctor.token.refused401':
    'der Anbieter lehnt HOSTING_TOKEN ab (401: ungültig, abgelaufen oder widerrufen): Erstell in den Entwicklereinstellungen des Anbieters einen neuen Bot-Token (zhb_…), trag ihn in HOSTING_TOKEN ein und starte hostcord neu',
  'doctor.token.refused403':
    'der Anbieter lehnt HOSTING_TOKEN ab (403 für {op}: der Token darf nicht, was hostcord braucht): Erstell in den Entwicklereinstellungen des Anbieters einen neuen Bot-Token (zhb_…), trag ihn in HOSTING_TOKEN ein und starte hostcord neu',
  'doctor.token.cannotCheck': 'lässt sich nicht prüfen: {problem}',
  'doctor.token.personal': 'persönlicher Token',
  'doctor.token.bot': 'Bot-Token',
  'doctor.token.scopes': 'Scopes {scopes}',
  'doctor.token.scopesNone': 'keine Scopes',
  'doctor.token.scopesUnknown': 'Scopes nicht gemeldet',
  'doctor.token.expires': {
    one: '{kind}, {scopes}, läuft am {date} ab (in {count} Tag)',
    other: '{kind}, {scopes}, läuft am {date} ab (in {count} Tagen)',
  },
  'doctor.token.expiresSoon': {
    one: '{kind} läuft am {date} ab (in {count} Tag); erstell vorher einen neuen und aktualisier HOSTING_TOKEN',
    other:
      '{kind} läuft am {date} ab (in {count} Tagen); erstell vorher einen neuen und aktualisier HOSTING_TOKEN',
  },
  'doctor.token.facts': '{kind}, {scopes}',
  'doctor.token.noExpiry': '{kind}, {scopes}, kein Ablaufdatum gemeldet',
  'doctor.token.personalWarning':
    'ein persönlicher Token (zhp_…) bekommt keine Events und keine Installationen; nimm einen Bot-Token (zhb_…)',

  'doctor.installations.cannotList': 'lassen sich nicht auflisten: {problem}',
  'doctor.installations.none':
    'der Bot ist auf keinem Server installiert; bitte einen Serverbesitzer, ihn zu installieren',
  'doctor.installations.unlinked':
    '{server} ist installiert, aber mit keinem Kanal verknüpft; verknüpf ihn mit {command}',
  'doctor.links.none': 'noch kein Server verknüpft; ein Admin kann {command} nutzen',
  'doctor.servers.installed':
    'installiert, jeder Scope, den die Befehle brauchen, ist erteilt, {events} abonniert',
  'doctor.servers.notInstalled':
    'der Bot ist darauf nicht installiert: Seine Befehle werden abgelehnt und es kommen keine Alarme; bitte den Serverbesitzer, den Bot zu installieren',
  'doctor.servers.inactive':
    'die Installation des Bots ist {status}, nicht aktiv; bitte den Serverbesitzer, sie sich im Panel des Anbieters anzuschauen',
  'doctor.servers.unknownState':
    'die Installation des Bots ist in einem unbekannten Zustand, nicht aktiv; bitte den Serverbesitzer, sie sich im Panel des Anbieters anzuschauen',
  'doctor.servers.unsubscribed':
    'Alarme für {name} kommen nie an: Abonnier für die Installation {events} im Panel des Anbieters',
  'doctor.servers.scopes':
    'nicht erteilt: {scopes}; die Befehle, die sie brauchen, werden dort abgelehnt. Bitte den Serverbesitzer, sie der Installation des Bots hinzuzufügen',

  'doctor.link.channelId': 'Kanal {id}',
  'doctor.link.gone':
    '{channel} gibt es nicht mehr; trenn ihn mit {unlink} oder verknüpf mit {link} einen anderen Kanal',
  'doctor.link.lacks': '{channel}: dem Bot fehlt {permissions}; erteil es in den Berechtigungen des Kanals',
  'doctor.link.broken':
    '{channel}: Alarme gestoppt, die Verknüpfung ist kaputt ({reason}); wenn der Kanal repariert ist, führ {command} noch mal aus',
  'doctor.link.refusedMessage': 'Discord hat eine Nachricht abgelehnt',
  'doctor.link.inactive':
    '{channel}: die Verknüpfung ist inaktiv, der Bot wurde vom Server deinstalliert; Alarme kommen wieder, wenn er wieder installiert ist',
  'doctor.link.filterClosed':
    '{channel}: sein Filter {filter} ({values}) passt zu keinem der Werte aus den Events dieses Servers ({seen}), also wird dort nichts gepostet; änder ihn mit {command}',
  'doctor.link.noRecovery':
    '{channel}: dem Bot fehlt {permission}; Alarme kommen an, aber einer, der genau beim plötzlichen Stopp von hostcord gepostet wurde, kann beim Neustart Minuten später doppelt kommen; erteil es in den Berechtigungen des Kanals',
  'doctor.link.ok': '{channel}: der Bot kann Alarme posten',

  'doctor.boards.broken':
    'die Statustafel in <#{channel}> ist kaputt: {reason}; reparier die Berechtigungen des Kanals und führ dort dann {command} noch mal aus',
  'doctor.boards.refused': 'Discord hat den Kanal abgelehnt',
  'doctor.boards.ok': 'die Statustafel in <#{channel}> wird aktuell gehalten',
  'doctor.budget.fits':
    'Server auf Statustafeln: {servers}; eine Aktualisierung braucht {need} Anbieteraufrufe von den {allowed}, die PROVIDER_CALLS_PER_SECOND in BOARD_REFRESH_SECONDS erlaubt',
  'doctor.budget.stretches':
    'Server auf Statustafeln: {servers}; eine Aktualisierung braucht {need} Anbieteraufrufe, mehr als die {allowed}, die PROVIDER_CALLS_PER_SECOND in BOARD_REFRESH_SECONDS ({promised} s) erlaubt: sie zu lesen dauert {seconds} s. Erhöhe PROVIDER_CALLS_PER_SECOND auf das, was dein Anbieter erlaubt, oder BOARD_REFRESH_SECONDS',
};
