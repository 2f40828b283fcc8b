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
};
