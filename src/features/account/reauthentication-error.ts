/** Why re-entering the password before deleting the account failed, in words for the dialog. */
export class ReauthenticationError extends Error {
  constructor(
    message: string,
    /** True when the password was wrong, so the dialog marks the password field. */
    readonly wrongPassword: boolean,
  ) {
    super(message);
  }
}
