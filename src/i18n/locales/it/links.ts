import type { AreaTranslation } from '../../translation.js';
import type { links as english } from '../en-US/links.js';

/** Linking, sharing and alert filters: /link, /links, /unlink, /share, /unshare, /servers, /alerts. */
export const links: AreaTranslation<typeof english> = {
  'links.linked':
    '**{server}** collegato → {channel}. I suoi avvisi vengono pubblicati lì, e i comandi di questo server Discord possono usarlo.',
  'links.renewed':
    'Collegamento rinnovato: **{server}** → {channel}. I suoi avvisi vengono pubblicati lì, e i comandi di questo server Discord possono usarlo.',
  'links.noteShared':
    'I suoi proprietari l’hanno condiviso con questo server Discord; possono interrompere la condivisione con `/smetti-di-condividere`.',
  'links.noteProofCode':
    'Ora appartiene a questo server Discord. Puoi togliere di nuovo il codice dal suo nome.',
  'links.noteClaimed':
    'Ora appartiene a questo server Discord: gli altri server Discord possono usarlo solo con un codice di condivisione (`/condividi`).',
  'links.noteVerified':
    'Verificato: ora appartiene a questo server Discord. Puoi togliere di nuovo il codice dal suo nome.',
  'links.alreadyDone': 'Già fatto: questo server appartiene a questo server Discord ed è collegato qui.',
  'links.missingPermissions':
    '⚠️ Al bot manca {permissions} in {channel}, quindi non può ancora pubblicare avvisi lì. Concedi questi permessi nelle impostazioni del canale.',
  'links.proof':
    'Nessuno ha ancora rivendicato il server {server}. Per collegarlo qui, dimostra che lo gestisci presso il provider:\n1. Nel pannello del provider, aggiungi **`{code}`** al nome del server (in un punto qualsiasi) e salva.\n2. Premi **Verifica** prima delle {time} ({relative}). Il codice funziona una volta, solo per te, solo in questo server Discord.\n3. Poi togli di nuovo il codice dal nome.',
  'links.verify': 'Verifica',

  'links.notLinkable':
    'Quel server non può essere collegato qui. Scegline uno dalla lista o controlla il suo id. Se un altro server Discord lo usa già, chiedi ai suoi admin un codice di condivisione (`/condividi`) e inseriscilo in `codice`.',
  'links.cantSee':
    'Il bot non vede quel server. Controlla l’id e che il proprietario del server ci abbia installato il bot.',
  'links.wrongCode':
    'Quel codice non è valido. Controlla che non ci siano errori di battitura o chiedine uno nuovo: i codici di condivisione arrivano da `/condividi` nel server Discord proprietario del server di gioco.',
  'links.usedCode':
    'Quel codice è già stato usato: i codici funzionano una volta sola. Chiedi un nuovo codice di condivisione, o usa di nuovo `/collega` per un nuovo codice di proprietà.',
  'links.expiredCode':
    'Quel codice è scaduto (i codici di proprietà durano 15 minuti, quelli di condivisione 24 ore). Chiedi un nuovo codice di condivisione, o usa di nuovo `/collega` per un nuovo codice di proprietà.',
  'links.otherServerCode':
    'Quel codice è stato creato per un altro server di gioco. Inserisci l’id `server` arrivato insieme al codice.',
  'links.notYourCode':
    'Quel codice di proprietà è stato creato per un altro membro o un altro server Discord. Usa tu stesso `/collega` con l’id del server per avere un codice tuo.',
  'links.ownShareCode':
    'Quel codice di condivisione è per un altro server Discord: dallo a un admin di lì, che lo userà con `/collega`.',
  'links.voidCode':
    'Quel codice di condivisione non funziona più: il server Discord che l’ha creato non è più proprietario del server di gioco. Chiedi un nuovo codice a chi lo possiede ora.',
  'links.verifyNotYours':
    'Questo pulsante Verifica non è per te, oppure il suo codice è scaduto o è già stato usato. Usa `/collega` con l’id del server per avere un codice tuo.',
  'links.codeNotInName':
    'hostcord ha letto il nome del server presso il provider e il tuo codice non c’è ancora. Metti il codice nel nome del server nel pannello del provider, salva e premi di nuovo **Verifica** (entro 15 minuti dalla richiesta).',
  'links.claimTaken':
    'Un altro server Discord ha appena rivendicato questo server di gioco, quindi non è stato collegato qui. Chiedi ai suoi admin un codice di condivisione (`/condividi`).',
  'links.onlyOwner':
    'Solo il server Discord proprietario di **{server}** può condividerlo o interromperne le condivisioni: questo lo usa tramite una condivisione.',

  'links.linkedTitle': 'Server collegati',
  'links.boardsTitle': 'Bacheche di stato',
  'links.stateInactive': '⏸️ inattivo: il bot è stato disinstallato da questo server presso il provider',
  'links.stateBroken':
    '⚠️ guasto: Discord ha rifiutato i nostri messaggi in questo canale; sistema i permessi, poi usa di nuovo `/collega`',
  'links.trustUnknown':
    "hostcord non è riuscito a verificare con Discord se questo server Discord è affidabile, quindi non rivendica nulla. Riprova tra un minuto; se continua, l'operatore del bot deve controllare il log.",
  'links.noLongerShared':
    '⛔ non più utilizzabile qui: il server Discord proprietario ha interrotto la condivisione (o ha lasciato il server). I suoi comandi e avvisi si sono fermati. Chiedi ai suoi admin un nuovo codice di condivisione e collegalo con quello tramite `/collega`, oppure scollegalo con `/scollega`',
  'links.allAlerts': 'tutti gli avvisi',
  'links.filterCategories': 'categorie {list}',
  'links.filterTypes': 'tipi {list}',
  'links.filterSeverities': 'gravità {list}',
  'links.usedThroughShare':
    '{server} è usato qui tramite una condivisione del server Discord che ne è proprietario.',
  'links.sharedWith':
    '{server} è condiviso con {guilds}. `/smetti-di-condividere` interrompe una condivisione.',
  'links.sharedBeforeShares': '{guild} (da prima che esistessero le condivisioni: controllala)',
  'links.boardUpdated': 'aggiornata quando i server cambiano',
  'links.boardBroken': '⚠️ guasta: sistema i permessi del canale, poi usa di nuovo `/bacheca crea` lì',
  'links.boardBrokenBecause':
    '⚠️ guasta ({reason}): sistema i permessi del canale, poi usa di nuovo `/bacheca crea` lì',

  'links.notLinkedToChannel': 'Quel server non è collegato a {channel}.',
  'links.unlinkedFrom': '**{server}** scollegato da {channel}.',
  'links.unlinkedFromChannels': {
    one: '**{server}** scollegato da {count} canale.',
    many: '**{server}** scollegato da {count} di canali.',
    other: '**{server}** scollegato da {count} canali.',
  },
  'links.released': 'Non appartiene più a questo server Discord. Collegarlo di nuovo lo rivendica da capo.',
  'links.releasedShares': {
    one: 'Non appartiene più a questo server Discord, e la sua condivisione con {count} altro server Discord è terminata. Collegarlo di nuovo lo rivendica da capo.',
    many: 'Non appartiene più a questo server Discord, e le sue condivisioni con {count} di altri server Discord sono terminate. Collegarlo di nuovo lo rivendica da capo.',
    other:
      'Non appartiene più a questo server Discord, e le sue condivisioni con {count} altri server Discord sono terminate. Collegarlo di nuovo lo rivendica da capo.',
  },

  'links.shareAsk':
    'Condividere **{server}** con un altro server Discord? I suoi admin potranno collegarlo, e i suoi membri usare ogni comando che i loro admin permettono: riavvio, arresto, console, backup. Anche i suoi avvisi verranno pubblicati lì.\nSolo tu puoi rispondere; i pulsanti funzionano fino alle {time}.',
  'links.shareCreate': 'Crea codice di condivisione',
  'links.shareAnswered': 'Questa domanda ha già avuto risposta; non è stato creato un secondo codice.',
  'links.shareCancelled': 'Annullato. Nessun codice creato.',
  'links.shareCode':
    'Codice di condivisione per **{server}**: {code}\nDallo in privato a un admin dell’altro server Discord. Lì usa:\n`{command}`\nFunziona una volta, fino a {time}. Poi `/collegamenti` mostra qui la condivisione, e `/smetti-di-condividere` la interrompe in qualsiasi momento.',
  'links.notSharedWith':
    '**{server}** non è condiviso con quel server Discord. `/collegamenti` mostra con chi è condiviso.',
  'links.unshared':
    '**{server}** non è più condiviso con {guild}: da ora i suoi comandi lì vengono rifiutati e i suoi avvisi non vengono più pubblicati lì.',

  'links.serverLine': '**{server}** — {status}, alimentazione {power}',
  'links.notVisible': '{server} — non più visibile al bot (è stato disinstallato?)',
  'links.noneYet': 'Ancora nessuno.',
  'links.unlinkedTitle': 'Non ancora collegati da nessuna parte (usa /collega)',
  'links.noneLinkable':
    'Nessuno che puoi collegare direttamente. Per collegare un tuo server, usa `/collega` con il suo id (dal pannello del provider): hostcord ti chiede di dimostrare che lo gestisci. Un server che un altro server Discord usa richiede un codice di condivisione dai suoi admin.',

  'links.alreadyAnswered': 'Era già stato confermato; non è stato inviato nulla di nuovo.',
  'links.auditUnavailable':
    'hostcord non è riuscito a scrivere questa azione nel suo registro di audit (il suo database rifiuta le scritture: il disco potrebbe essere pieno o in sola lettura), quindi non è stato inviato nulla al server. Avvisa un admin del bot e riprova quando sarà risolto.',
  'links.pageNewer': '◀ Più recenti',
  'links.pageOlder': 'Più vecchi ▶',
  'links.pagesExpired': 'Queste pagine sono scadute. Usa di nuovo il comando.',
};
