import { RESTJSONErrorCodes } from 'discord.js';

export interface FormError {
  path: (string | number)[];
  code: string;
  message: string;
}

export interface ErrorOptions {
  errors?: unknown;
  /** False for injected faults and rate limits: those are not the bot's mistakes. Default true. */
  reject?: boolean;
  headers?: Record<string, string>;
  /** Extra JSON fields (e.g. `retry_after`, `global` on a 429). */
  extra?: Record<string, unknown>;
}

/** A Discord-shaped error answer: `{ message, code, errors? }` with an HTTP status. */
export class DiscordHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly options: ErrorOptions = {},
  ) {
    super(message);
  }

  get rejects(): boolean {
    return this.options.reject ?? true;
  }

  toJson(): Record<string, unknown> {
    return {
      message: this.message,
      code: this.code,
      ...(this.options.errors === undefined ? {} : { errors: this.options.errors }),
      ...this.options.extra,
    };
  }
}

/** Discord nests form errors by path: `{ embeds: { 0: { title: { _errors: [...] } } } }`. */
export function nestFormErrors(errors: FormError[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const error of errors) {
    let node = root;
    for (const key of error.path) {
      node[String(key)] ??= {};
      node = node[String(key)] as Record<string, unknown>;
    }
    node._errors ??= [];
    (node._errors as unknown[]).push({ code: error.code, message: error.message });
  }
  return root;
}

export function invalidFormBody(errors: FormError[]): DiscordHttpError {
  return new DiscordHttpError(400, RESTJSONErrorCodes.InvalidFormBodyOrContentType, 'Invalid Form Body', {
    errors: nestFormErrors(errors),
  });
}

export const unauthorized = () => new DiscordHttpError(401, 0, '401: Unauthorized');
export const notFoundRoute = () => new DiscordHttpError(404, 0, '404: Not Found');
export const unknownInteraction = () =>
  new DiscordHttpError(404, RESTJSONErrorCodes.UnknownInteraction, 'Unknown interaction');
export const alreadyAcknowledged = () =>
  new DiscordHttpError(
    400,
    RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged,
    'Interaction has already been acknowledged.',
  );
export const unknownWebhook = () =>
  new DiscordHttpError(404, RESTJSONErrorCodes.UnknownWebhook, 'Unknown Webhook');
export const invalidWebhookToken = () =>
  new DiscordHttpError(401, RESTJSONErrorCodes.InvalidWebhookToken, 'Invalid Webhook Token');
export const unknownMessage = () =>
  new DiscordHttpError(404, RESTJSONErrorCodes.UnknownMessage, 'Unknown Message');
export const unknownChannel = () =>
  new DiscordHttpError(404, RESTJSONErrorCodes.UnknownChannel, 'Unknown Channel');
export const unknownGuild = () => new DiscordHttpError(404, RESTJSONErrorCodes.UnknownGuild, 'Unknown Guild');
export const unknownMember = () =>
  new DiscordHttpError(404, RESTJSONErrorCodes.UnknownMember, 'Unknown Member');
export const missingAccess = () =>
  new DiscordHttpError(403, RESTJSONErrorCodes.MissingAccess, 'Missing Access');
export const missingPermissions = () =>
  new DiscordHttpError(403, RESTJSONErrorCodes.MissingPermissions, 'Missing Permissions');
export const emptyMessage = () =>
  new DiscordHttpError(400, RESTJSONErrorCodes.CannotSendAnEmptyMessage, 'Cannot send an empty message');
export const notYourApplication = () =>
  new DiscordHttpError(
    403,
    RESTJSONErrorCodes.NotAuthorizedToPerformThisActionOnThisApplication,
    'You are not authorized to perform this action on this application',
  );
/** A request whose files exceed the upload limit (Uploading Files; JSON error code 40005). */
export const requestTooLarge = () =>
  new DiscordHttpError(413, RESTJSONErrorCodes.RequestEntityTooLarge, 'Request entity too large');
