/** An error whose message is written for the member and shown to them as it is (ephemeral). */
export class UserError extends Error {
  override readonly name = 'UserError';
}
