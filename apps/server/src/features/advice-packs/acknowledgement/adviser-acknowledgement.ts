import {
  ACKNOWLEDGEMENT_LINK_DAYS,
  type AcknowledgementLink,
  type AcknowledgementStatus,
} from "@adviser-desk/contracts";
import { formatDateTime } from "@adviser-desk/format";
import type { Db } from "#server/db/database";
import { isUuid } from "#server/db/is-uuid";
import { clientDeleted } from "#server/features/clients";
import { acknowledgementLinkEmail } from "#server/mail/acknowledgement-emails";
import type { Mailer } from "#server/mail/mailer";
import type { CompanyScope } from "#server/tenancy/caller";
import { packNotFound } from "../advice-pack-errors";
import {
  alreadyAcknowledged,
  noClientEmail,
  noIdentityCheck,
  notARecordOfAdvice,
} from "./acknowledgement-errors";
import { findPackForLink, insertLink, type LatestLink } from "./acknowledgement-queries";
import { newLinkToken, sha256Hex } from "./acknowledgement-secrets";
import { identityMethodsOf } from "./client-acknowledgement";

/** Where a link opens: the web's page reads the token from the fragment, which no server sees. */
export const ACKNOWLEDGE_PATH = "/acknowledge";

export interface LinkDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * A new single-use link for the client to acknowledge an issued record of advice, e-mailed to
 * the client's profile address or handed to the adviser to copy; the record's earlier open links
 * stop working. The link is shown once: only its hash is kept.
 */
export async function createAcknowledgementLink(
  deps: LinkDeps,
  params: { scope: CompanyScope; packId: string; userId: string; email: boolean; now?: Date },
): Promise<AcknowledgementLink> {
  const now = params.now ?? new Date();
  if (!isUuid(params.packId)) throw packNotFound();
  const pack = await findPackForLink(deps.db, { scope: params.scope, id: params.packId });
  if (!pack) throw packNotFound();
  if (pack.deletedAt) throw clientDeleted();
  if (pack.roaNumber === null) throw notARecordOfAdvice();
  if (pack.decided) throw alreadyAcknowledged();
  if (identityMethodsOf(pack).length === 0) throw noIdentityCheck();
  if (params.email && !pack.email) throw noClientEmail();
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + ACKNOWLEDGEMENT_LINK_DAYS * 24 * 3600_000);
  const emailedTo = params.email ? pack.email : null;
  await insertLink(deps.db, params.scope, {
    packId: pack.id,
    tokenHash: sha256Hex(token),
    expiresAt,
    emailedTo,
    userId: params.userId,
  });
  const url = `${deps.publicUrl}${ACKNOWLEDGE_PATH}#${token}`;
  if (emailedTo) {
    await deps.mailer.send(
      acknowledgementLinkEmail(emailedTo, {
        clientName: pack.clientName,
        adviserName: pack.issuedByName,
        companyName: pack.companyName,
        url,
        days: ACKNOWLEDGEMENT_LINK_DAYS,
      }),
    );
  }
  return { url, expiresAtText: formatDateTime(expiresAt), emailedTo };
}

/** The adviser's view of the latest link of a record, with the client's evidence once used. */
export function acknowledgementStatusJson(
  link: LatestLink,
  now = new Date(),
): AcknowledgementStatus {
  const decided = link.decidedAt !== null && link.decision !== null;
  return {
    status: decided ? (link.decision ?? "accepted") : link.expiresAt > now ? "pending" : "expired",
    linkCreatedAtText: formatDateTime(link.createdAt),
    expiresAtText: formatDateTime(link.expiresAt),
    emailedTo: link.emailedTo,
    evidence:
      decided && link.decidedAt
        ? {
            decidedAt: link.decidedAt.toISOString(),
            decidedAtText: formatDateTime(link.decidedAt),
            typedName: link.typedName ?? "",
            identityMethod: link.identityMethod ?? "id-number",
            ipAddress: link.ipAddress ?? "",
            userAgent: link.userAgent ?? "",
            documentSha256: link.documentSha256 ?? "",
            textShown: link.textShown ?? "",
          }
        : null,
  };
}
