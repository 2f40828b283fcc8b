import type { AreaTranslation } from '../../translation.js';
import type { schedule as english } from '../en-US/schedule.js';

/** Restarts, power, backups, say and console: their replies, notices and the countdown in game. */
export const schedule: AreaTranslation<typeof english> = {
  'schedule.hours': { one: '{count} saat', other: '{count} saat' },
  'schedule.minutes': { one: '{count} dakika', other: '{count} dakika' },
  'schedule.seconds': { one: '{count} saniye', other: '{count} saniye' },

  'schedule.countdown': 'Sunucu {duration} sonra yeniden başlıyor.',
  'schedule.countdownCancelled': 'Planlı yeniden başlatma iptal edildi: sunucu açık kalıyor.',

  'schedule.done': '✅ **{server}**: planlı yeniden başlatma tamam, planlanan zaman {time}.',
  'schedule.doneJob': '✅ **{server}**: planlı yeniden başlatma tamam (iş {job}), planlanan zaman {time}.',
  'schedule.failed': '❌ **{server}**: {time} için planlanan yeniden başlatma başarısız oldu. {reason}',
  'schedule.skippedSchedule':
    '⏭️ **{server}**: {time} yeniden başlatması atlandı: zamanı geldiğinde hostcord çevrim dışıydı ({time} {zone}, {at}). Yeniden başlatma asla geç yapılmaz; hiçbir şey gönderilmedi.',
  'schedule.skippedOnce':
    '⏭️ **{server}**: {time} yeniden başlatması atlandı: zamanı geldiğinde hostcord çevrim dışıydı ({at}). Yeniden başlatma asla geç yapılmaz; hiçbir şey gönderilmedi.',
  'schedule.nextRun': 'Sonraki yeniden başlatma: {time}.',
  'schedule.boardPlanned': '🔁 Planlı yeniden başlatma: {time}',
  'schedule.failedTwice': 'hostcord gönderirken iki kez durdu; yapılıp yapılmadığını `{command}` gösterir.',
  'schedule.failedTooLate':
    'Sonuç bilinmiyor: hostcord gönderirken durdu ve yeniden denemek için çok geç döndü. Yapılıp yapılmadığını `{command}` gösterir.',
  'schedule.failedUnexpected': 'hostcord tarafında bir şeyler ters gitti; günlüğüne bak.',

  'schedule.laterQuestion':
    '**{server}** {duration} sonra yeniden başlatılsın mı? Geri sayım sen onaylayınca başlar. {warnings} Yeniden başlarken oyuncuların bağlantısı kopar.',
  'schedule.withMessage': 'Mesajla birlikte: {message}',
  'schedule.onlyYou': 'Sadece sen cevaplayabilirsin; butonlar {until} saatine kadar çalışır ({relative}).',
  'schedule.notWarned': 'Oyuncular oyunda uyarılmaz.',
  'schedule.warned': 'Oyuncular oyunda {warnings} önce uyarılır.',
  'schedule.warnedEach': 'Oyuncular her yeniden başlatmadan {warnings} önce oyunda uyarılır.',
  'schedule.warnedFirst':
    'Oyuncular bu ilk yeniden başlatmadan {first} önce oyunda uyarılır; sonrakilerde {warnings} önce.',
  'schedule.warnedNoneFirst':
    'Bu ilk yeniden başlatma, oyuncuları oyunda uyarmak için çok yakın; sonrakilerde {warnings} önce uyarılırlar.',
  'schedule.scheduleButton': 'Yeniden başlatmayı planla',
  'schedule.laterConfirmed': '✅ Planlandı. Yeniden başlatma ve **İptal** butonu aşağıdaki mesajda.',
  'schedule.laterAlready': 'Bu zaten onaylanmıştı; hiçbir şey yeniden planlanmadı.',
  'schedule.scheduled':
    '⏲️ **{server}** {time} saatinde ({relative}) yeniden başlıyor, isteyen: {member}. {warnings}',
  'schedule.mayCancel': '`{command}` kullanabilen üyeler o zamana kadar iptal edebilir.',
  'schedule.cancelButton': 'Yeniden başlatmayı iptal et',
  'schedule.cancelledBy':
    '🛑 **{server}** için {time} zamanına planlanan yeniden başlatmayı {member} iptal etti.',
  'schedule.refusedRan':
    'Bu yeniden başlatma zaten yapıldı (ya da şu an gönderiliyor): iptal edilecek bir şey yok. Nasıl gittiğini `{command}` gösterir.',
  'schedule.refusedCancelled': 'Bu yeniden başlatma zaten iptal edildi.',
  'schedule.refusedSkipped':
    'Bu yeniden başlatma atlandı (zamanında hostcord çevrim dışıydı): iptal edilecek bir şey yok.',
  'schedule.messageNeedsIn':
    'Mesaj, sonraki bir yeniden başlatmanın geri sayımı sırasında oyunda söylenir: `sonra` ekle (ör. `10m`) ya da mesajı çıkar.',
  'schedule.delayInvalid':
    'Planlanmadı: `{given}` bir süre değil. `90s`, `10m` veya `1h30m` gibi yaz: 1 dakikadan 24 saate kadar.',
  'schedule.delayTooShort':
    'Planlanmadı: süre en az 1 dakika olmalı. `90s`, `10m` veya `1h30m` gibi yaz: 1 dakikadan 24 saate kadar.',
  'schedule.delayTooLong':
    'Planlanmadı: süre en fazla 24 saat olabilir. `90s`, `10m` veya `1h30m` gibi yaz: 1 dakikadan 24 saate kadar.',

  'schedule.verbStart': 'Başlat',
  'schedule.verbRestart': 'Yeniden başlat',
  'schedule.verbStop': 'Durdur',
  'schedule.verbKill': 'Öldür',
  'schedule.askStart': '**{server}** başlatılsın mı?',
  'schedule.askRestart':
    '**{server}** yeniden başlatılsın mı? Yeniden başlarken oyuncuların bağlantısı kopar.',
  'schedule.askStop':
    '**{server}** durdurulsun mu? Oyuncuların bağlantısı kopar ve biri başlatana kadar sunucu kapalı kalır.',
  'schedule.askKill':
    '**{server}** öldürülsün mü? İşlem kaydetmeden hemen biter: kaydedilmemiş ilerleme kaybolur.',
  'schedule.killAfter': {
    one: '{count} saniye sonra hâlâ çalışıyorsa öldürülür.',
    other: '{count} saniye sonra hâlâ çalışıyorsa öldürülür.',
  },
  'schedule.doingStart': '**{server}** başlatılıyor…',
  'schedule.doingRestart': '**{server}** yeniden başlatılıyor…',
  'schedule.doingStop': '**{server}** durduruluyor…',
  'schedule.doingKill': '**{server}** öldürülüyor…',
  'schedule.queuedStart': '✅ **{server}** için başlatma sıraya alındı.',
  'schedule.queuedRestart': '✅ **{server}** için yeniden başlatma sıraya alındı.',
  'schedule.queuedStop': '✅ **{server}** için durdurma sıraya alındı.',
  'schedule.queuedKill': '✅ **{server}** için öldürme sıraya alındı.',
  'schedule.queuedStartJob': '✅ **{server}** için başlatma sıraya alındı (iş {job}).',
  'schedule.queuedRestartJob': '✅ **{server}** için yeniden başlatma sıraya alındı (iş {job}).',
  'schedule.queuedStopJob': '✅ **{server}** için durdurma sıraya alındı (iş {job}).',
  'schedule.queuedKillJob': '✅ **{server}** için öldürme sıraya alındı (iş {job}).',
  'schedule.deduped':
    'Sağlayıcı bunu birleştirildi olarak bildiriyor: az önce sıraya alınan aynı sinyale katıldı.',
  'schedule.replayed':
    'Bu istek sağlayıcıya zaten ulaşmıştı; önceki gibi cevap verdi ve hiçbir şeyi iki kez yapmadı.',
  'schedule.resultInActivity': 'Sonuç sunucunun etkinliğinde görünür (`{command}`).',
  'schedule.tryAgain': 'Tekrar dene',
  'schedule.tryAgainHint':
    '**Tekrar dene** aynı isteği tekrarlar: sağlayıcıya zaten ulaştıysa iki kez yapılmaz.',
  'schedule.cancel': 'İptal',
  'schedule.cancelled': 'İptal edildi. Bu sorudan artık hiçbir şey gönderilmez.',
  'schedule.notYours': 'Bu soruyu sadece komutu kullanan üye cevaplayabilir.',
  'schedule.expired': 'Bu sorunun süresi doldu: butonları {seconds} saniye çalışır. Komutu yeniden kullan.',
  'schedule.chooseAction': 'Listeden bir işlem seç: Başlat, Durdur veya Öldür.',
  'schedule.killAfterOnlyStop':
    '`öldürme-süresi` sadece Durdur ile kullanılır: takılan bir durdurmanın ne zaman öldürmeye dönüşeceğini söyler.',
  'schedule.killAfterRange': '`öldürme-süresi` {min} ile {max} saniye arasıdır.',

  'schedule.consoleControl':
    'Gönderilmedi: metinde satır sonu ya da başka bir kontrol karakteri var; konsol bunu ikinci bir komutun başlangıcı sayar. Tek satır düz metin gönder.',
  'schedule.consoleEmpty': 'Gönderilmedi: metin boş.',
  'schedule.consoleTooLong':
    'Gönderilmedi: bir konsol komutu en fazla {max} karakterdir; bu {length} karakter.',
  'schedule.consoleTooLongPrefix':
    'Gönderilmedi: bir konsol komutu, `{prefix}` ve boşluğu dahil en fazla {max} karakterdir; bu {length} karakter.',
  'schedule.consoleSent': '✅ **{server}** konsoluna gönderildi:',
  'schedule.consoleNoAnswer': 'Oyun burada cevap vermez; çıktısı sağlayıcının panelindeki konsolda.',

  'schedule.made': '🔁 Plan #{id}: **{server}** {days} saat {time} yeniden başlar, saat dilimi {zone}.',
  'schedule.zoneDefault': '{zone} (saat dilimi verilmedi, bu yüzden UTC)',
  'schedule.madeNext': 'Sonraki yeniden başlatma: {time} ({relative}).',
  'schedule.removeHint': '`{command}` bunu kaldırır.',
  'schedule.none': 'Bu Discord sunucusunda planlı yeniden başlatma yok. `{command}` bir tane ekler.',
  'schedule.listTitle': 'Planlı yeniden başlatmalar ({count}):',
  'schedule.listLine': '#{id} · {server} · {days} {time} {zone} · {next}',
  'schedule.listNext': 'sonraki {time} ({relative})',
  'schedule.listNoRun': 'planlı çalışma yok',
  'schedule.choice': '#{id} {server} · {days} {time} {zone}',
  'schedule.noSuch': 'Bu Discord sunucusunda #{id} numaralı plan yok. `{command}` planları gösterir.',
  'schedule.removed':
    '🗑️ Plan #{id} kaldırıldı: {server} artık {days} {time} {zone} saatinde yeniden başlamıyor.',
  'schedule.notUsable': 'bu Discord sunucusunun artık kullanamadığı bir sunucu',
  'schedule.everyDay': 'her gün',
  'schedule.badTime':
    'Planlanmadı: `{given}` bir saat değil. 24 saat biçiminde SS:DD olarak yaz, ör. `04:00` veya `23:30`.',
  'schedule.badZone':
    'Planlanmadı: `{given}` hostcord’un bildiği bir saat dilimi değil. Listeden birini seç: `Europe/Istanbul` veya `America/New_York` gibi bir IANA adı (varsayılan `UTC`).',
  'schedule.badDay':
    'Planlanmadı: `{given}` bir gün değil. Günleri `mon, wed, fri` gibi ya da `weekdays`, `weekends`, `daily` olarak yaz.',

  'schedule.backupStarted':
    '✅ **{server}** için yedek başlatıldı. Arka planda çalışıyor; `{command}` onu gösterir.',
  'schedule.backupRecord': 'Yedek kaydı',
  'schedule.backupsTitle': 'Yedekler — {server}',
  'schedule.backupNameless': 'Yedek',
  'schedule.backupLocked': 'kilitli',
  'schedule.noBackups': 'Henüz yedek yok. `{command}` ile bir tane al.',
  'schedule.backupsFooter': {
    one: 'Sayfa {page}/{pages} · {count} yedek, en yenisi önce · 🔒 {locked} kilitli (otomatik döngü asla silmez)',
    other:
      'Sayfa {page}/{pages} · {count} yedek, en yenisi önce · 🔒 {locked} kilitli (otomatik döngü asla silmez)',
  },
};
