import type { Message } from '../../message.js';

/** Linking, sharing and alert filters: /link, /links, /unlink, /share, /unshare, /servers, /alerts. */
export const links = {
  'links.linked':
    'Linked **{server}** → {channel}. Its alerts are posted there, and commands in this Discord server can use it.',
  'links.renewed':
    'Link renewed: **{server}** → {channel}. Its alerts are posted there, and commands in this Discord server can use it.',
  'links.noteShared': 'Its owners shared it with this Discord server; they can end that with `/unshare`.',
  'links.noteProofCode':
    'It now belongs to this Discord server. You can take the code out of its name again.',
  'links.noteClaimed':
    'It now belongs to this Discord server: other Discord servers can use it only with a share code (`/share`).',
  'links.noteVerified':
    'Verified: it now belongs to this Discord server. You can take the code out of its name again.',
  'links.alreadyDone': 'Already done: this server belongs to this Discord server and is linked here.',
  'links.missingPermissions':
    "⚠️ The bot lacks {permissions} in {channel}, so alerts cannot be posted there yet. Grant them in the channel's permissions.",
  'links.proof':
    "Nobody has claimed server {server} yet. To link it here, show that you control it at the provider:\n1. In the provider's panel, add **`{code}`** to the server's name (anywhere in it) and save.\n2. Press **Verify** before {time} ({relative}). The code works once, only for you, only in this Discord server.\n3. Then take the code out of the name again.",
  'links.verify': 'Verify',

  'links.notLinkable':
    "That server can't be linked here. Pick one from the list, or check its id. If another Discord server already uses it, ask that server's admins for a share code (`/share`) and give it as `code`.",
  'links.cantSee':
    "The bot can't see that server. Check the id, and that the server owner installed the bot on it.",
  'links.wrongCode':
    'That code is not valid. Check it for typos, or ask for a new one: share codes come from `/share` in the Discord server that owns the game server.',
  'links.usedCode':
    'That code was already used: codes work once. Ask for a new share code, or run `/link` again for a new ownership code.',
  'links.expiredCode':
    'That code has expired (ownership codes last 15 minutes, share codes 24 hours). Ask for a new share code, or run `/link` again for a new ownership code.',
  'links.otherServerCode':
    'That code was made for another game server. Give the `server` id that came with the code.',
  'links.notYourCode':
    'That ownership code was made for another member or another Discord server. Run `/link` with the server id yourself to get a code of your own.',
  'links.ownShareCode':
    'That share code is for another Discord server: give it to an admin there, who runs `/link` with it.',
  'links.voidCode':
    'That share code no longer works: the Discord server that made it no longer owns the game server. Ask whoever owns it now for a new code.',
  'links.verifyNotYours':
    'This Verify button is not for you, or its code expired or was used. Run `/link` with the server id to get a code of your own.',
  'links.codeNotInName':
    "hostcord read the server's name at the provider, and your code is not in it yet. Put the code into the server's name in the provider's panel, save, and press **Verify** again (within 15 minutes of asking).",
  'links.claimTaken':
    'Another Discord server claimed this game server moments ago, so it was not linked here. Ask its admins for a share code (`/share`).',
  'links.onlyOwner':
    'Only the Discord server that owns **{server}** can share it or end its shares: this one uses it through a share.',

  'links.linkedTitle': 'Linked servers',
  'links.boardsTitle': 'Status boards',
  'links.stateInactive': '⏸️ inactive: the bot was uninstalled from this server at the provider',
  'links.stateBroken':
    '⚠️ broken: Discord refused our messages in this channel; fix permissions, then `/link` again',
  'links.trustUnknown':
    'hostcord could not check with Discord whether this Discord server is trusted, so it claims nothing. Try again in a minute; if it keeps happening, the bot operator should look at the log.',
  'links.noLongerShared':
    '⛔ no longer usable here: the Discord server that owns it ended the share (or gave the server up). Its commands and alerts stopped. Ask its admins for a new share code and `/link` it with the code, or `/unlink` it',
  'links.allAlerts': 'all alerts',
  'links.filterCategories': 'categories {list}',
  'links.filterTypes': 'types {list}',
  'links.filterSeverities': 'severities {list}',
  'links.usedThroughShare': '{server} is used here through a share from the Discord server that owns it.',
  'links.sharedWith': '{server} is shared with {guilds}. `/unshare` ends a share.',
  'links.sharedBeforeShares': '{guild} (from before shares existed: review it)',
  'links.boardUpdated': 'updated as servers change',
  'links.boardBroken': "⚠️ broken: fix the channel's permissions, then run `/board create` there again",
  'links.boardBrokenBecause':
    "⚠️ broken ({reason}): fix the channel's permissions, then run `/board create` there again",

  'links.notLinkedToChannel': 'That server is not linked to {channel}.',
  'links.unlinkedFrom': 'Unlinked **{server}** from {channel}.',
  'links.unlinkedFromChannels': {
    one: 'Unlinked **{server}** from {count} channel.',
    other: 'Unlinked **{server}** from {count} channels.',
  },
  'links.released': 'It no longer belongs to this Discord server. Linking it again claims it anew.',
  'links.releasedShares': {
    one: 'It no longer belongs to this Discord server, and its shares with {count} other Discord server ended. Linking it again claims it anew.',
    other:
      'It no longer belongs to this Discord server, and its shares with {count} other Discord servers ended. Linking it again claims it anew.',
  },

  'links.shareAsk':
    'Share **{server}** with another Discord server? Its admins can then link it, and its members use every command on it that their admins allow: restart, stop, console, backups. Its alerts are posted there too.\nOnly you can answer; the buttons work until {time}.',
  'links.shareCreate': 'Create share code',
  'links.shareAnswered': 'This question was already answered; no second code was made.',
  'links.shareCancelled': 'Cancelled. No code was made.',
  'links.shareCode':
    'Share code for **{server}**: {code}\nGive it privately to an admin of the other Discord server. There, they run:\n`{command}`\nIt works once, until {time}. `/links` then shows the share here, and `/unshare` ends it at any time.',
  'links.notSharedWith': '**{server}** is not shared with that Discord server. `/links` shows who shares it.',
  'links.unshared':
    '**{server}** is no longer shared with {guild}: from now on its commands there are refused and its alerts are no longer posted there.',

  'links.serverLine': '**{server}** — {status}, power {power}',
  'links.notVisible': '{server} — not visible to the bot any more (was it uninstalled?)',
  'links.noneYet': 'None yet.',
  'links.unlinkedTitle': 'Not linked anywhere yet (use /link)',
  'links.noneLinkable':
    "None you can link directly. To link a server of yours, run `/link` with its id (from the provider's panel): hostcord asks you to prove you control it. A server another Discord server uses needs a share code from its admins.",

  'links.alreadyAnswered': 'This was already confirmed; nothing was sent again.',
  'links.auditUnavailable':
    'hostcord could not write this action to its audit log (its database refuses writes: the disk may be full or read-only), so nothing was sent to the server. Tell a bot admin, and try again once that is fixed.',
  'links.pageNewer': '◀ Newer',
  'links.pageOlder': 'Older ▶',
  'links.pagesExpired': 'These pages expired. Run the command again.',
} as const satisfies Record<string, Message>;
