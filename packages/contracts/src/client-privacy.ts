import { z } from "zod";

/**
 * A client's POPIA rights as the adviser fulfils them (docs/reference/popia-data-subject-rights.md):
 * an export of everything held about the client (s 23) and a permanent erasure (s 24, s 14).
 */

/** Why a client was erased: kept in the audit trail instead of anything personal. */
export const ERASURE_REASONS = ["client-request", "no-longer-needed", "added-in-error"] as const;
export type ErasureReason = (typeof ERASURE_REASONS)[number];
/** The purge's own reason: the client was deleted and the restore window ended. */
export const RESTORE_WINDOW_ENDED = "restore-window-ended";
/** The purge's reason for erasing a restricted client: the FAIS retention period ended. */
export const RETENTION_PERIOD_ENDED = "retention-period-ended";
/** The account purge's reason: the practice's account was deleted and its retention ended. */
export const ACCOUNT_PURGED = "account-purged";

export const ERASURE_REASON_LABELS: Record<ErasureReason, string> = {
  "client-request": "The client asked us to delete their information",
  "no-longer-needed": "We no longer need to keep it",
  "added-in-error": "The client was added in error",
};

export const ERASE_MESSAGES = {
  confirmMissing: "type the client's full name to confirm",
  reasonInvalid: "choose why the client is being erased",
} as const;

/** Folds what a person might type differently: case, spacing, accents' composed forms. */
const foldName = (text: string) =>
  text.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en-ZA");

/** The name the adviser must type to erase a client: "name surname", as the client page shows it. */
export const clientFullName = (client: { clientName: string; clientSurname: string }) =>
  `${client.clientName} ${client.clientSurname}`.trim();

/** Whether `typed` is the client's full name (ignoring case and extra spaces). */
export function confirmsClientName(
  typed: string,
  client: { clientName: string; clientSurname: string },
): boolean {
  const folded = foldName(typed);
  return folded !== "" && folded === foldName(clientFullName(client));
}

export const eraseClientInputSchema = z.object({
  confirmName: z
    .string({ error: ERASE_MESSAGES.confirmMissing })
    .trim()
    .min(1, { error: ERASE_MESSAGES.confirmMissing })
    .max(300, { error: ERASE_MESSAGES.confirmMissing }),
  reason: z.enum(ERASURE_REASONS, { error: ERASE_MESSAGES.reasonInvalid }),
});
export type EraseClientInput = z.infer<typeof eraseClientInputSchema>;

/**
 * What an erase request did (ADR 050): erased at once, or — while the FAIS period runs — the
 * client restricted (read-only, hidden) and its erasure set for the day after `keptUntil`.
 */
export const eraseClientResponseSchema = z.discriminatedUnion("outcome", [
  z.object({
    outcome: z.literal("erased"),
    /** The erasure's reference in the audit trail: a hash of the client's id, nothing personal. */
    reference: z.string(),
    erasedAt: z.string(),
    /** How many records (calculations) went with the client. */
    records: z.number().int().nonnegative(),
  }),
  z.object({
    outcome: z.literal("restricted"),
    reference: z.string(),
    restrictedAt: z.string(),
    /** The last day the records are kept; the purge erases the client the day after. */
    keptUntil: z.string(),
  }),
]);
export type EraseClientResponse = z.infer<typeof eraseClientResponseSchema>;

export const CLIENT_EXPORT_MEDIA_TYPE = "application/zip";
