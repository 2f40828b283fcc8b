import type { AreaTranslation } from '../../translation.js';
import type { alerts as english } from '../en-US/alerts.js';

/** Alerts and digests posted in linked channels, and the test alert. */
export const alerts: AreaTranslation<typeof english> = {
  'alerts.field.server': 'Sunucu',
  'alerts.field.event': 'Olay',
  'alerts.field.severity': 'Önem',
  'alerts.field.source': 'Kaynak',
  'alerts.source.api': 'panel/API',
  'alerts.timeUnknown': 'zaman bilinmiyor',
  'alerts.unknownServer': 'bilinmeyen sunucu',
  'alerts.delayed': 'Gecikmeli: gönderilmeden {duration} önce oldu',
  'alerts.installed.title': 'hostcord kuruldu: {server}',
  'alerts.installed.scopes': 'İzinler',
  'alerts.installed.events': 'Olaylar',
  'alerts.installed.status': 'Durum',
  'alerts.removed.title': 'hostcord kaldırıldı: {server}',
  'alerts.removed.description': 'Bot bu sunucuya yeniden kurulana kadar sunucunun uyarıları burada durur.',
  'alerts.digest.title': {
    one: '{count} uyarı (önce en eskiler)',
    other: '{count} uyarı (önce en eskiler)',
  },
  'alerts.digest.titleOf': {
    one: '{count} uyarı · {server} (önce en eskiler)',
    other: '{count} uyarı · {server} (önce en eskiler)',
  },
  'alerts.digest.delayed': 'gecikmeli',
  'alerts.digest.installed': 'hostcord kuruldu',
  'alerts.digest.removed': 'hostcord kaldırıldı: uyarılar durur',
  'alerts.test.title': '🧪 TEST · Test uyarısı: bu sunucunun uyarıları bu kanala ulaşıyor',
  'alerts.test.footer': 'hostcord test uyarısı',
  'alerts.test.byMember':
    'Sunucuda hiçbir şey olmadı: bu bir test, <@{user}> tarafından {command} ile gönderildi.',
  'alerts.test.byScript': 'Sunucuda hiçbir şey olmadı: bu bir test, {script} ile gönderildi.',
  'alerts.test.filtered':
    'Buradaki gerçek uyarılar bu bağlantının filtrelerine uyar ({filters}); bu test onları yok sayar.',
  'alerts.test.unfiltered':
    'Buradaki gerçek uyarılar bu bağlantının filtrelerine uyar (yok: her uyarı); bu test onları yok sayar.',
  'alerts.test.filterCategories': 'kategoriler {values}',
  'alerts.test.filterTypes': 'türler {values}',
  'alerts.test.filterSeverities': 'önem dereceleri {values}',
  'alerts.test.mentionsEvery': 'Gerçek uyarılar her uyarıda <@&{role}> rolünü etiketler.',
  'alerts.test.mentionsSeverities':
    'Gerçek uyarılar {severities} önem derecelerinde <@&{role}> rolünü etiketler.',
  'alerts.test.mentionsNobody': 'Gerçek uyarılar kimseyi etiketlemez.',
  'alerts.test.reply': '{server} için test uyarısı:',
  'alerts.test.posted': 'test uyarısı gönderildi',
  'alerts.test.postedBroken':
    'test uyarısı gönderildi; bağlantı hâlâ bozuk olarak işaretli: gerçek uyarıların oraya yeniden gelmesi için {command} komutunu tekrar çalıştır',
  'alerts.test.postedInactive':
    'test uyarısı gönderildi; bağlantı pasif (bot sunucudan kaldırıldı), bu yüzden gerçek uyarılar bot yeniden kurulana kadar bekler',
  'alerts.test.refused':
    '{reason}; bota orada "Kanalı Görüntüle", "Mesaj Gönder" ve "Bağlantı Yerleştir" izinlerini ver',
  'alerts.test.notTaken': 'Discord kabul etmedi ({reason}); bir dakika sonra tekrar dene',
  'alerts.reply.notLinkedTo':
    '{server}, <#{channel}> kanalına bağlı değil. Önce orada `{command}` ile bağla.',
  'alerts.reply.severalChannels':
    '{server} birden fazla kanala gönderiyor ({channels}): `{option}` seçeneğiyle birini seç.',
  'alerts.reply.broken':
    '{server} → <#{channel}> bozuk (Discord mesajlarımızı reddetti). Kanalın izinlerini düzelt ve önce `{command}` komutunu tekrar çalıştır.',
  'alerts.reply.inactive':
    '{server} → <#{channel}> pasif: bot o sunucudan kaldırıldı. Filtreleri, bot yeniden kurulunca değiştirilebilir.',
  'alerts.reply.listError': '`{option}`: {error}',
  'alerts.reply.giveFilter':
    '`{categories}`, `{types}` veya `{severities}` belirt (virgülle ayrılmış değerler; `all` bir filtreyi kaldırır).',
  'alerts.reply.giveRole': 'Bu önem derecelerinde etiketlenecek `{role}` seçeneğini seç.',
  'alerts.reply.noEveryone': 'Uyarılar @everyone etiketleyemez: bir rol seç.',
  'alerts.reply.notMentionable':
    '⚠️ <@&{role}> etiketlenebilir değil, bu yüzden uyarılar kimseye bildirim göndermeden onu anar. Herkesin etiketlemesine izin ver (rol ayarları) ya da bota "@everyone, @here ve Tüm Rollerden Bahset" iznini ver.',
  'alerts.list.allCombined': '`all` başka değerlerle birlikte kullanılamaz.',
  'alerts.list.tooMany': 'Liste başına en fazla {max} değer.',
  'alerts.list.tooLong': 'Bir değer en fazla {max} karakter olabilir.',
  'alerts.list.controlCharacters': 'Değerler kontrol karakteri içeremez.',
  'alerts.link.line': '{server} → <#{channel}>',
  'alerts.link.lineBroken': '{server} → <#{channel}> (bozuk)',
  'alerts.link.lineInactive': '{server} → <#{channel}> (pasif)',
  'alerts.link.all': 'hepsi',
  'alerts.link.mentionsEvery': 'Etiketler: her uyarıda <@&{role}>',
  'alerts.link.mentionsSeverities': 'Etiketler: {severities} önem derecelerinde <@&{role}>',
  'alerts.link.mentionsNobody': 'Etiketler: kimse',
  'alerts.show.title': 'Uyarı filtreleri',
  'alerts.show.seen': 'Şimdiye kadar olaylarda görülen değerler',
  'alerts.show.seenCategories': 'Kategoriler: {values}',
  'alerts.show.seenTypes': 'Türler: {values}',
  'alerts.show.seenSeverities': 'Önem dereceleri: {values}',

  // Why Discord refused a channel or a message, as /links, /board and the doctor show a stored reason.
  'alerts.failure.missingAccess': 'bot kanalı göremiyor (Missing Access)',
  'alerts.failure.missingPermissions':
    'bot orada mesaj gönderemiyor veya yerleştiremiyor (Missing Permissions)',
  'alerts.failure.unknownChannel': 'kanal artık yok (Unknown Channel)',
  'alerts.failure.channelRefused': 'Discord kanalı reddetti: {message} ({status})',
  'alerts.failure.messageRejected': 'Discord mesajı reddetti: {message} ({status})',
};
