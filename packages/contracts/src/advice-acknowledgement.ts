import { z } from "zod";

/*
 * The client's online acknowledgement of an issued record of advice (ADR 051): a single-use,
 * expiring link; the client, with no account, confirms who they are (the last four digits of the
 * ID number, or a code e-mailed to the profile address), reads the document and accepts or
 * declines with their full name typed. The token travels in request bodies, never in a path.
 */

/** Days a link works. */
export const ACKNOWLEDGEMENT_LINK_DAYS = 14;
/** Minutes an e-mailed code works. */
export const ACKNOWLEDGEMENT_CODE_MINUTES = 15;
/** Wrong identity answers a link survives. */
export const ACKNOWLEDGEMENT_MAX_FAILED_CHECKS = 5;

export const IDENTITY_METHODS = ["id-number", "email-code"] as const;
export type IdentityMethod = (typeof IDENTITY_METHODS)[number];

const token = z.string().min(1).max(200);

export const acknowledgementTokenInputSchema = z.object({ token });

/** How the client proves who they are: one of the two. */
export const identityProofSchema = z.union([
  z.object({
    method: z.literal("id-number"),
    idLast4: z.string().regex(/^\d{4}$/, { error: "four digits" }),
  }),
  z.object({
    method: z.literal("email-code"),
    code: z.string().regex(/^\d{6}$/, { error: "six digits" }),
  }),
]);
export type IdentityProof = z.infer<typeof identityProofSchema>;

export const openAcknowledgementInputSchema = z.object({ token, proof: identityProofSchema });

export const decideAcknowledgementInputSchema = z.object({
  token,
  proof: identityProofSchema,
  decision: z.enum(["accepted", "declined"]),
  typedName: z.string().trim().min(1, { error: "type your full name" }).max(200),
  /** The SHA-256 of the document shown: a changed document needs a new acknowledgement. */
  documentSha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type DecideAcknowledgementInput = z.infer<typeof decideAcknowledgementInputSchema>;

/** What the link shows before the client has said who they are: who asks, not what. */
export const acknowledgementInviteSchema = z.object({
  companyName: z.string(),
  adviserName: z.string(),
  issuedAtText: z.string(),
  expiresAtText: z.string(),
  identityMethods: z.array(z.enum(IDENTITY_METHODS)),
  /** "s***@example.co.za", where a code can be sent. */
  emailHint: z.string().nullable(),
});
export type AcknowledgementInvite = z.infer<typeof acknowledgementInviteSchema>;

/** The document, once the client has said who they are, and the two statements they may confirm. */
export const acknowledgementDocumentSchema = z.object({
  title: z.string(),
  clientFullName: z.string(),
  sha256: z.string(),
  pages: z.number().int(),
  /** The issued PDF, base64: exactly the bytes issued. */
  pdfBase64: z.string(),
  statements: z.object({ accepted: z.string(), declined: z.string() }),
});
export type AcknowledgementDocument = z.infer<typeof acknowledgementDocumentSchema>;

export const acknowledgementReceiptSchema = z.object({
  decision: z.enum(["accepted", "declined"]),
  decidedAtText: z.string(),
  documentSha256: z.string(),
  textShown: z.string(),
});
export type AcknowledgementReceipt = z.infer<typeof acknowledgementReceiptSchema>;

/** The adviser's view of a record's acknowledgement: the latest link and, once used, the evidence. */
export const acknowledgementStatusSchema = z.object({
  status: z.enum(["pending", "expired", "accepted", "declined"]),
  linkCreatedAtText: z.string(),
  expiresAtText: z.string(),
  emailedTo: z.string().nullable(),
  evidence: z
    .object({
      decidedAt: z.string(),
      decidedAtText: z.string(),
      typedName: z.string(),
      identityMethod: z.enum(IDENTITY_METHODS),
      ipAddress: z.string(),
      userAgent: z.string(),
      documentSha256: z.string(),
      textShown: z.string(),
    })
    .nullable(),
});
export type AcknowledgementStatus = z.infer<typeof acknowledgementStatusSchema>;

/** POST /api/v1/advice-packs/:id/acknowledgement-link */
export const createAcknowledgementLinkInputSchema = z.object({
  /** E-mail the link to the client's profile address (otherwise the adviser copies it). */
  email: z.boolean(),
});

export const acknowledgementLinkSchema = z.object({
  /** The link itself: shown once, never stored. */
  url: z.string(),
  expiresAtText: z.string(),
  emailedTo: z.string().nullable(),
});
export type AcknowledgementLink = z.infer<typeof acknowledgementLinkSchema>;
