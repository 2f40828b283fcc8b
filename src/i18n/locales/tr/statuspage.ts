import type { AreaTranslation } from '../../translation.js';
import type { statuspage as english } from '../en-US/statuspage.js';

/** The public status page, its JSON and its badge. */
export const statuspage: AreaTranslation<typeof english> = {
  'statuspage.title': 'Oyun sunucularının durumu',
  'statuspage.state.up': 'Açık',
  'statuspage.state.down': 'Kapalı',
  'statuspage.state.starting': 'Başlıyor',
  'statuspage.state.stopping': 'Duruyor',
  'statuspage.state.unknown': 'Bilinmiyor',
  'statuspage.window.24h': '24 saat',
  'statuspage.window.7d': '7 gün',
  'statuspage.window.30d': '30 gün',
  'statuspage.window.90d': '90 gün',
  'statuspage.summary': {
    one: '{count} sunucudan {up} tanesi açık',
    other: '{count} sunucudan {up} tanesi açık',
  },
  'statuspage.updated': 'Güncellendi: {ago}',
  'statuspage.neverUpdated': 'Henüz okunmadı',
  'statuspage.nothingShown': 'Burada henüz hiç oyun sunucusu gösterilmiyor.',
  'statuspage.unnamed': 'Adsız sunucu',
  'statuspage.since': '({when} değişti)',
  'statuspage.players': 'Oyuncular {online}/{max}',
  'statuspage.playerNames': 'Çevrimiçi: {names}',
  'statuspage.uptimeHeading': 'Erişilebilirlik',
  'statuspage.noData': 'veri yok',
  'statuspage.days': {
    one: '{count} gün',
    other: '{count} gün',
  },
  'statuspage.barLabel': {
    one: 'Günlük erişilebilirlik, son {count} gün: toplam {figure}; {bad} {threshold} altında, {noData} verisiz.',
    other:
      'Günlük erişilebilirlik, son {count} gün: toplam {figure}; {bad} {threshold} altında, {noData} verisiz.',
  },
  'statuspage.dayFigure': '{date}: {figure}',
  'statuspage.dayDown': '{duration} kapalı',
  'statuspage.dayIncidents': {
    one: '{count} kesinti',
    other: '{count} kesinti',
  },
  'statuspage.barStart': {
    one: '{count} gün önce',
    other: '{count} gün önce',
  },
  'statuspage.barEnd': 'Bugün',
  'statuspage.incidentsHeading': {
    one: 'Kesintiler, son {count} gün',
    other: 'Kesintiler, son {count} gün',
  },
  'statuspage.noIncidents': {
    one: 'Son {count} günde kesinti yok.',
    other: 'Son {count} günde kesinti yok.',
  },
  'statuspage.incidentOpen': '{from} tarihinden beri kapalı (şimdiye kadar {lasted})',
  'statuspage.incidentClosed': '{from} – {to} arası kapalı ({lasted})',
  'statuspage.legendHeading': 'Günlük çubukların renkleri',
  'statuspage.legendAtLeast': '{threshold} veya daha fazla açık',
  'statuspage.legendBetween': '{from} ile {to} arası',
  'statuspage.legendBelow': '{threshold} altında',
  'statuspage.legendNoData': 'veri yok (hostcord izlemiyordu)',
  'statuspage.footer': 'Saatler UTC. Erişilebilirlik hostcord’un gördüğü kadarıyla.',
  'statuspage.badgeLabel': 'durum',
  'statuspage.badgeUp': '{up}/{total} açık',
  'statuspage.badgeNone': 'sunucu yok',
};
