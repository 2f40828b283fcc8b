import type { AreaTranslation } from '../../translation.js';
import type { core as english } from '../en-US/core.js';

/** The language command, refusals, permissions, storage, limits and /status. */
export const core: AreaTranslation<typeof english> = {
  'language.current': 'hostcord bu Discord sunucusunda {language} konuşuyor.',
  'language.currentDefault':
    'hostcord bu Discord sunucusunda {language} konuşuyor (sunucunun Discord dili; yöneticiler `/dil dil:` ile başka bir dil seçebilir).',
  'language.set':
    'hostcord artık bu Discord sunucusunda {language} konuşuyor: uyarılar, panolar ve oyun içi duyurular. Discord’u hostcord’un konuştuğu başka bir dilde olan üyeler yanıtlarını kendi dillerinde alır.',
  'language.needsManageServer':
    'hostcord’un dilini burada değiştirmek için "Sunucuyu Yönet" iznine ihtiyacın var. Seçeneksiz `/dil` mevcut dili gösterir.',

  'refusal.forgedButton': "Bu düğme hostcord'a ait değil.",
  'refusal.unsignedButton':
    "Bu düğme hostcord'un eski bir sürümünden ve artık çalışmıyor. Komutu yeniden çalıştır.",
  'refusal.guildOnly': 'hostcord komutları doğrudan mesajlarda değil, bir Discord sunucusunda çalışır.',
  'refusal.notAllowedHere':
    'hostcord bu Discord sunucusu için açık değil. Operatörü bu sunucunun ID’sini ALLOWED_GUILD_IDS’e ekleyebilir.',
  'refusal.unknownCommand': 'hostcord’un bu sürümü bu komutu tanımıyor.',
  'refusal.notLinkedHere':
    'Bu sunucu burada bağlı değil. Listeden birini seç ya da bir yöneticiden `/bağla` ile bağlamasını iste.',
  'refusal.noneLinked':
    'Bu Discord sunucusuna henüz hiçbir oyun sunucusu bağlanmadı. Bir yönetici `/bağla` ile bağlayabilir.',
  'refusal.pickOne': 'Burada birden fazla sunucu bağlı: `sunucu` seçeneğiyle birini seç.',
  'refusal.staleButton': 'Bu buton artık çalışmıyor. Komutu yeniden kullan.',
  'refusal.staleButtonOf': 'Bu buton artık çalışmıyor. `{command}` komutunu yeniden kullan.',
  'refusal.failed':
    'hostcord tarafında bir şeyler ters gitti. Tekrar dene; sürerse bir yöneticiye şu referansı ver: `{reference}`.',
  'refusal.powerCooldown': {
    one: 'Az önce bir güç işlemi gönderdin. Sonrakinden önce {count} saniye bekle.',
    other: 'Az önce bir güç işlemi gönderdin. Sonrakinden önce {count} saniye bekle.',
  },

  'access.channel':
    '`/{command}` bu kanalda kapalı ({integrations}), bu yüzden butonları burada çalışmaz. İzin verilen bir kanalda kullan.',
  'access.override':
    'Bir yönetici `/{command}` komutunu senin için {integrations} altında kapattı, bu yüzden butonları da senin için çalışmaz. Erişimin olması gerekiyorsa bir yöneticiye sor.',
  'access.permission':
    '`/{command}` butonlarını ve menülerini kullanmak için "{permission}" iznine ihtiyacın var ya da bir yönetici {integrations} altında sana veya rolüne izin verebilir.',
  'access.admin':
    '`/{command}` butonlarını ve menülerini kullanmak için yönetici olmalısın ya da bir yönetici {integrations} altında sana veya rolüne izin verebilir.',
  'access.integrations': 'Sunucu Ayarları → Entegrasyonlar → hostcord',
  'access.manageServer': 'Sunucuyu Yönet',
  'access.administrator': 'Yönetici',

  'storage.full':
    'hostcord şu an hiçbir şey kaydedemiyor: veritabanının diski dolu. Hiçbir şey yapılmadı, oyun sunucusuna hiçbir şey gönderilmedi. Bir bot yöneticisine haber ver ve yer açıldığında tekrar dene.',
  'storage.read-only':
    'hostcord şu an hiçbir şey kaydedemiyor: veritabanı salt okunur. Hiçbir şey yapılmadı, oyun sunucusuna hiçbir şey gönderilmedi. Bir bot yöneticisine haber ver ve yeniden yazılabilir olduğunda tekrar dene.',
  'storage.failing':
    'hostcord şu an hiçbir şey kaydedemiyor: veritabanı hata veriyor ya da erişilemiyor. Hiçbir şey yapılmadı, oyun sunucusuna hiçbir şey gönderilmedi. Bir bot yöneticisine haber ver ve daha sonra tekrar dene.',

  'limit.boardsPerGuild':
    'Sınıra ulaşıldı: Discord sunucusu başına durum panosu ({limit}). Bu Discord sunucusunda zaten bu kadar var; önce `/pano kaldır` ile birini kaldır. Tek bir pano tüm bağlı sunucuları gösterir.',
  'limit.schedulesPerServer':
    'Sınıra ulaşıldı: sunucu başına zamanlama ({limit}). Bu sunucunun bu Discord sunucusunda zaten bu kadar zamanlaması var: `/zamanla liste` gösterir, `/zamanla kaldır` yer açar.',
  'limit.schedulesPerGuild':
    'Sınıra ulaşıldı: Discord sunucusu başına zamanlama ({limit}). Bu Discord sunucusunda zaten bu kadar var: `/zamanla liste` gösterir, `/zamanla kaldır` yer açar.',
  'limit.draftsPerMember':
    'Sınıra ulaşıldı: üye başına açık yeniden başlatma sorusu ({limit}). `/yeniden-başlat sonra:` sorularından birini yanıtla (Yeniden başlatmayı planla veya İptal) ya da süreleri dolana kadar bir dakika bekle.',
  'limit.proofCodesPerMember':
    'Sınıra ulaşıldı: üye başına açık sahiplik kodu ({limit}). Kodlarından birini kullan (sunucunun adına yaz, sonra Doğrula’ya bas) ya da istedikten 15 dakika sonra süreleri dolana kadar bekle.',
  'limit.proofCodesPerGuild':
    'Sınıra ulaşıldı: Discord sunucusu başına açık sahiplik kodu ({limit}). Bu Discord sunucusunun kodlarından birini kullan ya da istendikten 15 dakika sonra süreleri dolana kadar bekle.',
  'limit.shareCodesPerMember':
    'Sınıra ulaşıldı: üye başına açık paylaşım kodu ({limit}). Paylaşım kodlarından biri kullanılana ya da oluşturulduktan 24 saat sonra süresi dolana kadar bekle.',
  'limit.shareCodesPerGuild':
    'Sınıra ulaşıldı: Discord sunucusu başına açık paylaşım kodu ({limit}). Bu Discord sunucusunun paylaşım kodlarından biri kullanılana ya da oluşturulduktan 24 saat sonra süresi dolana kadar bekle.',
  'limit.codeCooldownMs':
    'Sınıra ulaşıldı: üye başına {every} içinde bir kod. {wait} bekle, sonra tekrar iste.',
  'limit.historyCooldownMs':
    'Sınıra ulaşıldı: üye başına {every} içinde bir grafik. {wait} bekle, sonra tekrar iste.',

  'status.game': 'Oyun',
  'status.status': 'Durum',
  'status.power': 'Güç',
  'status.address': 'Adres',
  'status.location': 'Konum',
  'status.cpu': 'CPU',
  'status.memory': 'Bellek',
  'status.disk': 'Disk',
  'status.network': 'Ağ',
  'status.uptime': 'Çalışma süresi',
  'status.unknown': 'bilinmiyor',
  'status.ofLimit': '{used} / {limit}',
  'status.suspended': 'Askıda',
  'status.suspendedText': 'Sunucu sağlayıcıda askıya alınmış.',
  'status.liveUsage': 'Anlık kullanım',
  'status.notAvailable': 'Mevcut değil: {reason}',
  'status.panelSilent': 'panel yanıt vermedi.',
  'status.players': 'Oyuncular',
  'status.playersOnline': 'Oyuncular {online}/{max}',
  'status.playersOnMap': 'Oyuncular {online}/{max} · harita {map}',
  'status.uptimeSeen': 'hostcord’un gördüğü erişilebilirlik',
  'status.uptimeFigures': '24 sa {day} · 7 gün {week} · 30 gün {month}',
  'status.noData': 'veri yok',
  'status.noUptimeYet':
    'Henüz veri yok: hostcord bu sunucuyu yeterince uzun süredir izlemiyor. Birkaç dakika sonra tekrar bak.',
  'status.footer': 'Sunucu {id}',
  'status.refresh': 'Yenile',

  // Discord's own names of its permissions, as its client shows them in this language.
  'permission.viewChannel': 'Kanalı Görüntüle',
  'permission.sendMessages': 'Mesaj Gönder',
  'permission.embedLinks': 'Bağlantı Yerleştir',
  'permission.readMessageHistory': 'Mesaj Geçmişini Oku',
};
