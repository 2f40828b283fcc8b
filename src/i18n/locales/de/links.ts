import type { AreaTranslation } from '../../translation.js';
import type { links as english } from '../en-US/links.js';

/** Linking, sharing and alert filters: /link, /links, /unlink, /share, /unshare, /servers, /alerts. */
export const links: AreaTranslation<typeof english> = {
  'links.linked':
    '**{server}** ist verknüpft → {channel}. Seine Alarme landen dort, und die Befehle auf diesem Discord-Server können ihn nutzen.',
  'links.renewed':
    'Verknüpfung erneuert: **{server}** → {channel}. Seine Alarme landen dort, und die Befehle auf diesem Discord-Server können ihn nutzen.',
  'links.noteShared':
    'Seine Besitzer haben ihn mit diesem Discord-Server geteilt; sie können das mit `/freigabe-beenden` beenden.',
  'links.noteProofCode':
    'Er gehört jetzt diesem Discord-Server. Du kannst den Code wieder aus seinem Namen nehmen.',
  'links.noteClaimed':
    'Er gehört jetzt diesem Discord-Server: Andere Discord-Server können ihn nur mit einem Freigabe-Code (`/teilen`) nutzen.',
  'links.noteVerified':
    'Geprüft: Er gehört jetzt diesem Discord-Server. Du kannst den Code wieder aus seinem Namen nehmen.',
  'links.alreadyDone': 'Schon erledigt: Dieser Server gehört diesem Discord-Server und ist hier verknüpft.',
  'links.missingPermissions':
    '⚠️ Dem Bot fehlt in {channel}: {permissions}. Deshalb kann er dort noch keine Alarme posten. Gib ihm die Rechte in den Kanalberechtigungen.',
  'links.proof':
    'Server {server} hat noch niemand beansprucht. Um ihn hier zu verknüpfen, zeig, dass du ihn beim Anbieter verwaltest:\n1. Schreib im Panel des Anbieters **`{code}`** in den Namen des Servers (egal wo) und speichere.\n2. Drück vor {time} ({relative}) auf **Prüfen**. Der Code gilt einmal, nur für dich und nur auf diesem Discord-Server.\n3. Nimm den Code danach wieder aus dem Namen.',
  'links.verify': 'Prüfen',

  'links.notLinkable':
    'Dieser Server kann hier nicht verknüpft werden. Wähl einen aus der Liste oder prüf seine ID. Nutzt ihn schon ein anderer Discord-Server, frag dessen Admins nach einem Freigabe-Code (`/teilen`) und gib ihn als `code` an.',
  'links.cantSee':
    'Der Bot sieht diesen Server nicht. Prüf die ID und ob der Besitzer des Servers den Bot darauf installiert hat.',
  'links.wrongCode':
    'Dieser Code ist ungültig. Prüf ihn auf Tippfehler oder frag nach einem neuen: Freigabe-Codes kommen von `/teilen` auf dem Discord-Server, dem der Gameserver gehört.',
  'links.usedCode':
    'Dieser Code wurde schon benutzt: Codes gelten nur einmal. Frag nach einem neuen Freigabe-Code oder nutz `/verknüpfen` noch mal für einen neuen Besitz-Code.',
  'links.expiredCode':
    'Dieser Code ist abgelaufen (Besitz-Codes gelten 15 Minuten, Freigabe-Codes 24 Stunden). Frag nach einem neuen Freigabe-Code oder nutz `/verknüpfen` noch mal für einen neuen Besitz-Code.',
  'links.otherServerCode':
    'Dieser Code ist für einen anderen Gameserver. Gib die `server`-ID an, die mit dem Code kam.',
  'links.notYourCode':
    'Dieser Besitz-Code ist für ein anderes Mitglied oder einen anderen Discord-Server. Nutz `/verknüpfen` selbst mit der Server-ID, um deinen eigenen Code zu bekommen.',
  'links.ownShareCode':
    'Dieser Freigabe-Code ist für einen anderen Discord-Server: Gib ihn einem Admin dort, der ihn mit `/verknüpfen` einlöst.',
  'links.voidCode':
    'Dieser Freigabe-Code geht nicht mehr: Der Discord-Server, der ihn erstellt hat, besitzt den Gameserver nicht mehr. Frag den jetzigen Besitzer nach einem neuen Code.',
  'links.verifyNotYours':
    'Dieser Prüfen-Button ist nicht für dich, oder sein Code ist abgelaufen oder schon benutzt. Nutz `/verknüpfen` mit der Server-ID, um deinen eigenen Code zu bekommen.',
  'links.codeNotInName':
    'hostcord hat den Namen des Servers beim Anbieter gelesen, aber dein Code steht noch nicht drin. Schreib den Code im Panel des Anbieters in den Servernamen, speichere und drück noch mal **Prüfen** (innerhalb von 15 Minuten nach deiner Anfrage).',
  'links.claimTaken':
    'Ein anderer Discord-Server hat diesen Gameserver gerade eben beansprucht, deshalb wurde er hier nicht verknüpft. Frag dessen Admins nach einem Freigabe-Code (`/teilen`).',
  'links.onlyOwner':
    'Nur der Discord-Server, dem **{server}** gehört, kann ihn teilen oder Freigaben beenden: Dieser hier nutzt ihn über eine Freigabe.',

  'links.linkedTitle': 'Verknüpfte Server',
  'links.boardsTitle': 'Statustafeln',
  'links.stateInactive': '⏸️ inaktiv: Der Bot wurde beim Anbieter von diesem Server deinstalliert',
  'links.stateBroken':
    '⚠️ kaputt: Discord hat unsere Nachrichten in diesem Kanal abgelehnt; korrigier die Berechtigungen und nutz dann noch mal `/verknüpfen`',
  'links.trustUnknown':
    'hostcord konnte bei Discord nicht prüfen, ob dieser Discord-Server vertrauenswürdig ist, und beansprucht deshalb nichts. Versuch es in einer Minute noch mal; passiert es wieder, sollte der Betreiber des Bots ins Log schauen.',
  'links.noLongerShared':
    '⛔ hier nicht mehr nutzbar: Der Discord-Server, dem er gehört, hat die Freigabe beendet (oder den Server abgegeben). Seine Befehle und Alarme sind gestoppt. Frag dessen Admins nach einem neuen Freigabe-Code und verknüpf ihn damit über `/verknüpfen`, oder trenn ihn mit `/trennen`',
  'links.allAlerts': 'alle Alarme',
  'links.filterCategories': 'Kategorien {list}',
  'links.filterTypes': 'Typen {list}',
  'links.filterSeverities': 'Schweregrade {list}',
  'links.usedThroughShare':
    '{server} wird hier über eine Freigabe des Discord-Servers genutzt, dem er gehört.',
  'links.sharedWith': '{server} ist freigegeben für {guilds}. `/freigabe-beenden` beendet eine Freigabe.',
  'links.sharedBeforeShares': '{guild} (von vor den Freigaben: bitte prüfen)',
  'links.boardUpdated': 'wird aktualisiert, wenn sich Server ändern',
  'links.boardBroken':
    '⚠️ kaputt: Korrigier die Berechtigungen des Kanals und nutz dort dann noch mal `/tafel erstellen`',
  'links.boardBrokenBecause':
    '⚠️ kaputt ({reason}): Korrigier die Berechtigungen des Kanals und nutz dort dann noch mal `/tafel erstellen`',

  'links.notLinkedToChannel': 'Dieser Server ist nicht mit {channel} verknüpft.',
  'links.unlinkedFrom': '**{server}** von {channel} getrennt.',
  'links.unlinkedFromChannels': {
    one: '**{server}** von {count} Kanal getrennt.',
    other: '**{server}** von {count} Kanälen getrennt.',
  },
  'links.released':
    'Er gehört nicht mehr diesem Discord-Server. Wer ihn wieder verknüpft, beansprucht ihn neu.',
  'links.releasedShares': {
    one: 'Er gehört nicht mehr diesem Discord-Server, und seine Freigabe für {count} anderen Discord-Server ist beendet. Wer ihn wieder verknüpft, beansprucht ihn neu.',
    other:
      'Er gehört nicht mehr diesem Discord-Server, und seine Freigaben für {count} andere Discord-Server sind beendet. Wer ihn wieder verknüpft, beansprucht ihn neu.',
  },

  'links.shareAsk':
    '**{server}** mit einem anderen Discord-Server teilen? Dessen Admins können ihn dann verknüpfen, und seine Mitglieder nutzen jeden Befehl darauf, den ihre Admins erlauben: Neustart, Stopp, Konsole, Sicherungen. Seine Alarme landen auch dort.\nNur du kannst antworten; die Buttons gehen bis {time}.',
  'links.shareCreate': 'Freigabe-Code erstellen',
  'links.shareAnswered': 'Diese Frage wurde schon beantwortet; es wurde kein zweiter Code erstellt.',
  'links.shareCancelled': 'Abgebrochen. Es wurde kein Code erstellt.',
  'links.shareCode':
    'Freigabe-Code für **{server}**: {code}\nGib ihn privat einem Admin des anderen Discord-Servers. Dort nutzt er:\n`{command}`\nEr gilt einmal, bis {time}. `/verknüpfungen` zeigt die Freigabe dann hier, und `/freigabe-beenden` beendet sie jederzeit.',
  'links.notSharedWith':
    '**{server}** ist für diesen Discord-Server nicht freigegeben. `/verknüpfungen` zeigt, für wen er freigegeben ist.',
  'links.unshared':
    '**{server}** ist nicht mehr für {guild} freigegeben: Ab jetzt werden seine Befehle dort abgelehnt und seine Alarme dort nicht mehr gepostet.',

  'links.serverLine': '**{server}** — {status}, Zustand {power}',
  'links.notVisible': '{server} — für den Bot nicht mehr sichtbar (wurde er deinstalliert?)',
  'links.noneYet': 'Noch keine.',
  'links.unlinkedTitle': 'Noch nirgends verknüpft (nutz /verknüpfen)',
  'links.noneLinkable':
    'Keiner, den du direkt verknüpfen kannst. Um einen deiner Server zu verknüpfen, nutz `/verknüpfen` mit seiner ID (aus dem Panel des Anbieters): hostcord bittet dich zu zeigen, dass du ihn verwaltest. Für einen Server, den ein anderer Discord-Server nutzt, brauchst du einen Freigabe-Code von dessen Admins.',

  'links.alreadyAnswered': 'Das wurde schon bestätigt; es wurde nichts noch mal geschickt.',
  'links.auditUnavailable':
    'hostcord konnte diese Aktion nicht in sein Audit-Log schreiben (seine Datenbank nimmt nichts an: Die Festplatte ist vielleicht voll oder schreibgeschützt), deshalb wurde nichts an den Server geschickt. Sag einem Bot-Admin Bescheid und versuch es wieder, wenn das behoben ist.',
  'links.pageNewer': '◀ Neuer',
  'links.pageOlder': 'Älter ▶',
  'links.pagesExpired': 'Diese Seiten sind abgelaufen. Nutz den Befehl noch mal.',
};
