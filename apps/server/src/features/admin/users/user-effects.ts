/** What must happen on every server instance after a user changes (ADR 011's channels). */
export interface UserEffects {
  /** Sessions or roles changed: every instance drops its cached sessions. */
  sessionsChanged(): Promise<void>;
  /** A company changed: every instance drops that owner's cached caller state. */
  companyChanged(ownerUserId: string): Promise<void>;
}
