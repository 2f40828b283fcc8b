import type { CommandTexts } from '../../translation.js';

/** The commands' names and descriptions, keyed by their English text (see ../../translation.ts). */
export const commands: CommandTexts = {
  names: {
    status: 'statut',
    server: 'serveur',
    players: 'joueurs',
    history: 'historique',
    period: 'période',
    servers: 'serveurs',
    link: 'lier',
    channel: 'salon',
    code: 'code',
    unlink: 'délier',
    links: 'liens',
    share: 'partager',
    unshare: 'ne-plus-partager',
    guild: 'serveur-discord',
    alerts: 'alertes',
    filter: 'filtre',
    categories: 'catégories',
    types: 'types',
    severities: 'gravités',
    mention: 'mention',
    role: 'rôle',
    show: 'afficher',
    test: 'test',
    board: 'tableau',
    create: 'créer',
    remove: 'supprimer',
    publish: 'publier',
    names: 'noms',
    unpublish: 'dépublier',
    doctor: 'diagnostic',
    gamequery: 'requête-jeu',
    set: 'définir',
    game: 'jeu',
    port: 'port',
    auto: 'auto',
    off: 'désactiver',
    restart: 'redémarrer',
    in: 'dans',
    message: 'message',
    schedule: 'planning',
    time: 'heure',
    timezone: 'fuseau',
    days: 'jours',
    list: 'liste',
    power: 'alimentation',
    action: 'action',
    'kill-after': 'forcer-après',
    backup: 'sauvegarde',
    say: 'dire',
    console: 'console',
    command: 'commande',
    activity: 'activité',
    deployments: 'déploiements',
    language: 'langue',
    locale: 'langue',
  },
  texts: {
    'Is the game server up? Status, address and live usage':
      'Le serveur de jeu tourne ? Statut, adresse et utilisation en direct',
    'The game server (start typing its name)': 'Le serveur de jeu (tape son nom)',
    'Who is playing on a game server, as the game itself tells':
      'Qui joue sur un serveur de jeu, selon le jeu lui-même',
    'Uptime, CPU and memory of a game server over time, as a chart':
      "Disponibilité, CPU et mémoire d'un serveur de jeu dans le temps, en graphique",
    'How far back (default: the last 24 hours)': "Jusqu'où remonter (par défaut : les dernières 24 heures)",
    'Last 24 hours': 'Dernières 24 heures',
    'Last 7 days': '7 derniers jours',
    'Last 30 days': '30 derniers jours',
    'List the game servers linked here, with their status': 'Les serveurs de jeu liés ici, avec leur statut',
    'Link a game server to this Discord server and a channel for its alerts':
      'Lier un serveur de jeu à ce serveur Discord et à un salon pour ses alertes',
    'The server (start typing its name, or paste its id)': 'Le serveur (tape son nom ou colle son ID)',
    'Where its alerts go (default: this channel)': 'Où vont ses alertes (par défaut : ce salon)',
    'A share code from the Discord server that owns it (or your ownership code)':
      'Un code de partage du serveur Discord propriétaire (ou ton code de propriété)',
    'Unlink a game server from this Discord server (or from one channel)':
      "Délier un serveur de jeu de ce serveur Discord (ou d'un salon)",
    'Only unlink it from this channel': 'Le délier seulement de ce salon',
    "List this Discord server's linked game servers and where their alerts go":
      'Les serveurs de jeu liés à ce serveur Discord et où vont leurs alertes',
    'Let another Discord server use one of your game servers: makes a one-time code':
      'Partager un de tes serveurs de jeu avec un autre serveur Discord : crée un code à usage unique',
    'Stop sharing a game server with another Discord server':
      'Arrêter de partager un serveur de jeu avec un autre serveur Discord',
    'The Discord server it is shared with (start typing its name)':
      'Le serveur Discord avec lequel il est partagé (tape son nom)',
    'Choose which alerts a linked channel gets and which role they mention':
      'Choisir les alertes d’un salon lié et le rôle qu’elles mentionnent',
    'Post only some alerts: comma-separated values to include; `all` removes a filter':
      "N'envoyer que certaines alertes : valeurs séparées par des virgules ; `all` retire un filtre",
    'Which of its linked channels (needed when it is linked to several)':
      "Lequel de ses salons liés (nécessaire s'il y en a plusieurs)",
    'Categories to include, e.g. power, backup (`all` = every one)':
      'Catégories à inclure, ex. power, backup (`all` = toutes)',
    'Types to include (`all` = every one)': 'Types à inclure (`all` = tous)',
    'Severities to include, e.g. error, critical (`all` = every one)':
      'Gravités à inclure, ex. error, critical (`all` = toutes)',
    'Mention a role on alerts of chosen severities (leave out the role to mention nobody)':
      'Mentionner un rôle pour certaines gravités (sans rôle : personne)',
    'The role to mention': 'Le rôle à mentionner',
    'Severities that mention the role (default: every alert)':
      'Gravités qui mentionnent le rôle (par défaut : toutes les alertes)',
    'Show filters, mentions and the values seen in events so far':
      'Afficher filtres, mentions et valeurs vues jusqu’ici',
    "Post a test alert into the server's linked channels (filters are ignored)":
      'Envoyer une alerte de test dans les salons liés du serveur (sans filtres)',
    'Only this linked channel (default: every one of the server)':
      'Seulement ce salon lié (par défaut : tous ceux du serveur)',
    "A live status board of this Discord server's game servers":
      'Un tableau de statut en direct des serveurs de jeu de ce serveur Discord',
    'Post a status board that updates itself (or post it anew)':
      'Publier un tableau de statut qui se met à jour tout seul (ou le republier)',
    'Where (default: this channel)': 'Où (par défaut : ce salon)',
    "Delete a channel's status board": "Supprimer le tableau de statut d'un salon",
    "Make a board's status page public on the web (a new address each time)":
      "Rendre publique sur le web la page de statut d'un tableau (nouvelle adresse à chaque fois)",
    'Show the names of players online (default: counts only)':
      'Afficher les noms des joueurs en ligne (par défaut : le nombre seulement)',
    "Take a board's public status page down at once":
      "Retirer tout de suite la page de statut publique d'un tableau",
    "Check hostcord's setup: tokens, scopes, channel permissions, webhook":
      'Vérifier la config de hostcord : tokens, scopes, permissions des salons, webhook',
    'How hostcord asks a game server who is playing': 'Comment hostcord demande à un serveur de jeu qui joue',
    'Tell hostcord which game a server runs (and the query port)':
      'Dire à hostcord quel jeu tourne sur un serveur (et le port de requête)',
    "The game, as gamedig names it (start typing, or type an id such as 'minecraft')":
      "Le jeu, tel que gamedig le nomme (tape-le, ou un ID comme 'minecraft')",
    "The query port (default: the game's rule applied to the server's address)":
      "Le port de requête (par défaut : la règle du jeu appliquée à l'adresse du serveur)",
    "Detect the game from the provider's game again": "Redétecter le jeu d'après l'hébergeur",
    "Stop asking this server's game": 'Ne plus interroger le jeu de ce serveur',
    "How this server's game is asked, and its last answer":
      'Comment le jeu de ce serveur est interrogé, et sa dernière réponse',
    'Restart a game server now or later (asks you to confirm first)':
      'Redémarrer un serveur de jeu maintenant ou plus tard (avec confirmation)',
    'Restart later, with warnings in game: e.g. 90s, 10m, 1h30m (1 minute to 24 hours)':
      'Redémarrer plus tard, avec avertissements en jeu : ex. 90s, 10m, 1h30m (1 minute à 24 heures)',
    'Added to every warning in game (needs "in")': 'Ajouté à chaque avertissement en jeu (avec « dans »)',
    'Recurring restarts, announced in game before they happen':
      'Redémarrages réguliers, annoncés en jeu à l’avance',
    'Restart a server every day (or on chosen weekdays) at a time of day':
      'Redémarrer un serveur chaque jour (ou certains jours) à une heure donnée',
    'HH:MM on a 24-hour clock, e.g. 04:00': 'HH:MM sur 24 heures, ex. 04:00',
    'IANA time zone, e.g. Europe/Berlin (default: UTC)':
      'Fuseau horaire IANA, ex. Europe/Paris (par défaut : UTC)',
    'e.g. mon, wed, fri or weekdays or weekends (default: every day)':
      'ex. mon, wed, fri ou weekdays ou weekends (par défaut : tous les jours)',
    "This Discord server's schedules with their next run":
      'Les planifications de ce serveur Discord et leur prochaine exécution',
    'Remove a schedule (its next restart is called off)':
      'Supprimer une planification (son prochain redémarrage est annulé)',
    'The schedule (start typing; /schedule list shows them)':
      'La planification (tape-la ; /planning liste les montre)',
    'Start, stop or kill a game server (stop and kill ask you to confirm)':
      'Démarrer, arrêter ou forcer l’arrêt d’un serveur de jeu (avec confirmation pour arrêter et forcer)',
    'What to do': 'Que faire',
    start: 'Démarrer',
    stop: 'Arrêter',
    'kill (ends the process without saving)': 'Forcer l’arrêt (tue le processus sans sauvegarder)',
    'Only with stop: kill it if still running after this many seconds (10–600)':
      'Avec Arrêter seulement : forcer si toujours lancé après ce nombre de secondes (10–600)',
    "Create or list a game server's backups": "Créer ou lister les sauvegardes d'un serveur de jeu",
    'Start a backup now': 'Lancer une sauvegarde maintenant',
    'The backups, newest first; locked ones marked':
      'Les sauvegardes, les plus récentes d’abord ; verrouillées marquées',
    'Post a line in the game chat (console command `say`)':
      'Écrire une ligne dans le chat du jeu (commande console `say`)',
    'One line of text': 'Une ligne de texte',
    "Send a command to the game server's console (no output comes back)":
      'Envoyer une commande à la console du serveur de jeu (aucun retour)',
    'One console command, without a leading slash if the game has none':
      "Une commande console, sans barre oblique au début si le jeu n'en a pas",
    "A game server's recent activity: power, backups, crashes and more":
      "L'activité récente d'un serveur de jeu : alimentation, sauvegardes, crashs et plus",
    "A game server's git deployments: status, phase and errors":
      "Les déploiements git d'un serveur de jeu : statut, phase et erreurs",
    "hostcord's language in this Discord server: see it, or choose another":
      'La langue de hostcord sur ce serveur Discord : la voir ou en choisir une autre',
    'The language for alerts, boards and announcements in game (Manage Server)':
      'La langue des alertes, tableaux et annonces en jeu (Gérer le serveur)',
  },
};
