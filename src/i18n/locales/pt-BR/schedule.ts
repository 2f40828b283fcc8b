import type { AreaTranslation } from '../../translation.js';
import type { schedule as english } from '../en-US/schedule.js';

/** Restarts, power, backups, say and console: their replies, notices and the countdown in game. */
export const schedule: AreaTranslation<typeof english> = {
  'schedule.hours': { one: '{count} hora', many: '{count} horas', other: '{count} horas' },
  'schedule.minutes': { one: '{count} minuto', many: '{count} minutos', other: '{count} minutos' },
  'schedule.seconds': { one: '{count} segundo', many: '{count} segundos', other: '{count} segundos' },

  'schedule.countdown': 'O servidor reinicia em {duration}.',
  'schedule.countdownCancelled': 'Reinício agendado cancelado: o servidor continua ligado.',

  'schedule.done': '✅ **{server}**: reinício agendado feito, previsto para {time}.',
  'schedule.doneJob': '✅ **{server}**: reinício agendado feito (tarefa {job}), previsto para {time}.',
  'schedule.failed': '❌ **{server}**: o reinício agendado para {time} falhou. {reason}',
  'schedule.skippedSchedule':
    '⏭️ **{server}**: reinício das {time} pulado: o hostcord estava offline na hora ({time} {zone}, {at}). Um reinício nunca é feito atrasado; nada foi enviado.',
  'schedule.skippedOnce':
    '⏭️ **{server}**: reinício das {time} pulado: o hostcord estava offline na hora ({at}). Um reinício nunca é feito atrasado; nada foi enviado.',
  'schedule.nextRun': 'Próximo reinício: {time}.',
  'schedule.boardPlanned': '🔁 Reinício agendado: {time}',
  'schedule.failedTwice': 'O hostcord parou duas vezes enquanto enviava; `{command}` mostra se rolou.',
  'schedule.failedTooLate':
    'Resultado desconhecido: o hostcord parou enquanto enviava e voltou tarde demais para tentar de novo. `{command}` mostra se rolou.',
  'schedule.failedUnexpected': 'Algo deu errado no hostcord; veja o log dele.',

  'schedule.laterQuestion':
    'Reiniciar **{server}** em {duration}? A contagem começa quando você confirmar. {warnings} Os jogadores são desconectados durante o reinício.',
  'schedule.withMessage': 'Com a mensagem: {message}',
  'schedule.onlyYou': 'Só você pode responder; os botões funcionam até {until} ({relative}).',
  'schedule.notWarned': 'Os jogadores não são avisados no jogo.',
  'schedule.warned': 'Os jogadores são avisados no jogo {warnings} antes.',
  'schedule.warnedEach': 'Os jogadores são avisados no jogo {warnings} antes de cada reinício.',
  'schedule.warnedFirst':
    'Os jogadores são avisados no jogo {first} antes deste primeiro reinício; nos próximos, {warnings} antes.',
  'schedule.warnedNoneFirst':
    'Este primeiro reinício vem cedo demais para avisar os jogadores no jogo; nos próximos, eles serão avisados {warnings} antes.',
  'schedule.scheduleButton': 'Agendar reinício',
  'schedule.laterConfirmed': '✅ Agendado. O reinício e o botão **Cancelar** estão na mensagem abaixo.',
  'schedule.laterAlready': 'Isso já foi confirmado; nada foi agendado de novo.',
  'schedule.scheduled': '⏲️ **{server}** reinicia às {time} ({relative}), pedido por {member}. {warnings}',
  'schedule.mayCancel': 'Membros que podem usar `{command}` podem cancelar até lá.',
  'schedule.cancelButton': 'Cancelar reinício',
  'schedule.cancelledBy': '🛑 O reinício de **{server}** previsto para {time} foi cancelado por {member}.',
  'schedule.refusedRan':
    'Este reinício já rodou (ou está sendo enviado agora): não há nada para cancelar. `{command}` mostra como foi.',
  'schedule.refusedCancelled': 'Este reinício já foi cancelado.',
  'schedule.refusedSkipped':
    'Este reinício foi pulado (o hostcord estava offline na hora): não há nada para cancelar.',
  'schedule.messageNeedsIn':
    'A mensagem é dita no jogo durante a contagem de um reinício mais tarde: adicione `em` (ex.: `10m`) ou tire a mensagem.',
  'schedule.delayInvalid':
    'Não agendado: `{given}` não é um prazo. Escreva como `90s`, `10m` ou `1h30m`: de 1 minuto a 24 horas.',
  'schedule.delayTooShort':
    'Não agendado: o prazo precisa ser de pelo menos 1 minuto. Escreva como `90s`, `10m` ou `1h30m`: de 1 minuto a 24 horas.',
  'schedule.delayTooLong':
    'Não agendado: o prazo pode ser de no máximo 24 horas. Escreva como `90s`, `10m` ou `1h30m`: de 1 minuto a 24 horas.',

  'schedule.verbStart': 'Ligar',
  'schedule.verbRestart': 'Reiniciar',
  'schedule.verbStop': 'Parar',
  'schedule.verbKill': 'Forçar',
  'schedule.askStart': 'Ligar **{server}**?',
  'schedule.askRestart': 'Reiniciar **{server}**? Os jogadores são desconectados durante o reinício.',
  'schedule.askStop':
    'Parar **{server}**? Os jogadores são desconectados e o servidor fica desligado até alguém ligá-lo.',
  'schedule.askKill':
    'Forçar o encerramento de **{server}**? O processo termina na hora, sem salvar: o progresso não salvo é perdido.',
  'schedule.killAfter': {
    one: 'Se ainda estiver rodando depois de {count} segundo, ele é forçado a encerrar.',
    many: 'Se ainda estiver rodando depois de {count} segundos, ele é forçado a encerrar.',
    other: 'Se ainda estiver rodando depois de {count} segundos, ele é forçado a encerrar.',
  },
  'schedule.doingStart': 'Ligando **{server}**…',
  'schedule.doingRestart': 'Reiniciando **{server}**…',
  'schedule.doingStop': 'Parando **{server}**…',
  'schedule.doingKill': 'Forçando o encerramento de **{server}**…',
  'schedule.queuedStart': '✅ Ligar na fila para **{server}**.',
  'schedule.queuedRestart': '✅ Reinício na fila para **{server}**.',
  'schedule.queuedStop': '✅ Parada na fila para **{server}**.',
  'schedule.queuedKill': '✅ Encerramento forçado na fila para **{server}**.',
  'schedule.queuedStartJob': '✅ Ligar na fila para **{server}** (tarefa {job}).',
  'schedule.queuedRestartJob': '✅ Reinício na fila para **{server}** (tarefa {job}).',
  'schedule.queuedStopJob': '✅ Parada na fila para **{server}** (tarefa {job}).',
  'schedule.queuedKillJob': '✅ Encerramento forçado na fila para **{server}** (tarefa {job}).',
  'schedule.deduped':
    'O provedor marcou como duplicado: juntou-se ao mesmo sinal colocado na fila agora há pouco.',
  'schedule.replayed':
    'Este pedido já tinha chegado ao provedor; ele respondeu como antes e não fez nada duas vezes.',
  'schedule.resultInActivity': 'O resultado aparece na atividade do servidor (`{command}`).',
  'schedule.tryAgain': 'Tentar de novo',
  'schedule.tryAgainHint':
    '**Tentar de novo** repete o mesmo pedido: se ele já chegou ao provedor, não é executado duas vezes.',
  'schedule.cancel': 'Cancelar',
  'schedule.cancelled': 'Cancelado. Nada mais é enviado a partir desta pergunta.',
  'schedule.notYours': 'Só o membro que usou este comando pode responder esta pergunta.',
  'schedule.expired':
    'Esta pergunta expirou: os botões funcionam por {seconds} segundos. Use o comando de novo.',
  'schedule.chooseAction': 'Escolha uma ação da lista: Ligar, Parar ou Forçar.',
  'schedule.killAfterOnlyStop':
    '`forçar-após` só vale com Parar: diz quando uma parada travada vira encerramento forçado.',
  'schedule.killAfterRange': '`forçar-após` vai de {min} a {max} segundos.',

  'schedule.consoleControl':
    'Não enviado: o texto tem uma quebra de linha ou outro caractere de controle, que o console entenderia como o início de um segundo comando. Envie uma única linha de texto simples.',
  'schedule.consoleEmpty': 'Não enviado: o texto está vazio.',
  'schedule.consoleTooLong':
    'Não enviado: um comando de console tem no máximo {max} caracteres; este tem {length}.',
  'schedule.consoleTooLongPrefix':
    'Não enviado: um comando de console tem no máximo {max} caracteres contando `{prefix}` e o espaço; este tem {length}.',
  'schedule.consoleSent': '✅ Enviado ao console de **{server}**:',
  'schedule.consoleNoAnswer': 'O jogo não responde aqui; a saída dele está no console do painel do provedor.',

  'schedule.made': '🔁 Agendamento #{id}: **{server}** reinicia {days} às {time}, fuso horário {zone}.',
  'schedule.zoneDefault': '{zone} (nenhum fuso horário informado, então UTC)',
  'schedule.madeNext': 'Próximo reinício: {time} ({relative}).',
  'schedule.removeHint': '`{command}` remove ele.',
  'schedule.none': 'Nenhum reinício agendado neste servidor do Discord. `{command}` adiciona um.',
  'schedule.listTitle': 'Reinícios agendados ({count}):',
  'schedule.listLine': '#{id} · {server} · {days} às {time} {zone} · {next}',
  'schedule.listNext': 'próximo {time} ({relative})',
  'schedule.listNoRun': 'nenhum previsto',
  'schedule.choice': '#{id} {server} · {days} às {time} {zone}',
  'schedule.noSuch':
    'Não existe agendamento #{id} neste servidor do Discord. `{command}` mostra os agendamentos.',
  'schedule.removed': '🗑️ Agendamento #{id} removido: {server} não reinicia mais {days} às {time} {zone}.',
  'schedule.notUsable': 'um servidor que este servidor do Discord não pode mais usar',
  'schedule.everyDay': 'todo dia',
  'schedule.badTime':
    'Não agendado: `{given}` não é um horário. Escreva como HH:MM no formato 24 horas, ex.: `04:00` ou `23:30`.',
  'schedule.badZone':
    'Não agendado: `{given}` não é um fuso horário que o hostcord conhece. Escolha um da lista: um nome IANA como `America/Sao_Paulo` ou `Europe/Lisbon` (padrão `UTC`).',
  'schedule.badDay':
    'Não agendado: `{given}` não é um dia. Escreva dias como `mon, wed, fri`, ou `weekdays`, `weekends`, `daily`.',

  'schedule.backupStarted':
    '✅ Backup iniciado para **{server}**. Ele roda em segundo plano; `{command}` mostra ele.',
  'schedule.backupRecord': 'Registro do backup',
  'schedule.backupsTitle': 'Backups — {server}',
  'schedule.backupNameless': 'Backup',
  'schedule.backupLocked': 'travado',
  'schedule.noBackups': 'Nenhum backup ainda. Faça um com `{command}`.',
  'schedule.backupsFooter': {
    one: 'Página {page} de {pages} · {count} backup, mais recente primeiro · 🔒 {locked} travados (nunca apagados pela rotação automática)',
    many: 'Página {page} de {pages} · {count} backups, mais recentes primeiro · 🔒 {locked} travados (nunca apagados pela rotação automática)',
    other:
      'Página {page} de {pages} · {count} backups, mais recentes primeiro · 🔒 {locked} travados (nunca apagados pela rotação automática)',
  },
};
