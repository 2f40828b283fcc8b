import type { AreaTranslation } from '../../translation.js';
import type { links as english } from '../en-US/links.js';

/** Linking, sharing and alert filters: /link, /links, /unlink, /share, /unshare, /servers, /alerts. */
export const links: AreaTranslation<typeof english> = {
  'links.linked':
    '**{server}** bağlandı → {channel}. Uyarıları oraya gönderilir ve bu Discord sunucusundaki komutlar onu kullanabilir.',
  'links.renewed':
    'Bağlantı yenilendi: **{server}** → {channel}. Uyarıları oraya gönderilir ve bu Discord sunucusundaki komutlar onu kullanabilir.',
  'links.noteShared':
    'Sahipleri onu bu Discord sunucusuyla paylaştı; `/paylaşımı-bitir` ile bunu bitirebilirler.',
  'links.noteProofCode': 'Artık bu Discord sunucusuna ait. Kodu adından yeniden çıkarabilirsin.',
  'links.noteClaimed':
    'Artık bu Discord sunucusuna ait: diğer Discord sunucuları onu yalnızca bir paylaşım koduyla (`/paylaş`) kullanabilir.',
  'links.noteVerified': 'Doğrulandı: artık bu Discord sunucusuna ait. Kodu adından yeniden çıkarabilirsin.',
  'links.alreadyDone': 'Zaten yapıldı: bu sunucu bu Discord sunucusuna ait ve burada bağlı.',
  'links.missingPermissions':
    '⚠️ Botun {channel} kanalında şu izinleri eksik: {permissions}. Bu yüzden oraya henüz uyarı gönderemiyor. İzinleri kanal ayarlarından ver.',
  'links.proof':
    '{server} sunucusunu henüz kimse sahiplenmedi. Burada bağlamak için onu sağlayıcıda yönettiğini göster:\n1. Sağlayıcının panelinde sunucunun adına **`{code}`** ekle (herhangi bir yere) ve kaydet.\n2. {time} ({relative}) öncesinde **Doğrula**’ya bas. Kod bir kez, yalnızca senin için ve yalnızca bu Discord sunucusunda çalışır.\n3. Sonra kodu addan yeniden çıkar.',
  'links.verify': 'Doğrula',

  'links.notLinkable':
    'Bu sunucu burada bağlanamaz. Listeden birini seç ya da kimliğini kontrol et. Onu zaten başka bir Discord sunucusu kullanıyorsa, oranın yöneticilerinden bir paylaşım kodu (`/paylaş`) iste ve `kod` olarak gir.',
  'links.cantSee':
    'Bot bu sunucuyu göremiyor. Kimliği ve sunucu sahibinin botu o sunucuya kurup kurmadığını kontrol et.',
  'links.wrongCode':
    'Bu kod geçerli değil. Yazım hatası var mı bak ya da yeni bir kod iste: paylaşım kodları, oyun sunucusunun sahibi olan Discord sunucusundaki `/paylaş` ile alınır.',
  'links.usedCode':
    'Bu kod zaten kullanıldı: kodlar bir kez çalışır. Yeni bir paylaşım kodu iste ya da yeni bir sahiplik kodu için `/bağla` komutunu yeniden kullan.',
  'links.expiredCode':
    'Bu kodun süresi doldu (sahiplik kodları 15 dakika, paylaşım kodları 24 saat geçerli). Yeni bir paylaşım kodu iste ya da yeni bir sahiplik kodu için `/bağla` komutunu yeniden kullan.',
  'links.otherServerCode':
    'Bu kod başka bir oyun sunucusu için oluşturuldu. Kodla birlikte gelen `sunucu` kimliğini gir.',
  'links.notYourCode':
    'Bu sahiplik kodu başka bir üye ya da başka bir Discord sunucusu için oluşturuldu. Kendi kodunu almak için sunucu kimliğiyle `/bağla` komutunu kendin kullan.',
  'links.ownShareCode':
    'Bu paylaşım kodu başka bir Discord sunucusu için: onu oradaki bir yöneticiye ver, o da `/bağla` ile kullansın.',
  'links.voidCode':
    'Bu paylaşım kodu artık çalışmıyor: onu oluşturan Discord sunucusu artık oyun sunucusunun sahibi değil. Şimdiki sahibinden yeni bir kod iste.',
  'links.verifyNotYours':
    'Bu Doğrula butonu senin için değil ya da kodunun süresi doldu veya kullanıldı. Kendi kodunu almak için sunucu kimliğiyle `/bağla` komutunu kullan.',
  'links.codeNotInName':
    'hostcord sağlayıcıdaki sunucu adını okudu, ama kodun henüz içinde değil. Kodu sağlayıcının panelinde sunucunun adına yaz, kaydet ve yeniden **Doğrula**’ya bas (istedikten sonraki 15 dakika içinde).',
  'links.claimTaken':
    'Başka bir Discord sunucusu bu oyun sunucusunu az önce sahiplendi, bu yüzden burada bağlanmadı. Oranın yöneticilerinden bir paylaşım kodu (`/paylaş`) iste.',
  'links.onlyOwner':
    '**{server}** sunucusunu yalnızca sahibi olan Discord sunucusu paylaşabilir ya da paylaşımlarını bitirebilir: bu sunucu onu bir paylaşım üzerinden kullanıyor.',

  'links.linkedTitle': 'Bağlı sunucular',
  'links.boardsTitle': 'Durum panoları',
  'links.stateInactive': '⏸️ pasif: bot sağlayıcıda bu sunucudan kaldırıldı',
  'links.stateBroken':
    '⚠️ bozuk: Discord bu kanaldaki mesajlarımızı reddetti; izinleri düzelt, sonra `/bağla` komutunu yeniden kullan',
  'links.trustUnknown':
    "hostcord bu Discord sunucusunun güvenilir olup olmadığını Discord'dan kontrol edemedi, bu yüzden hiçbir şey sahiplenmiyor. Bir dakika sonra tekrar dene; sürerse botun operatörü loglara bakmalı.",
  'links.noLongerShared':
    '⛔ artık burada kullanılamaz: sahibi olan Discord sunucusu paylaşımı bitirdi (ya da sunucuyu bıraktı). Komutları ve uyarıları durdu. Oranın yöneticilerinden yeni bir paylaşım kodu iste ve `/bağla` ile o kodla bağla ya da `/bağlantıyı-kes` ile kaldır',
  'links.allAlerts': 'tüm uyarılar',
  'links.filterCategories': 'kategoriler {list}',
  'links.filterTypes': 'türler {list}',
  'links.filterSeverities': 'önem düzeyleri {list}',
  'links.usedThroughShare':
    '{server} burada, sahibi olan Discord sunucusunun bir paylaşımı üzerinden kullanılıyor.',
  'links.sharedWith': '{server} şunlarla paylaşılıyor: {guilds}. `/paylaşımı-bitir` bir paylaşımı bitirir.',
  'links.sharedBeforeShares': '{guild} (paylaşımlar var olmadan öncesinden: gözden geçir)',
  'links.boardUpdated': 'sunucular değiştikçe güncellenir',
  'links.boardBroken':
    '⚠️ bozuk: kanalın izinlerini düzelt, sonra orada `/pano oluştur` komutunu yeniden kullan',
  'links.boardBrokenBecause':
    '⚠️ bozuk ({reason}): kanalın izinlerini düzelt, sonra orada `/pano oluştur` komutunu yeniden kullan',

  'links.notLinkedToChannel': 'Bu sunucu {channel} kanalına bağlı değil.',
  'links.unlinkedFrom': '**{server}** sunucusunun {channel} bağlantısı kesildi.',
  'links.unlinkedFromChannels': {
    one: '**{server}** sunucusunun {count} kanalla bağlantısı kesildi.',
    other: '**{server}** sunucusunun {count} kanalla bağlantısı kesildi.',
  },
  'links.released': 'Artık bu Discord sunucusuna ait değil. Yeniden bağlamak onu baştan sahiplenir.',
  'links.releasedShares': {
    one: 'Artık bu Discord sunucusuna ait değil ve {count} başka Discord sunucusuyla paylaşımı bitti. Yeniden bağlamak onu baştan sahiplenir.',
    other:
      'Artık bu Discord sunucusuna ait değil ve {count} başka Discord sunucusuyla paylaşımları bitti. Yeniden bağlamak onu baştan sahiplenir.',
  },

  'links.shareAsk':
    '**{server}** başka bir Discord sunucusuyla paylaşılsın mı? Oranın yöneticileri onu bağlayabilir, üyeleri de yöneticilerinin izin verdiği her komutu onda kullanabilir: yeniden başlatma, durdurma, konsol, yedekler. Uyarıları da oraya gönderilir.\nYalnızca sen yanıtlayabilirsin; butonlar {time} saatine kadar çalışır.',
  'links.shareCreate': 'Paylaşım kodu oluştur',
  'links.shareAnswered': 'Bu soru zaten yanıtlandı; ikinci bir kod oluşturulmadı.',
  'links.shareCancelled': 'İptal edildi. Hiçbir kod oluşturulmadı.',
  'links.shareCode':
    '**{server}** için paylaşım kodu: {code}\nOnu diğer Discord sunucusunun bir yöneticisine özelden ver. Orada şunu kullanır:\n`{command}`\nBir kez, {time} tarihine kadar çalışır. Sonra `/bağlantılar` paylaşımı burada gösterir, `/paylaşımı-bitir` de onu istediğin an bitirir.',
  'links.notSharedWith':
    '**{server}** o Discord sunucusuyla paylaşılmıyor. `/bağlantılar` kimlerle paylaşıldığını gösterir.',
  'links.unshared':
    '**{server}** artık {guild} ile paylaşılmıyor: bundan sonra oradaki komutları reddedilir ve uyarıları artık oraya gönderilmez.',

  'links.serverLine': '**{server}** — {status}, güç {power}',
  'links.notVisible': '{server} — bot artık onu göremiyor (kaldırıldı mı?)',
  'links.noneYet': 'Henüz yok.',
  'links.unlinkedTitle': 'Henüz hiçbir yere bağlı değil (/bağla kullan)',
  'links.noneLinkable':
    'Doğrudan bağlayabileceğin bir sunucu yok. Kendi sunucunu bağlamak için kimliğiyle (sağlayıcının panelinden) `/bağla` komutunu kullan: hostcord onu yönettiğini kanıtlamanı ister. Başka bir Discord sunucusunun kullandığı bir sunucu için oranın yöneticilerinden paylaşım kodu gerekir.',

  'links.alreadyAnswered': 'Bu zaten onaylandı; hiçbir şey yeniden gönderilmedi.',
  'links.auditUnavailable':
    'hostcord bu işlemi denetim kaydına yazamadı (veritabanı yazmayı reddediyor: disk dolu ya da salt okunur olabilir), bu yüzden sunucuya hiçbir şey gönderilmedi. Bir bot yöneticisine haber ver ve sorun çözülünce tekrar dene.',
  'links.pageNewer': '◀ Daha yeni',
  'links.pageOlder': 'Daha eski ▶',
  'links.pagesExpired': 'Bu sayfaların süresi doldu. Komutu yeniden kullan.',
};
