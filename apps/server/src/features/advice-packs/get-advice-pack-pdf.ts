import { isoDateInSouthAfrica } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { isUuid } from "#server/db/is-uuid";
import { safeFileName } from "#server/documents/file-name";
import { findClient } from "#server/features/clients";
import type { CompanyScope } from "#server/tenancy/caller";
import { packNotFound } from "./advice-pack-errors";
import { findPackPdf } from "./advice-pack-queries";

/** A pack's PDF exactly as issued (the stored bytes), and its download name. */
export async function getAdvicePackPdf(
  db: Db,
  params: { scope: CompanyScope; id: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  if (!isUuid(params.id)) throw packNotFound();
  const row = await findPackPdf(db, params);
  if (!row) throw packNotFound();
  const client = await findClient(db, { scope: params.scope, id: row.clientId });
  const name = client ? `${client.clientName} ${client.clientSurname}` : "client";
  const raw = `Record of advice - ${name} - ${isoDateInSouthAfrica(row.issuedAt)}`;
  return { pdf: row.pdf, fileName: `${safeFileName(raw).slice(0, 150)}.pdf` };
}
