import type { CommandTexts } from '../../translation.js';

/** The commands' names and descriptions, keyed by their English text (see ../../translation.ts). */
export const commands: CommandTexts = {
  names: {
    status: 'durum',
    server: 'sunucu',
    players: 'oyuncular',
    history: 'geçmiş',
    period: 'dönem',
    servers: 'sunucular',
    link: 'bağla',
    channel: 'kanal',
    code: 'kod',
    unlink: 'bağlantıyı-kes',
    links: 'bağlantılar',
    share: 'paylaş',
    unshare: 'paylaşımı-bitir',
    guild: 'discord-sunucusu',
    alerts: 'uyarılar',
    filter: 'filtre',
    categories: 'kategoriler',
    types: 'türler',
    severities: 'önem-dereceleri',
    mention: 'etiket',
    role: 'rol',
    show: 'göster',
    test: 'test',
    board: 'pano',
    create: 'oluştur',
    remove: 'kaldır',
    publish: 'yayınla',
    names: 'adlar',
    unpublish: 'yayından-kaldır',
    doctor: 'tanı',
    gamequery: 'oyun-sorgusu',
    set: 'ayarla',
    game: 'oyun',
    port: 'port',
    auto: 'otomatik',
    off: 'kapat',
    restart: 'yeniden-başlat',
    in: 'sonra',
    message: 'mesaj',
    schedule: 'zamanla',
    time: 'saat',
    timezone: 'saat-dilimi',
    days: 'günler',
    list: 'liste',
    power: 'güç',
    action: 'işlem',
    'kill-after': 'öldürme-süresi',
    backup: 'yedek',
    say: 'söyle',
    console: 'konsol',
    command: 'komut',
    activity: 'etkinlik',
    deployments: 'dağıtımlar',
    language: 'dil',
    locale: 'dil',
  },
  texts: {
    'Is the game server up? Status, address and live usage':
      'Oyun sunucusu açık mı? Durum, adres ve anlık kullanım',
    'The game server (start typing its name)': 'Oyun sunucusu (adını yazmaya başla)',
    'Who is playing on a game server, as the game itself tells':
      'Oyun sunucusunda kim oynuyor, oyunun kendi verisine göre',
    'Uptime, CPU and memory of a game server over time, as a chart':
      'Bir oyun sunucusunun zaman içindeki erişilebilirliği, CPU ve belleği, grafik olarak',
    'How far back (default: the last 24 hours)': 'Ne kadar geriye (varsayılan: son 24 saat)',
    'Last 24 hours': 'Son 24 saat',
    'Last 7 days': 'Son 7 gün',
    'Last 30 days': 'Son 30 gün',
    'List the game servers linked here, with their status': 'Buraya bağlı oyun sunucuları ve durumları',
    'Link a game server to this Discord server and a channel for its alerts':
      'Bir oyun sunucusunu bu Discord sunucusuna ve uyarıları için bir kanala bağla',
    'The server (start typing its name, or paste its id)':
      'Sunucu (adını yazmaya başla ya da ID’sini yapıştır)',
    'Where its alerts go (default: this channel)': 'Uyarıların gideceği yer (varsayılan: bu kanal)',
    'A share code from the Discord server that owns it (or your ownership code)':
      'Sahibi olan Discord sunucusundan bir paylaşım kodu (ya da senin sahiplik kodun)',
    'Unlink a game server from this Discord server (or from one channel)':
      'Bir oyun sunucusunun bu Discord sunucusuyla (ya da bir kanalla) bağlantısını kes',
    'Only unlink it from this channel': 'Sadece bu kanalla bağlantısını kes',
    "List this Discord server's linked game servers and where their alerts go":
      'Bu Discord sunucusunun bağlı oyun sunucuları ve uyarılarının gittiği yer',
    'Let another Discord server use one of your game servers: makes a one-time code':
      'Oyun sunucularından birini başka bir Discord sunucusuyla paylaş: tek kullanımlık kod üretir',
    'Stop sharing a game server with another Discord server':
      'Bir oyun sunucusunu başka bir Discord sunucusuyla paylaşmayı bırak',
    'The Discord server it is shared with (start typing its name)':
      'Paylaşıldığı Discord sunucusu (adını yazmaya başla)',
    'Choose which alerts a linked channel gets and which role they mention':
      'Bağlı bir kanalın hangi uyarıları alacağını ve hangi rolü etiketleyeceğini seç',
    'Post only some alerts: comma-separated values to include; `all` removes a filter':
      'Sadece bazı uyarıları gönder: virgülle ayrılmış değerler; `all` filtreyi kaldırır',
    'Which of its linked channels (needed when it is linked to several)':
      'Bağlı kanallarından hangisi (birden fazlaysa gerekli)',
    'Categories to include, e.g. power, backup (`all` = every one)':
      'Dahil edilecek kategoriler, ör. power, backup (`all` = hepsi)',
    'Types to include (`all` = every one)': 'Dahil edilecek türler (`all` = hepsi)',
    'Severities to include, e.g. error, critical (`all` = every one)':
      'Dahil edilecek önem dereceleri, ör. error, critical (`all` = hepsi)',
    'Mention a role on alerts of chosen severities (leave out the role to mention nobody)':
      'Seçilen önem derecelerindeki uyarılarda bir rolü etiketle (rol yoksa kimse)',
    'The role to mention': 'Etiketlenecek rol',
    'Severities that mention the role (default: every alert)':
      'Rolü etiketleyen önem dereceleri (varsayılan: her uyarı)',
    'Show filters, mentions and the values seen in events so far':
      'Filtreleri, etiketleri ve şimdiye kadar görülen değerleri göster',
    "Post a test alert into the server's linked channels (filters are ignored)":
      'Sunucunun bağlı kanallarına bir test uyarısı gönder (filtreler yok sayılır)',
    'Only this linked channel (default: every one of the server)':
      'Sadece bu bağlı kanal (varsayılan: sunucunun tüm kanalları)',
    "A live status board of this Discord server's game servers":
      'Bu Discord sunucusunun oyun sunucuları için canlı durum panosu',
    'Post a status board that updates itself (or post it anew)':
      'Kendini güncelleyen bir durum panosu gönder (ya da yeniden gönder)',
    'Where (default: this channel)': 'Nereye (varsayılan: bu kanal)',
    "Delete a channel's status board": 'Bir kanalın durum panosunu sil',
    "Make a board's status page public on the web (a new address each time)":
      'Bir panonun durum sayfasını web’de herkese aç (her seferinde yeni adres)',
    'Show the names of players online (default: counts only)':
      'Çevrimiçi oyuncuların adlarını göster (varsayılan: sadece sayı)',
    "Take a board's public status page down at once": 'Bir panonun herkese açık durum sayfasını hemen kaldır',
    "Check hostcord's setup: tokens, scopes, channel permissions, webhook":
      'hostcord kurulumunu kontrol et: token’lar, kapsamlar, kanal izinleri, webhook',
    'How hostcord asks a game server who is playing':
      'hostcord’un oyun sunucusuna kimin oynadığını nasıl sorduğu',
    'Tell hostcord which game a server runs (and the query port)':
      'hostcord’a sunucuda hangi oyunun çalıştığını söyle (ve sorgu portunu)',
    "The game, as gamedig names it (start typing, or type an id such as 'minecraft')":
      "Oyun, gamedig’deki adıyla (yazmaya başla ya da 'minecraft' gibi bir ID yaz)",
    "The query port (default: the game's rule applied to the server's address)":
      'Sorgu portu (varsayılan: oyunun kuralı sunucunun adresine uygulanır)',
    "Detect the game from the provider's game again": 'Oyunu sağlayıcının verisinden yeniden algıla',
    "Stop asking this server's game": 'Bu sunucunun oyununa sormayı bırak',
    "How this server's game is asked, and its last answer":
      'Bu sunucunun oyununa nasıl sorulduğu ve son yanıtı',
    'Restart a game server now or later (asks you to confirm first)':
      'Bir oyun sunucusunu şimdi ya da sonra yeniden başlat (önce onay ister)',
    'Restart later, with warnings in game: e.g. 90s, 10m, 1h30m (1 minute to 24 hours)':
      'Sonra yeniden başlat, oyun içi uyarılarla: ör. 90s, 10m, 1h30m (1 dakika ile 24 saat arası)',
    'Added to every warning in game (needs "in")': 'Her oyun içi uyarıya eklenir ("sonra" gerekir)',
    'Recurring restarts, announced in game before they happen':
      'Önceden oyunda duyurulan düzenli yeniden başlatmalar',
    'Restart a server every day (or on chosen weekdays) at a time of day':
      'Bir sunucuyu her gün (ya da seçilen günlerde) belli bir saatte yeniden başlat',
    'HH:MM on a 24-hour clock, e.g. 04:00': '24 saat biçiminde SS:DD, ör. 04:00',
    'IANA time zone, e.g. Europe/Berlin (default: UTC)':
      'IANA saat dilimi, ör. Europe/Istanbul (varsayılan: UTC)',
    'e.g. mon, wed, fri or weekdays or weekends (default: every day)':
      'ör. mon, wed, fri ya da weekdays ya da weekends (varsayılan: her gün)',
    "This Discord server's schedules with their next run":
      'Bu Discord sunucusunun zamanlamaları ve sonraki çalışmaları',
    'Remove a schedule (its next restart is called off)':
      'Bir zamanlamayı kaldır (sonraki yeniden başlatması iptal edilir)',
    'The schedule (start typing; /schedule list shows them)':
      'Zamanlama (yazmaya başla; /zamanla liste hepsini gösterir)',
    'Start, stop or kill a game server (stop and kill ask you to confirm)':
      'Bir oyun sunucusunu başlat, durdur ya da öldür (durdurma ve öldürme onay ister)',
    'What to do': 'Ne yapılsın',
    start: 'Başlat',
    stop: 'Durdur',
    'kill (ends the process without saving)': 'Öldür (işlemi kaydetmeden sonlandırır)',
    'Only with stop: kill it if still running after this many seconds (10–600)':
      'Sadece durdurmayla: bu kadar saniye sonra hâlâ çalışıyorsa öldür (10–600)',
    "Create or list a game server's backups": 'Bir oyun sunucusunun yedeklerini oluştur ya da listele',
    'Start a backup now': 'Şimdi yedek al',
    'The backups, newest first; locked ones marked': 'Yedekler, en yenisi önce; kilitliler işaretli',
    'Post a line in the game chat (console command `say`)':
      'Oyun sohbetine bir satır yaz (konsol komutu `say`)',
    'One line of text': 'Tek satır metin',
    "Send a command to the game server's console (no output comes back)":
      'Oyun sunucusunun konsoluna bir komut gönder (çıktı dönmez)',
    'One console command, without a leading slash if the game has none':
      'Tek bir konsol komutu, oyun kullanmıyorsa başında eğik çizgi olmadan',
    "A game server's recent activity: power, backups, crashes and more":
      'Bir oyun sunucusunun son etkinlikleri: güç, yedekler, çökmeler ve fazlası',
    "A game server's git deployments: status, phase and errors":
      'Bir oyun sunucusunun git dağıtımları: durum, aşama ve hatalar',
    "hostcord's language in this Discord server: see it, or choose another":
      'hostcord’un bu Discord sunucusundaki dili: gör ya da başka birini seç',
    'The language for alerts, boards and announcements in game (Manage Server)':
      'Uyarıların, panoların ve oyun içi duyuruların dili (Sunucuyu Yönet)',
  },
};
