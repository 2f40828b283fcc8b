import {
  type APIActionRowComponent,
  type APIButtonComponent,
  type ButtonStyle,
  ComponentType,
} from 'discord.js';

/** An action row of buttons (Discord: at most five). */
export type ButtonRow = APIActionRowComponent<APIButtonComponent>;

/** A button that answers through the bot: its signed custom id, its label and colour. */
export function button(
  customId: string,
  label: string,
  style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Danger,
): APIButtonComponent {
  return { type: ComponentType.Button, custom_id: customId, label, style };
}

/** One action row of these buttons. */
export function buttonRow(...buttons: APIButtonComponent[]): ButtonRow {
  return { type: ComponentType.ActionRow, components: buttons };
}
