import type { AreaTranslation } from '../../translation.js';
import type { views as english } from '../en-US/views.js';

/** What members look at: /activity, /deployments, /history, /players, /gamequery, /board replies. */
export const views: AreaTranslation<typeof english> = {
  'views.activityTitle': 'Etkinlik — {server}',
  'views.activityEmpty': 'Bu sayfada etkinlik yok.',
  'views.activityFooter': 'Sayfa {page} · en yeniler önce',
  'views.deploymentsTitle': 'Dağıtımlar — {server}',
  'views.deploymentsEmpty': 'Bu sayfada dağıtım yok.',
  'views.deploymentsFooter': 'Sayfa {page}',
  'views.deployment': 'dağıtım',
  'views.timeUnknown': 'zaman bilinmiyor',
  'views.yes': 'evet',
  'views.no': 'hayır',

  'views.historyNoData': '{server} için henüz veri yok, birkaç dakika sonra tekrar bak.',
  'views.historyTitle24h': '{server}: son 24 saat',
  'views.historyTitle7d': '{server}: son 7 gün',
  'views.historyTitle30d': '{server}: son 30 gün',
  'views.historySummary': 'Erişilebilirlik **{uptime}** · **{incidents}**',
  'views.historySummaryPeak': 'Erişilebilirlik **{uptime}** · **{incidents}** · **{peak}**',
  'views.incidents': { one: '{count} olay', other: '{count} olay' },
  'views.peak': { one: 'en çok {count} oyuncu', other: 'en çok {count} oyuncu' },
  'views.historyFooter':
    'Zaman içinde bir çekirdeğin %’si olarak CPU ve bellek; kırmızı: kapalı, turuncu: olay, gri: veri yok',
  'views.historyFooterPlayers':
    'Zaman içinde bir çekirdeğin %’si olarak CPU, bellek ve çevrimiçi oyuncular; kırmızı: kapalı, turuncu: olay, gri: veri yok',

  'views.queriesOff':
    'Bu hostcord’da oyun sorguları kapalı (`GAME_QUERY=off`): {server} oyununa hiçbir şey sorulmuyor.',
  'views.notAskedYet':
    'hostcord {server} oyununa henüz sormadı; bir sonraki yenilemede (birkaç dakika içinde) soracak.',
  'views.noAddress':
    '{server} sunucusunun sağlayıcıda adresi yok, bu yüzden oyununa kimin oynadığı sorulamıyor.',
  'views.unknownGame':
    'hostcord {server} sunucusunda hangi oyunun çalıştığını bilmiyor, bu yüzden soramıyor. Bir yönetici bunu `/oyun-sorgusu ayarla` ile söyleyebilir.',
  'views.unknownGameCalled':
    'hostcord {server} sunucusunda hangi oyunun çalıştığını bilmiyor (sağlayıcı ona "{game}" diyor), bu yüzden soramıyor. Bir yönetici bunu `/oyun-sorgusu ayarla` ile söyleyebilir.',
  'views.notQueryable': '{server} sunucusunda {game} çalışıyor ve hostcord ona soramıyor: {reason}.',
  'views.protocolUnsupported': 'protokolü desteklenmiyor',
  'views.queriesOffFor':
    '{server} için oyun sorguları kapalı (`/oyun-sorgusu kapat`); bir yönetici onları `/oyun-sorgusu otomatik` ile yeniden açabilir.',
  'views.silentNever': '{server} oyunu yanıt vermiyor (henüz hiç yanıt vermedi; soruldu {asked}: {error}).',
  'views.silentSince': '{server} oyunu yanıt vermiyor (son yanıt {answered}; soruldu {asked}: {error}).',
  'views.noAnswer': 'yanıt yok',
  'views.noAnswerYet': 'Henüz yanıt yok.',
  'views.namesHidden': 'Oyun kimin oynadığını söylemiyor.',
  'views.nobody': 'Kimse oynamıyor.',
  'views.andMore': { one: '{names} ve {count} kişi daha', other: '{names} ve {count} kişi daha' },
  'views.map': 'Harita',
  'views.version': 'Sürüm',
  'views.playersTitle': '{server}: Oyuncular {players}',
  'views.answeredAt': 'Oyunun yanıtı {time}.',

  'views.unknownGameId':
    '{game}, hostcord’un bildiği bir oyun kimliği değil. Listeden birini seç ya da gamedig kimliğini yaz (ör. `minecraft`, `counterstrike2`).',
  'views.setOnRulePort':
    '{server}: hostcord bir sonraki yenilemeden itibaren ona {game} (`{id}`) olarak, oyunun kuralının verdiği porttan sorar.',
  'views.setOnPort':
    '{server}: hostcord bir sonraki yenilemeden itibaren ona {game} (`{id}`) olarak, {port} portundan sorar.',
  'views.cannotAsk': '⚠️ Ama bu oyuna soramıyor: {reason}.',
  'views.offHere':
    '⚠️ Bu hostcord’da oyun sorguları kapalı (`GAME_QUERY=off`): açılana kadar hiçbir şey sorulmaz.',
  'views.autoDetected': '{server}: oyun yeniden sağlayıcınınkinden algılanıyor: {game} (`{id}`).',
  'views.autoUnknown':
    '{server}: algılamaya dönüldü, ama hostcord sağlayıcının oyununu ({game}) bilmiyor: söylemek için `/oyun-sorgusu ayarla` kullan.',
  'views.none': 'yok',
  'views.turnedOff':
    '{server}: oyununa artık hiçbir şey gönderilmiyor (bir sonraki yenilemeden itibaren). `/oyun-sorgusu otomatik` yeniden açar.',
  'views.howOff': 'kapalı (`/oyun-sorgusu kapat`)',
  'views.howSet': '`{id}` ({game}), bir yönetici ayarladı',
  'views.howDetected': '`{id}` ({game}), sağlayıcının oyunundan algılandı',
  'views.howUnknown': 'bilinmiyor: `/oyun-sorgusu ayarla` kullan',
  'views.showGame': 'Oyun: {how}',
  'views.showPort': 'Sorgu portu: {port}',
  'views.showPortSet': 'Sorgu portu: {port} (ayarlandı)',
  'views.lastAnswer': 'Son yanıt: oyuncular {players}, {time}, {latency} ms',
  'views.lastAnswerMissing': 'Son yanıt: {reason}',

  // The words drawn inside the /history picture (src/history/render/).
  'views.chart.fallbackName': 'Oyun sunucusu',
  'views.chart.period24h': 'son 24 saat (UTC)',
  'views.chart.period7d': 'son 7 gün (UTC)',
  'views.chart.period30d': 'son 30 gün (UTC)',
  'views.chart.subtitle': '{period} · çalışma süresi {uptime} · {incidents}',
  'views.chart.subtitlePeak': '{period} · çalışma süresi {uptime} · {incidents} · {peak}',
  'views.chart.cpu': 'Bir çekirdeğin %’si olarak CPU',
  'views.chart.memoryPercent': 'Ayrılanın %’si olarak bellek',
  'views.chart.memory': 'Bellek',
  'views.chart.down': 'Kapalı',
  'views.chart.incident': 'Olay',
  'views.chart.noData': 'Veri yok',
  'views.chart.players': 'Çevrimiçi oyuncular',
  'views.chart.playersAxis': 'oyuncu',
};
