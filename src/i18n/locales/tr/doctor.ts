import type { AreaTranslation } from '../../translation.js';
import type { doctor as english } from '../en-US/doctor.js';

/** The doctor's findings (/doctor and `npm run doctor` as Discord members read them). */
export const doctor: AreaTranslation<typeof english> = {
  'doctor.title.problems': { one: 'Düzeltilecek {count} sorun', other: 'Düzeltilecek {count} sorun' },
  'doctor.title.warnings': { one: '{count} uyarı', other: '{count} uyarı' },
  'doctor.title.fine': 'Her şey yolunda görünüyor',
  'doctor.notShown': {
    one: '{count} bulgu daha gösterilmedi: npm run doctor hepsini yazdırır',
    other: '{count} bulgu daha gösterilmedi: npm run doctor hepsini yazdırır',
  },

  'doctor.area.configuration': 'yapılandırma',
  'doctor.area.database': 'veritabanı',
  'doctor.area.providerToken': 'sağlayıcı token’ı',
  'doctor.area.discord': 'discord',
  'doctor.area.webhook': 'webhook',
  'doctor.area.events': 'olaylar',
  'doctor.area.installations': 'kurulumlar',
  'doctor.area.links': 'bağlantılar',
  'doctor.area.server': 'sunucu {server}',
  'doctor.area.gameQuery': 'oyun sorgusu',
  'doctor.area.boards': 'durum panoları',
  'doctor.area.providerBudget': 'sağlayıcı bütçesi',
  'doctor.area.access': 'erişim',
  'doctor.area.shares': 'paylaşımlar',
  'doctor.area.testAlert': 'test uyarısı',

  'doctor.config.ok': 'geçerli; olaylar {source} ile, veritabanı {database}',
  'doctor.config.personalToken':
    'HOSTING_TOKEN kişisel bir token (zhp_…): hiç uyarı gönderilmeyecek; komutlar çalışır ama olay akışı ve kurulumlar bir bot token’ı (zhb_…) ister: HOSTING_TOKEN’a bir tane gir',
  'doctor.config.shardsOnSqlite':
    'SHARD_IDS, {total} shard’dan {ids} olanları SQLite üzerinde çalıştırıyor; diğer shard’ların Discord sunucularına yalnızca başka bir hostcord örneği yanıt verir ve örnekler bağlantıları ve uyarıları yalnızca PostgreSQL üzerinden paylaşır: her birinde aynı DATABASE_URL’i ayarla (SQLite’ta her örneğin kendi dosyası olur)',

  'doctor.database.cannotOpen':
    'açılamıyor ({error}); DATABASE_PATH’i ve klasörüne yazılabildiğini ya da DATABASE_URL’i kontrol et',
  'doctor.database.sqliteOk': 'açıldı, migrasyonlar uygulandı, bütünlük denetimi geçti',
  'doctor.database.postgresOk': 'PostgreSQL yanıt veriyor, migrasyonlar uygulandı',
  'doctor.database.postgresAtOk': '{at} adresindeki PostgreSQL yanıt veriyor, migrasyonlar uygulandı',
  'doctor.database.integrityFailed': 'bütünlük denetimi başarısız ({error}); dosyayı bir yedekten geri yükle',
  'doctor.database.postgresDown':
    'PostgreSQL yanıt vermiyor ({error}); çalıştığını ve DATABASE_URL’i kontrol et',
  'doctor.database.postgresAtDown':
    '{at} adresindeki PostgreSQL yanıt vermiyor ({error}); çalıştığını ve DATABASE_URL’i kontrol et',

  'doctor.discord.loggedIn': {
    one: '{tag} olarak giriş yapıldı, {count} Discord sunucusunda',
    other: '{tag} olarak giriş yapıldı, {count} Discord sunucusunda',
  },

  'doctor.webhook.accepted':
    '{url}, burada WEBHOOK_SECRET ile imzalanan bir ping’i kabul etti (sağlayıcının aynı secret ile imzalayıp imzalamadığı, olaylar altında, onun teslimatlarında görünür)',
  'doctor.webhook.refused': '{url}, yerelde imzalanan bir ping’e {status} yanıtı verdi; nedeni logda',
  'doctor.webhook.nothing':
    '{url} adresinde hiçbir şey yanıt vermiyor; hostcord çalışıyor mu? (doctor onu başlatmaz)',

  'doctor.events.notTakenIn': 'bu hostcord örneği olay almıyor',
  'doctor.events.noCheck': '{url} olay denetimi olmadan yanıt verdi; bu hostcord mu?',
  'doctor.events.nothingAnswers':
    '{url} adresinde hiçbir şey yanıt vermiyor, bu yüzden olayların gelip gelmediği bilinmiyor; hostcord’u başlat ve doctor’ı yeniden çalıştır',
  'doctor.events.noReason': 'neden belirtilmedi',
  'doctor.events.feedFails': 'olay akışı başarısız: {error}',
  'doctor.events.feedRetrying': 'son akış sorgusu başarısız oldu ({error}); hostcord denemeye devam ediyor',
  'doctor.events.history': 'akış ilk kez okunuyor; geçmiş olaylar arşivleniyor, gönderilmiyor',
  'doctor.events.polledReceived': 'akış {polled} önce sorgulandı: tamam; son olay {received} önce alındı',
  'doctor.events.polledNone': 'akış {polled} önce sorgulandı: tamam; henüz olay alınmadı',
  'doctor.events.notPolledReceived': 'akış henüz sorgulanmadı; son olay {received} önce alındı',
  'doctor.events.notPolledNone': 'akış henüz sorgulanmadı; henüz olay alınmadı',
  'doctor.events.delivered': 'sağlayıcıdan son webhook teslimatı {ago} önce kabul edildi',
  'doctor.events.noDelivery':
    'hostcord başladığından beri sağlayıcıdan webhook teslimatı yok; sağlayıcıdaki "test olayı gönder" bir tane gönderir',
  'doctor.events.refusedAccepted':
    'webhook teslimatları reddediliyor: sonuncusu {rejected} önce ({reason}); sağlayıcıdan son kabul edilen teslimat {delivered} önce geldi; nedeni logda',
  'doctor.events.refusedNone':
    'webhook teslimatları reddediliyor: sonuncusu {rejected} önce ({reason}); hostcord başladığından beri hiçbiri kabul edilmedi; nedeni logda',
  'doctor.events.wrongSecretAccepted':
    'webhook teslimatları reddediliyor: sonuncusu {rejected} önce ({reason}); sağlayıcıdan son kabul edilen teslimat {delivered} önce geldi. WEBHOOK_SECRET, sağlayıcının webhook’unun güncel secret’ı değil (yenilemek yenisini oluşturur): zhs_… secret’ını sağlayıcının webhook ayarlarından WEBHOOK_SECRET’a kopyala ve hostcord’u yeniden başlat. Bu istekler sağlayıcıdan gelmiyorsa bunu yok say',
  'doctor.events.wrongSecretNone':
    'webhook teslimatları reddediliyor: sonuncusu {rejected} önce ({reason}); hostcord başladığından beri hiçbiri kabul edilmedi. WEBHOOK_SECRET, sağlayıcının webhook’unun güncel secret’ı değil (yenilemek yenisini oluşturur): zhs_… secret’ını sağlayıcının webhook ayarlarından WEBHOOK_SECRET’a kopyala ve hostcord’u yeniden başlat. Bu istekler sağlayıcıdan gelmiyorsa bunu yok say',

  'doctor.games.off': 'kapalı (GAME_QUERY=off): hiçbir oyuna kimin oynadığı sorulmuyor',
  'doctor.games.notAsked': 'sunucu {server}: henüz sorulmadı; hostcord bir sonraki yenilemede sorar',
  'doctor.games.answering': 'sunucu {server}: yanıt veriyor ({game}, port {port}, oyuncular {online}/{max})',
  'doctor.games.noAddress': 'sunucu {server}: sağlayıcıda adresi yok, bu yüzden sorulacak bir şey yok',
  'doctor.games.unknownGame':
    'sunucu {server}: oyun bilinmiyor; hangisi olduğunu hostcord’a {command} ile söyle',
  'doctor.games.notQueryable': 'sunucu {server}: {game} sorgulanamıyor ({error}); {command} bunu susturur',
  'doctor.games.queryOff': 'sunucu {server}: kapalı ({command})',
  'doctor.games.notAnswering':
    'sunucu {server}: yanıt vermiyor ({game}, port {port}: {error}); oyunun sorgusunun açık olduğunu ve hostcord’un o porta (UDP ve TCP) ulaşabildiğini kontrol et ya da doğru portu {command} ile ver',
  'doctor.games.noAnswer': 'yanıt yok',

  'doctor.access.allowed': {
    one: 'yalnızca ALLOWED_GUILD_IDS’teki {count} Discord sunucusuna hizmet veriliyor ve sahiplenilmemiş oyun sunucularını doğrudan bağlayabilir',
    other:
      'yalnızca ALLOWED_GUILD_IDS’teki {count} Discord sunucusuna hizmet veriliyor ve sahiplenilmemiş oyun sunucularını doğrudan bağlayabilirler',
  },
  'doctor.access.publicBot':
    'bot herkese açık ve ALLOWED_GUILD_IDS ayarlı değil: herkes onu kendi Discord sunucusuna ekleyebilir. Kontrolü kanıtlamadan ya da paylaşım kodu olmadan oradan kimse bir oyun sunucusuna ulaşamaz, ama Discord Developer Portal’da (Bot sayfası) "Public Bot"u kapat ya da ALLOWED_GUILD_IDS’i hizmet verdiğin Discord sunucularına ayarla',
  'doctor.access.private':
    'bot özel; uygulamanın sahibinin (ya da ekibinin) üye olduğu Discord sunucuları sahiplenilmemiş oyun sunucularını doğrudan bağlar, diğerleri kontrolü sağlayıcıda kanıtlar ya da paylaşım kodu kullanır',
  'doctor.access.unreadable':
    'herkese açık olup olmadığını görmek için Discord uygulaması okunamadı; doctor’ı yeniden çalıştır',
  'doctor.shares.guild': 'Discord sunucusu {id}',
  'doctor.shares.migrated':
    'sunucu {server} (sahibi {owner}), sahiplenme yokken ikisi de bağladığı için {guild} ile paylaşılıyor; gözden geçir ve istenmemişse sahip Discord sunucusunda {command} ile bitir',
  'doctor.shares.code':
    'sunucu {server} (sahibi {owner}) bir paylaşım koduyla {guild} ile paylaşılıyor; sahip Discord sunucusunda {command} bunu bitirir',

  'doctor.provider.apiUrlWrong':
    'HOSTING_API_URL {url} sağlayıcının API’sine gitmiyor ({path} için 404); yalnızca sağlayıcının adresini yaz, ör. https://panel.example.com',
  'doctor.provider.apiUrlUnreachable':
    'HOSTING_API_URL {url} erişilemiyor ({error}); adresi ve ağı kontrol et',
  'doctor.token.refused401':
    'sağlayıcı HOSTING_TOKEN’ı reddediyor (401: geçersiz, süresi dolmuş ya da iptal edilmiş): sağlayıcının geliştirici ayarlarında yeni bir bot token’ı (zhb_…) oluştur, HOSTING_TOKEN’a gir ve hostcord’u yeniden başlat',
  'doctor.token.refused403':
    'sağlayıcı HOSTING_TOKEN’ı reddediyor ({op} için 403: token, hostcord’un ihtiyacı olanı yapamıyor): sağlayıcının geliştirici ayarlarında yeni bir bot token’ı (zhb_…) oluştur, HOSTING_TOKEN’a gir ve hostcord’u yeniden başlat',
  'doctor.token.cannotCheck': 'kontrol edilemiyor: {problem}',
  'doctor.token.personal': 'kişisel token',
  'doctor.token.bot': 'bot token’ı',
  'doctor.token.scopes': 'kapsamlar {scopes}',
  'doctor.token.scopesNone': 'kapsam yok',
  'doctor.token.scopesUnknown': 'kapsamlar bildirilmedi',
  'doctor.token.expires': {
    one: '{kind}, {scopes}, {date} tarihinde sona eriyor ({count} gün sonra)',
    other: '{kind}, {scopes}, {date} tarihinde sona eriyor ({count} gün sonra)',
  },
  'doctor.token.expiresSoon': {
    one: '{kind} {date} tarihinde sona eriyor ({count} gün sonra); ondan önce yenisini oluştur ve HOSTING_TOKEN’ı güncelle',
    other:
      '{kind} {date} tarihinde sona eriyor ({count} gün sonra); ondan önce yenisini oluştur ve HOSTING_TOKEN’ı güncelle',
  },
  'doctor.token.facts': '{kind}, {scopes}',
  'doctor.token.noExpiry': '{kind}, {scopes}, bitiş tarihi bildirilmedi',
  'doctor.token.personalWarning':
    'kişisel bir token (zhp_…) olay ya da kurulum almaz; bir bot token’ı (zhb_…) kullan',

  'doctor.installations.cannotList': 'listelenemiyor: {problem}',
  'doctor.installations.none': 'bot hiçbir sunucuya kurulu değil; bir sunucu sahibinden kurmasını iste',
  'doctor.installations.unlinked': '{server} kurulu ama hiçbir kanala bağlı değil; {command} ile bağla',
  'doctor.links.none': 'henüz hiçbir sunucu bağlı değil; bir yönetici {command} kullanabilir',
  'doctor.servers.installed':
    'kurulu, komutların ihtiyaç duyduğu her kapsam verilmiş, {events} aboneliği var',
  'doctor.servers.notInstalled':
    'bot ona kurulu değil: komutları reddediliyor ve uyarı gelmiyor; sunucu sahibinden botu kurmasını iste',
  'doctor.servers.inactive':
    'botun kurulumu {status} durumunda, aktif değil; sunucu sahibinden sağlayıcının panelinde buna bakmasını iste',
  'doctor.servers.unknownState':
    'botun kurulumu bilinmeyen bir durumda, aktif değil; sunucu sahibinden sağlayıcının panelinde buna bakmasını iste',
  'doctor.servers.unsubscribed':
    '{name} için uyarılar asla gelmeyecek: sağlayıcının panelinde kurulumu {events} için abone yap',
  'doctor.servers.scopes':
    'verilmemiş: {scopes}; bunlara ihtiyaç duyan komutlar orada reddediliyor. Sunucu sahibinden bunları botun kurulumuna eklemesini iste',

  'doctor.link.channelId': 'kanal {id}',
  'doctor.link.gone':
    '{channel} artık yok; {unlink} ile bağlantısını kes ya da {link} ile başka bir kanal bağla',
  'doctor.link.lacks': '{channel}: botta {permissions} eksik; bunları kanalın izinlerinden ver',
  'doctor.link.broken':
    '{channel}: uyarılar durdu, bağlantı bozuk ({reason}); kanal düzelince {command} komutunu yeniden çalıştır',
  'doctor.link.refusedMessage': 'Discord bir mesajı reddetti',
  'doctor.link.inactive':
    '{channel}: bağlantı pasif, bot sunucudan kaldırıldı; yeniden kurulunca uyarılar devam eder',
  'doctor.link.filterClosed':
    '{channel}: {filter} filtresi ({values}) bu sunucunun olaylarında görülen değerlerin ({seen}) hiçbiriyle eşleşmiyor, bu yüzden oraya hiçbir şey gönderilmiyor; {command} ile değiştir',
  'doctor.link.noRecovery':
    '{channel}: botta {permission} eksik; uyarılar geliyor, ama hostcord aniden durduğu anda gönderilen bir uyarı, dakikalar sonra yeniden başladığında iki kez gönderilebilir; bunu kanalın izinlerinden ver',
  'doctor.link.ok': '{channel}: bot uyarı gönderebiliyor',

  'doctor.boards.broken':
    '<#{channel}> içindeki durum panosu bozuk: {reason}; kanalın izinlerini düzelt, sonra orada {command} komutunu yeniden çalıştır',
  'doctor.boards.refused': 'Discord kanalı reddetti',
  'doctor.boards.ok': '<#{channel}> içindeki durum panosu güncel tutuluyor',
  'doctor.budget.fits':
    "panolardaki sunucular: {servers}; bir yenileme, PROVIDER_CALLS_PER_SECOND'un BOARD_REFRESH_SECONDS içinde izin verdiği {allowed} çağrıdan {need} sağlayıcı çağrısı gerektiriyor",
  'doctor.budget.stretches':
    "panolardaki sunucular: {servers}; bir yenileme {need} sağlayıcı çağrısı gerektiriyor, PROVIDER_CALLS_PER_SECOND'un BOARD_REFRESH_SECONDS ({promised} sn) içinde izin verdiği {allowed} çağrıdan fazla: okumaları {seconds} sn sürüyor. PROVIDER_CALLS_PER_SECOND'u sağlayıcınızın izin verdiği değere ya da BOARD_REFRESH_SECONDS'u yükseltin",
};
