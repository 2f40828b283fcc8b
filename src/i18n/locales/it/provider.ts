import type { AreaTranslation } from '../../translation.js';
import type { provider as english } from '../en-US/provider.js';

/** The provider's errors and state values as members read them. */
export const provider: AreaTranslation<typeof english> = {
  'provider.rateLimited': {
    one: 'Il provider sta limitando quanto spesso il bot può chiamarlo. Riprova tra {count} secondo.',
    many: 'Il provider sta limitando quanto spesso il bot può chiamarlo. Riprova tra {count} di secondi.',
    other: 'Il provider sta limitando quanto spesso il bot può chiamarlo. Riprova tra {count} secondi.',
  },
  'provider.rateLimitedMoment':
    'Il provider sta limitando quanto spesso il bot può chiamarlo. Riprova tra un attimo.',
  'provider.scope':
    'Il proprietario del server non ha dato a questo bot il permesso {scope}. Chiedigli di aggiungerlo all’installazione del bot.',
  'provider.scopeUnnamed':
    'Il proprietario del server non ha dato a questo bot un permesso che serve a questa azione. Chiedigli di aggiungerlo all’installazione del bot.',
  'provider.invalid': 'Il provider ha rifiutato la richiesta perché non valida.',
  'provider.invalidWithId':
    'Il provider ha rifiutato la richiesta perché non valida. (ID richiesta {requestId})',
  'provider.invalidFields': 'Il provider ha rifiutato la richiesta perché non valida: {fields}.',
  'provider.invalidFieldsWithId':
    'Il provider ha rifiutato la richiesta perché non valida: {fields}. (ID richiesta {requestId})',
  'provider.moreFields': 'e altri {count}',
  'provider.tokenRefusedSince':
    'Il provider rifiuta il token di hostcord da {since}, quindi nessun server di gioco può essere letto o controllato. Un admin del bot deve mettere un token valido in HOSTING_TOKEN e riavviare hostcord.',
  'provider.tokenInvalid':
    'Il provider rifiuta il token di hostcord (non valido, scaduto o revocato), quindi nessun server di gioco può essere letto o controllato. Un admin del bot deve mettere un token valido in HOSTING_TOKEN e riavviare hostcord.',
  'provider.forbidden':
    'Il provider non lascia fare questo al bot su quel server: l’account che ha installato il bot non ha accesso al server, oppure l’azione richiede un token del bot. Chiedi al proprietario del server di controllare l’installazione.',
  'provider.notFound':
    'Il bot non vede quel server o elemento: non esiste, oppure il bot non è installato su quel server. Controlla il server o chiedi al suo proprietario di installarci il bot.',
  'provider.serverNotReady':
    'Il server non può farlo adesso: è ancora in installazione oppure è sospeso. Riprova quando è pronto, o controllalo nel pannello del provider.',
  'provider.conflict':
    'Il server è impegnato in qualcosa che va in conflitto con questa azione. Aspetta un attimo e riprova.',
  'provider.conflictCode':
    'Il server è impegnato in qualcosa che va in conflitto con questa azione. Aspetta un attimo e riprova. (codice {code})',
  'provider.capacity': 'Il provider non ha capacità libera per questo server adesso. Riprova più tardi.',
  'provider.startBlocked':
    'Il provider non lascia avviare questo server adesso. Controlla il server nel pannello del provider.',
  'provider.idempotencyInProgress':
    'La stessa richiesta è ancora in elaborazione. Aspetta qualche secondo e controlla il risultato prima di riprovare.',
  'provider.idempotencyKeyReused':
    'Questo pulsante o comando è già stato usato per un’altra richiesta. Esegui di nuovo il comando.',
  'provider.internal':
    'Il provider ha avuto un errore interno. Riprova; se succede ancora, contatta il supporto del provider.',
  'provider.internalWithId':
    'Il provider ha avuto un errore interno. Riprova; se succede ancora, contatta il supporto del provider e indica l’ID richiesta {requestId}.',
  'provider.refused':
    'Il provider ha rifiutato la richiesta (codice {code}). Se continua a succedere, avvisa un admin del bot.',
  'provider.refusedWithId':
    'Il provider ha rifiutato la richiesta (codice {code}, ID richiesta {requestId}). Se continua a succedere, avvisa un admin del bot.',
  'provider.timedOut':
    'Il provider non ha risposto in tempo. L’azione potrebbe ancora avvenire: controlla il server prima di riprovare.',
  'provider.aborted': 'La richiesta al provider è stata annullata prima di finire.',
  'provider.unreachable':
    'Il bot non è riuscito a raggiungere il provider. Riprova tra un minuto; se succede ancora, avvisa un admin del bot.',
  'provider.notSent': 'Questo non è stato inviato al provider: {reason}',
  'provider.badAnswer':
    'Il provider ha mandato una risposta che il bot non capisce. Avvisa un admin del bot.',
  'provider.badAnswerWithId':
    'Il provider ha mandato una risposta che il bot non capisce (ID richiesta {requestId}). Avvisa un admin del bot.',
  'provider.failed':
    'Qualcosa è andato storto parlando con il provider. Riprova; se succede ancora, avvisa un admin del bot.',

  'provider.check.limit': '{field} deve essere un numero intero da 1 a 100.',
  'provider.check.idempotencyKey':
    'la chiave di idempotenza deve avere da 1 a 128 caratteri ASCII visibili, senza spazi.',
  'provider.check.id': '{field} deve essere un ID non vuoto.',
  'provider.check.signal': 'il segnale di alimentazione deve essere uno tra {signals}.',
  'provider.check.killAfterStopOnly': '{field} vale solo per il segnale di arresto.',
  'provider.check.killAfterRange': '{field} deve essere un numero intero da 10 a 600.',
  'provider.check.command': 'il comando della console deve essere lungo da 1 a 1024 caratteri.',

  'provider.install.personalToken':
    '⚠️ Il token di hostcord è un token personale (zhp_…): il provider non gli manda eventi, quindi non arriverà nessun avviso vero. Il gestore mette un token del bot (zhb_…) in HOSTING_TOKEN.',
  'provider.install.unchecked':
    '⚠️ L’installazione del bot su questo server non si è potuta leggere dal provider proprio ora, quindi non si sa se i suoi avvisi arriveranno: `{command}` lo controlla.',
  'provider.install.missing':
    '⚠️ Il bot non è installato su questo server presso il provider: i suoi comandi vengono rifiutati e non arriverà nessun avviso. Chiedi al proprietario del server di installare il bot.',
  'provider.install.inactive':
    '⚠️ L’installazione del bot su questo server è {status}, non attiva: finché non lo è, non arriverà nessun avviso. Chiedi al proprietario del server di controllarla nel pannello del provider.',
  'provider.install.unsubscribed':
    '⚠️ L’installazione del bot non è iscritta a {events}, quindi non arriverà mai un avviso vero. Chiedi al proprietario del server di iscriverla a {events} nel pannello del provider.',
  'provider.install.scope':
    '⚠️ All’installazione del bot manca il permesso {scopes}: i comandi che ne hanno bisogno vengono rifiutati per questo server. Chiedi al proprietario del server di concederlo all’installazione del bot.',
  'provider.install.scopes':
    '⚠️ All’installazione del bot mancano i permessi {scopes}: i comandi che ne hanno bisogno vengono rifiutati per questo server. Chiedi al proprietario del server di concederli all’installazione del bot.',

  'provider.state.running': 'in funzione',
  'provider.state.online': 'online',
  'provider.state.started': 'avviato',
  'provider.state.starting': 'in avvio',
  'provider.state.restarting': 'in riavvio',
  'provider.state.booting': 'in avvio',
  'provider.state.installing': 'in installazione',
  'provider.state.installed': 'installato',
  'provider.state.stopping': 'in arresto',
  'provider.state.stopped': 'fermo',
  'provider.state.offline': 'offline',
  'provider.state.crashed': 'crashato',
  'provider.state.error': 'errore',
  'provider.state.exited': 'terminato',
  'provider.state.killed': 'terminato a forza',
  'provider.state.active': 'attiva',
  'provider.state.suspended': 'sospeso',
};
