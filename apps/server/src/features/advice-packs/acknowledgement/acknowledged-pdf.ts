import { isoDateInSouthAfrica } from "@adviser-desk/contracts";
import { formatDate, formatDateTime } from "@adviser-desk/format";
import type { Db } from "#server/db/database";
import { isUuid } from "#server/db/is-uuid";
import { safeFileName } from "#server/documents/file-name";
import { AppError } from "#server/errors/app-error";
import type { CompanyScope } from "#server/tenancy/caller";
import { packNotFound } from "../advice-pack-errors";
import { type AcceptanceLine, appendPage } from "./acceptance-page";
import { findAcknowledgedPack } from "./acknowledgement-queries";

export const notAcknowledged = () =>
  new AppError(
    404,
    "advice-packs/acknowledgement-not-found",
    "This record of advice has not been accepted or declined by the client yet.",
  );

type Acknowledged = NonNullable<Awaited<ReturnType<typeof findAcknowledgedPack>>>;

/** The acceptance page's lines: the client's decision and its evidence, in words. */
export function acceptanceLines(row: Acknowledged, issuedBytes: number): AcceptanceLine[] {
  const client = `${row.clientName} ${row.clientSurname}`.trim();
  const decision = row.decision === "accepted" ? "Accepted" : "Declined";
  const identity =
    row.identityMethod === "email-code"
      ? "A code e-mailed to the client's address, typed in"
      : "The last four digits of the client's ID number";
  return [
    { text: "Acknowledgement by the client", bold: true, size: 16 },
    {
      text: `This page was added after the record of advice was issued. The pages before it are the document exactly as issued: the first ${issuedBytes} bytes of this file, whose SHA-256 is ${row.sha256}.`,
      gap: 10,
    },
    { text: "Record", bold: true, gap: 14 },
    {
      text: `Record of advice, version ${row.roaNumber ?? 1}, for ${client}, issued on ${formatDate(row.issuedAt)} by ${row.issuedByName}, ${row.companyName}.`,
    },
    { text: "Decision", bold: true, gap: 14 },
    { text: decision },
    { text: "Statement the client confirmed", bold: true, gap: 14 },
    { text: row.textShown ?? "" },
    { text: "Full name typed", bold: true, gap: 14 },
    { text: row.typedName ?? "" },
    { text: "Identity confirmed by", bold: true, gap: 14 },
    { text: identity },
    { text: "When", bold: true, gap: 14 },
    { text: row.decidedAt ? `${formatDateTime(row.decidedAt)} (South African time)` : "" },
    { text: "Document SHA-256 shown to the client", bold: true, gap: 14 },
    { text: row.documentSha256 ?? "" },
    { text: "IP address", bold: true, gap: 14 },
    { text: row.ipAddress ?? "" },
    { text: "Browser", bold: true, gap: 14 },
    { text: row.userAgent ?? "" },
  ];
}

/**
 * The issued record with the client's acceptance page after it (a new, derived file: the issued
 * bytes stay as issued and are its prefix), and its download name.
 */
export async function acknowledgedPdf(
  db: Db,
  params: { scope: CompanyScope; id: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  if (!isUuid(params.id)) throw packNotFound();
  const row = await findAcknowledgedPack(db, params);
  if (!row) throw notAcknowledged();
  const pdf = appendPage(row.pdf, acceptanceLines(row, row.pdf.length));
  const raw = `Record of advice - ${row.clientName} ${row.clientSurname} - ${isoDateInSouthAfrica(row.issuedAt)} - ${row.decision}`;
  return { pdf, fileName: `${safeFileName(raw).slice(0, 150)}.pdf` };
}
