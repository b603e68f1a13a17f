import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { advicePack } from "./advice-pack";
import { company } from "./company";
import { user } from "./user";

/**
 * A link for the client to acknowledge an issued record of advice online, and once used, the
 * evidence of what they did (ADR 051). Only the SHA-256 of the link's random token is kept, and of
 * the e-mailed code; a row decides once (decided_at), so a link works once; a newer link for the
 * same record ends the older ones (expires_at moved to their creation).
 */
export const adviceAcknowledgement = pgTable(
  "advice_acknowledgement",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    packId: uuid("pack_id")
      .notNull()
      .references(() => advicePack.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: text("created_by_user_id").references(() => user.id, {
      onDelete: "set null",
    }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Where the link was e-mailed (the client's profile e-mail then), or null when copied. */
    emailedTo: text("emailed_to"),
    /** Hex SHA-256 of the six-digit code last e-mailed, and when it stops working. */
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    /** Wrong identity answers; at the limit the link dies. */
    failedChecks: integer("failed_checks").notNull().default(0),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decision: text("decision", { enum: ["accepted", "declined"] }),
    identityMethod: text("identity_method", { enum: ["id-number", "email-code"] }),
    typedName: text("typed_name"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** The SHA-256 of the document the client saw (the issued PDF's). */
    documentSha256: text("document_sha256"),
    /** The statement shown beside the buttons, exactly as the client confirmed it. */
    textShown: text("text_shown"),
  },
  (t) => [index("advice_acknowledgement_pack_idx").on(t.companyId, t.packId, t.createdAt.desc())],
);
