/**
 * The custom id of a control hostcord puts on a message: `<command>:<args…>`. The router hands
 * a press to the command named first (src/discord/router.ts), which checks the member's
 * permissions for that command. Every control id is made here, with the guild it is for, so that
 * signing them (a MAC over guild, command and arguments) changes one function. Arguments are ids,
 * never text, and hold no `:`.
 */
export function controlId(guildId: string, command: string, ...args: string[]): string {
  void guildId;
  return [command, ...args].join(':');
}
