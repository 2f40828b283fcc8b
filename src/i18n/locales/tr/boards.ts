import type { AreaTranslation } from '../../translation.js';
import type { boards as english } from '../en-US/boards.js';

/** Status boards, incident messages and ownership notices posted in channels. */
export const boards: AreaTranslation<typeof english> = {
  'boards.title': 'Oyun sunucuları',
  'boards.titleRange': 'Oyun sunucuları ({first}–{last} / {total})',
  'boards.titleContinued': 'Oyun sunucuları, devamı ({first}–{last} / {total})',
  'boards.countUp': { one: '{count} açık', other: '{count} açık' },
  'boards.countStarting': { one: '{count} başlıyor', other: '{count} başlıyor' },
  'boards.countStopping': { one: '{count} duruyor', other: '{count} duruyor' },
  'boards.countDown': { one: '{count} kapalı', other: '{count} kapalı' },
  'boards.countOther': { one: '{count} diğer', other: '{count} diğer' },
  'boards.providerRefused':
    '⚠️ Sağlayıcı {since} beri hostcord’un **token**’ını reddediyor (operatör HOSTING_TOKEN’a geçerli bir tane girer): durumlar son bilinenler, anlık kullanım gizli.',
  'boards.providerUnreachable':
    '⚠️ Sağlayıcıya {since} beri ulaşılamıyor: durumlar son bilinenler, anlık kullanım gizli.',
  'boards.nothingLinked':
    'Bu Discord sunucusuna henüz hiçbir oyun sunucusu bağlanmadı. Bir yönetici `/bağla` ile bağlayabilir; bir sonraki yenilemede burada görünür.',
  'boards.up': 'açık',
  'boards.upSince': '{since} beri açık',
  'boards.downSince': '{since} beri kapalı',
  'boards.lastKnown': 'son durum: {state}',
  'boards.usage': '📊 CPU %{cpu}/{cpuLimit} · RAM {memory}/{memoryLimit}',
  'boards.manage': 'Yönet…',
  'boards.statusPage': 'Durum sayfası',

  'boards.incidentOpen': '🚨 Olay açık, uyarı gönderildi {since}',
  'boards.incidentLast': '⚠️ Son olay {when}, kapalı kaldı {duration}',
  'boards.players': '👥 {online}/{max}',
  'boards.gameSilent': '🧊 Oyun {since} beri yanıt vermiyor',
  'boards.uptime': '📈 Uptime 24 sa {day} · 7 gün {week} · 30 gün {month}',

  'boards.downTitle': '{server} sunucusu kapalı',
  'boards.down':
    '{since} ({ago}) beri kapalı. hostcord üzerinden durdurma, kill ya da yeniden başlatma gönderilmedi.',
  'boards.recoveredTitle': '{server} sunucusu geri geldi',
  'boards.recovered': '{duration} sonra geri geldi: {from} ile {to} arası kapalıydı.',
  'boards.silentTitle': '{server} sunucusu yanıt vermiyor',
  'boards.silent':
    'Panel çalıştığını söylüyor ama oyun {since} ({ago}) beri yanıt vermiyor: kimse giremiyor. hostcord üzerinden durdurma, kill ya da yeniden başlatma gönderilmedi.',
  'boards.answersTitle': '{server} sunucusu yine yanıt veriyor',
  'boards.answers': 'Oyun {duration} sonra yine yanıt veriyor: {from} ile {to} arası sessizdi.',
  'boards.lastActivity': 'Kapanmadan önceki son etkinlik',
  'boards.onIt': 'İlgileniyor',
  'boards.onItSince': '{member}, {since} ({ago}) itibarıyla',

  'boards.claimedProof':
    '🔒 {server} artık bu Discord sunucusuna ait (sağlayıcıdaki kontrolü {member} kanıtladı). Diğer Discord sunucuları onu yalnızca `/paylaş` ile alınan bir paylaşım koduyla kullanabilir.',
  'boards.claimedLinked':
    '🔒 {server} artık bu Discord sunucusuna ait (burada {member} bağladı). Diğer Discord sunucuları onu yalnızca `/paylaş` ile alınan bir paylaşım koduyla kullanabilir.',
  'boards.shared':
    '🔗 {server} artık {guild} ile paylaşılıyor (paylaşım kodunu {member} kullandı): oradaki üyeler onu yöneticilerinin verdiği izinlerle kullanabilir. `/paylaşımı-bitir` bunu bitirir.',
  'boards.unshared': '{server} artık {guild} ile paylaşılmıyor ({member} bitirdi).',
  'boards.released':
    '{server} artık bu Discord sunucusuna ait değil: {member} buradaki son bağlantısını kaldırdı.',
  'boards.releasedShares': {
    one: '{server} artık bu Discord sunucusuna ait değil: {member} buradaki son bağlantısını kaldırdı, böylece {count} Discord sunucusuyla paylaşımı da bitti.',
    other:
      '{server} artık bu Discord sunucusuna ait değil: {member} buradaki son bağlantısını kaldırdı, böylece {count} Discord sunucusuyla paylaşımı da bitti.',
  },
  'boards.guildGone': 'botun artık bulunmadığı bir Discord sunucusu ({id})',

  'boards.noBoard': '{channel} kanalında durum panosu yok.',
  'boards.noBoardYet':
    '{channel} kanalında durum panosu yok. Önce orada `/pano oluştur` ile bir tane paylaş.',
  'boards.removed': 'Durum panosu {channel} kanalından kaldırıldı.',
  'boards.botLacks':
    'Botun {channel} kanalında şu izni eksik: {permissions}. Kanalın izinlerinden ver, sonra `/pano oluştur` komutunu tekrar çalıştır.',
  'boards.refused':
    'Discord {channel} kanalındaki panoyu reddetti ({reason}). Kanalın izinlerini düzelt, sonra `/pano oluştur` komutunu tekrar çalıştır.',
  'boards.noReason': 'sebep belirtilmedi',
  'boards.posted': 'Durum panosu {channel} kanalına gönderildi: {url}',
  'boards.saved':
    '{channel} kanalının durum panosu kaydedildi; Discord yavaş yanıt veriyor, Discord kabul eder etmez görünecek.',
  'boards.postedHow':
    'Bu Discord sunucusuna bağlı her sunucuyu gösterir ve kendini günceller; `/pano kaldır` onu siler.',
  'boards.grantHistory':
    '⚠️ Bota {channel} kanalında “Mesaj Geçmişini Oku” iznini de ver: böylece silinen bir pano bir sonraki yenilemede fark edilir ve yeniden gönderilir, yalnızca bir sonraki değişiklikte değil.',
  'boards.pagesOff':
    'Durum sayfaları kapalı: operatör PUBLIC_URL’yi hostcord’a ulaşılan adrese ayarlar (ör. https://status.example.org), sonra `/pano yayınla` çalışır. Hiçbir şey yayınlanmadı.',
  'boards.published': '{channel} kanalının durum sayfası herkese açık: {url}',
  'boards.publishedNames':
    'Bu adrese sahip herkes görebilir; panoda ona giden bir “Durum sayfası” düğmesi var. Çevrimiçi oyuncuların adlarını listeler.',
  'boards.publishedCounts':
    'Bu adrese sahip herkes görebilir; panoda ona giden bir “Durum sayfası” düğmesi var. Adları değil oyuncu sayısını gösterir (listelemek için `adlar:True`).',
  'boards.publishedAgain':
    'Tekrar yayınlamak yeni bir adres verir (eskisi çalışmaz olur); `/pano yayından-kaldır` sayfayı kaldırır.',
  'boards.notPublished': '{channel} kanalındaki panonun herkese açık durum sayfası yok.',
  'boards.unpublished':
    '{channel} kanalının durum sayfası kaldırıldı: adresi artık “bulunamadı” yanıtı veriyor.',
  'boards.panel': '**{server}**: {state}. Yeniden başlat ve Durdur önce onay ister.',
  'boards.panelUnknown': '**{server}**. Yeniden başlat ve Durdur önce onay ister.',
  'boards.start': 'Başlat',
  'boards.restart': 'Yeniden başlat',
  'boards.stop': 'Durdur',

  'boards.languageCooldown':
    'Sınıra ulaşıldı: Discord sunucusu başına {every} içinde bir dil değişikliği. {wait} bekle, sonra tekrar dene.',
};
