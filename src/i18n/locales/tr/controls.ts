import type { AreaTranslation } from '../../translation.js';
import type { controls as english } from '../en-US/controls.js';

/** The buttons and selects on alerts and incidents, silences and acknowledgements. */
export const controls: AreaTranslation<typeof english> = {
  'controls.status': 'Durum',
  'controls.history': 'Geçmiş',
  'controls.restart': 'Yeniden başlat',
  'controls.acknowledge': 'Ben ilgileniyorum',
  'controls.silence': 'Sustur',
  'controls.silenceFor1h': '1 sa',
  'controls.silenceFor4h': '4 sa',
  'controls.silenceForIncident': 'olay çözülene kadar',
  'controls.unsilenceServer': 'Susturmayı kaldır: {server}',
  'controls.pickServer': 'Bir sunucu seç…',

  'controls.pick': '**{server}**: ne yapılsın?',
  'controls.restartUnderway':
    'hostcord üzerinden gönderilen **{server}** yeniden başlatması hâlâ sürüyor. Sunucu açılınca (ya da 10 dakika sonra) Yeniden başlat tekrar çalışır.',
  'controls.noIncident':
    '**{server}** için açık bir olay yok. Uyarılarını burada susturmak için 1 sa ya da 4 sa seç.',
  'controls.notInChannel':
    'Bu sunucunun uyarıları artık bu kanala gelmiyor, yani burada susturulacak bir şey yok.',
  'controls.silencedUntil':
    '**{server}** uyarıları {channel} kanalında {until} ({relative}) tarihine kadar susturuldu. Uyarılar ve olay mesajları bekletilir, susturma bitince tek bir özette listelenir; `{command}` susturmayı gösterir ve kaldırmayı sunar.',
  'controls.silencedUntilResolved':
    '**{server}** uyarıları {channel} kanalında olay çözülene kadar susturuldu. Uyarılar ve olay mesajları bekletilir, susturma bitince tek bir özette listelenir; `{command}` susturmayı gösterir ve kaldırmayı sunar.',
  'controls.notSilenced': 'Bu susturma zaten bitti.',
  'controls.unsilenced':
    '**{server}** uyarıları {channel} kanalında artık susturulmuyor. Bekletilenler şimdi tek bir özet olarak gönderiliyor.',
  'controls.noSuchIncident': 'hostcord bu olayı artık bilmiyor.',
  'controls.resolved': 'Bu olay çözüldü: ilgilenecek bir şey kalmadı.',
  'controls.onIt': '{user} {since} ({relative}) tarihinden beri ilgileniyor.',
  'controls.acknowledged': 'Sen ilgileniyorsun: olayın mesajları bunu gösteriyor.',

  'controls.silencedNote':
    '🔕 {until} tarihine kadar susturuldu ({user}): uyarılar ve olay mesajları bekletilir, sonra tek bir özette listelenir',
  'controls.silencedNoteResolved':
    '🔕 olay çözülene kadar susturuldu ({user}): uyarılar ve olay mesajları bekletilir, sonra tek bir özette listelenir',

  'controls.summaryTitle': {
    one: 'Susturma sırasında {server} için {count} uyarı bekletildi',
    other: 'Susturma sırasında {server} için {count} uyarı bekletildi',
  },
  'controls.summaryHeld': '{from} ile {to} arasında susturuldu. Bu sırada olanlar:',
  'controls.summaryMore': {
    one: '…ve başka türlerden {count} uyarı daha',
    other: '…ve başka türlerden {count} uyarı daha',
  },
  'controls.summaryInstalled': 'hostcord kuruldu',
  'controls.summaryRemoved': 'hostcord kaldırıldı',
  'controls.summaryDown': 'Olay: {from} ile {to} arasında kapalı ({duration})',
  'controls.summaryStillDown': 'Olay: {since} tarihinden beri kapalı, hâlâ açık (mesajı şimdi gönderiliyor)',
  'controls.summaryNotAnswering': 'Olay: oyun {from} ile {to} arasında yanıt vermedi ({duration})',
  'controls.summaryStillNotAnswering':
    'Olay: oyun {since} tarihinden beri yanıt vermiyor, hâlâ açık (mesajı şimdi gönderiliyor)',
};
