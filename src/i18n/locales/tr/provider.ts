import type { AreaTranslation } from '../../translation.js';
import type { provider as english } from '../en-US/provider.js';

/** The provider's errors and state values as members read them. */
export const provider: AreaTranslation<typeof english> = {
  'provider.rateLimited': {
    one: 'Sağlayıcı, botun ona ne sıklıkla istek atabileceğini sınırlıyor. {count} saniye sonra tekrar dene.',
    other:
      'Sağlayıcı, botun ona ne sıklıkla istek atabileceğini sınırlıyor. {count} saniye sonra tekrar dene.',
  },
  'provider.rateLimitedMoment':
    'Sağlayıcı, botun ona ne sıklıkla istek atabileceğini sınırlıyor. Birazdan tekrar dene.',
  'provider.scope':
    'Sunucu sahibi bu bota {scope} iznini vermemiş. Sunucu sahibinden bunu botun kurulumuna eklemesini iste.',
  'provider.scopeUnnamed':
    'Sunucu sahibi bu bota, bu işlemin gerektirdiği bir izni vermemiş. Sunucu sahibinden bunu botun kurulumuna eklemesini iste.',
  'provider.invalid': 'Sağlayıcı isteği geçersiz diye reddetti.',
  'provider.invalidWithId': 'Sağlayıcı isteği geçersiz diye reddetti. (istek ID’si {requestId})',
  'provider.invalidFields': 'Sağlayıcı isteği geçersiz diye reddetti: {fields}.',
  'provider.invalidFieldsWithId':
    'Sağlayıcı isteği geçersiz diye reddetti: {fields}. (istek ID’si {requestId})',
  'provider.moreFields': 've {count} tane daha',
  'provider.tokenRefusedSince':
    'Sağlayıcı {since} beri hostcord’un token’ını reddediyor, bu yüzden hiçbir oyun sunucusu okunamıyor ya da yönetilemiyor. Bir bot yöneticisi HOSTING_TOKEN’a geçerli bir token girip hostcord’u yeniden başlatmalı.',
  'provider.tokenInvalid':
    'Sağlayıcı hostcord’un token’ını reddediyor (geçersiz, süresi dolmuş ya da iptal edilmiş), bu yüzden hiçbir oyun sunucusu okunamıyor ya da yönetilemiyor. Bir bot yöneticisi HOSTING_TOKEN’a geçerli bir token girip hostcord’u yeniden başlatmalı.',
  'provider.forbidden':
    'Sağlayıcı botun bunu o sunucuda yapmasına izin vermiyor: botu kuran hesabın sunucuya erişimi yok ya da işlem bir bot token’ı gerektiriyor. Sunucu sahibinden kurulumu kontrol etmesini iste.',
  'provider.notFound':
    'Bot o sunucuyu ya da öğeyi göremiyor: ya yok ya da bot o sunucuya kurulu değil. Sunucuyu kontrol et ya da sahibinden botu üzerine kurmasını iste.',
  'provider.serverNotReady':
    'Sunucu bunu şu an yapamıyor: hâlâ kuruluyor ya da askıya alınmış. Hazır olunca tekrar dene ya da sağlayıcının panelinden kontrol et.',
  'provider.conflict': 'Sunucu şu an bu işlemle çakışan bir şeyle meşgul. Biraz bekle ve tekrar dene.',
  'provider.conflictCode':
    'Sunucu şu an bu işlemle çakışan bir şeyle meşgul. Biraz bekle ve tekrar dene. (kod {code})',
  'provider.capacity': 'Sağlayıcının şu an bu sunucu için boş kapasitesi yok. Daha sonra tekrar dene.',
  'provider.startBlocked':
    'Sağlayıcı şu an bu sunucunun başlamasına izin vermiyor. Sunucuyu sağlayıcının panelinden kontrol et.',
  'provider.idempotencyInProgress':
    'Aynı istek hâlâ işleniyor. Birkaç saniye bekle ve tekrar denemeden önce sonucu kontrol et.',
  'provider.idempotencyKeyReused':
    'Bu düğme ya da komut zaten başka bir istek için kullanıldı. Komutu yeniden çalıştır.',
  'provider.internal': 'Sağlayıcıda dahili bir hata oldu. Tekrar dene; sürerse sağlayıcının desteğine yaz.',
  'provider.internalWithId':
    'Sağlayıcıda dahili bir hata oldu. Tekrar dene; sürerse sağlayıcının desteğine yaz ve {requestId} istek ID’sini ver.',
  'provider.refused': 'Sağlayıcı isteği reddetti (kod {code}). Tekrarlanırsa bir bot yöneticisine haber ver.',
  'provider.refusedWithId':
    'Sağlayıcı isteği reddetti (kod {code}, istek ID’si {requestId}). Tekrarlanırsa bir bot yöneticisine haber ver.',
  'provider.timedOut':
    'Sağlayıcı zamanında yanıt vermedi. İşlem yine de gerçekleşebilir: tekrar denemeden önce sunucuyu kontrol et.',
  'provider.aborted': 'Sağlayıcıya giden istek bitmeden iptal edildi.',
  'provider.unreachable':
    'Bot sağlayıcıya ulaşamadı. Bir dakika sonra tekrar dene; sürerse bir bot yöneticisine haber ver.',
  'provider.notSent': 'Bu sağlayıcıya gönderilmedi: {reason}',
  'provider.badAnswer': 'Sağlayıcı, botun anlamadığı bir yanıt gönderdi. Bir bot yöneticisine haber ver.',
  'provider.badAnswerWithId':
    'Sağlayıcı, botun anlamadığı bir yanıt gönderdi (istek ID’si {requestId}). Bir bot yöneticisine haber ver.',
  'provider.failed':
    'Sağlayıcıyla konuşurken bir şeyler ters gitti. Tekrar dene; sürerse bir bot yöneticisine haber ver.',

  'provider.check.limit': '{field} 1 ile 100 arasında bir tam sayı olmalı.',
  'provider.check.idempotencyKey':
    'idempotency anahtarı boşluksuz, 1 ile 128 arası görünür ASCII karakterinden oluşmalı.',
  'provider.check.id': '{field} boş olmayan bir ID olmalı.',
  'provider.check.signal': 'güç sinyali şunlardan biri olmalı: {signals}.',
  'provider.check.killAfterStopOnly': '{field} yalnızca durdurma sinyali için geçerli.',
  'provider.check.killAfterRange': '{field} 10 ile 600 arasında bir tam sayı olmalı.',
  'provider.check.command': 'konsol komutu 1 ile 1024 karakter arasında olmalı.',

  'provider.install.personalToken':
    '⚠️ hostcord’un token’ı kişisel bir token (zhp_…): sağlayıcı ona hiç olay göndermiyor, bu yüzden gerçek bir uyarı gelmeyecek. Operatör HOSTING_TOKEN’a bir bot token’ı (zhb_…) girer.',
  'provider.install.unchecked':
    '⚠️ Botun bu sunucudaki kurulumu az önce sağlayıcıdan okunamadı, bu yüzden uyarılarının gelip gelmeyeceği bilinmiyor: `{command}` bunu kontrol eder.',
  'provider.install.missing':
    '⚠️ Bot sağlayıcıda bu sunucuya kurulu değil: komutları reddediliyor ve hiç uyarı gelmeyecek. Sunucu sahibinden botu kurmasını iste.',
  'provider.install.inactive':
    '⚠️ Botun bu sunucudaki kurulumu {status} durumunda, aktif değil: aktif olana kadar hiç uyarı gelmeyecek. Sunucu sahibinden sağlayıcının panelinde buna bakmasını iste.',
  'provider.install.unsubscribed':
    '⚠️ Botun kurulumu {events} aboneliğine sahip değil, bu yüzden hiçbir zaman gerçek bir uyarı gelmeyecek. Sunucu sahibinden sağlayıcının panelinde onu {events} için abone yapmasını iste.',
  'provider.install.scope':
    '⚠️ Botun kurulumunda {scopes} izni eksik: buna ihtiyaç duyan komutlar bu sunucu için reddediliyor. Sunucu sahibinden bu izni botun kurulumuna vermesini iste.',
  'provider.install.scopes':
    '⚠️ Botun kurulumunda {scopes} izinleri eksik: bunlara ihtiyaç duyan komutlar bu sunucu için reddediliyor. Sunucu sahibinden bu izinleri botun kurulumuna vermesini iste.',

  'provider.state.running': 'çalışıyor',
  'provider.state.online': 'çevrimiçi',
  'provider.state.started': 'başlatıldı',
  'provider.state.starting': 'başlıyor',
  'provider.state.restarting': 'yeniden başlıyor',
  'provider.state.booting': 'açılıyor',
  'provider.state.installing': 'kuruluyor',
  'provider.state.installed': 'kuruldu',
  'provider.state.stopping': 'duruyor',
  'provider.state.stopped': 'durdu',
  'provider.state.offline': 'çevrimdışı',
  'provider.state.crashed': 'çöktü',
  'provider.state.error': 'hata',
  'provider.state.exited': 'kapandı',
  'provider.state.killed': 'zorla durduruldu',
  'provider.state.active': 'aktif',
  'provider.state.suspended': 'askıya alındı',
};
