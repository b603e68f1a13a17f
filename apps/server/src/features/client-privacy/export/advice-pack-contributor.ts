import { findPackPdf } from "../../advice-packs/advice-pack-queries";
import { listPackHeads } from "../../client-summary/client-summary-queries";
import { type ExportContributor, jsonFile } from "./export-contributor";

/**
 * The record-of-advice packs issued to the client, each as the stored PDF the client was given
 * (byte for byte) with what it contained; read one pack at a time so memory holds one PDF.
 */
export const advicePackContributor: ExportContributor = {
  folder: "advice-packs",
  describes:
    "Each record-of-advice pack issued to this client: the PDF exactly as issued, and a list of the packs with when, by whom, their SHA-256 and the record versions in each.",
  async *files({ deps, client }) {
    const heads = await listPackHeads(deps.db, { scope: client.scope, clientId: client.id });
    if (heads.length === 0) return;
    yield jsonFile(
      "advice-packs/packs.json",
      heads.map((head) => ({
        issuedAt: head.issuedAt.toISOString(),
        issuedBy: head.issuedByName,
        sha256: head.sha256,
        pages: head.pages,
        records: head.records,
        file: packFileName(head.issuedAt),
      })),
    );
    for (const head of heads) {
      const pack = await findPackPdf(deps.db, { scope: client.scope, id: head.id });
      if (pack)
        yield {
          path: `advice-packs/${packFileName(head.issuedAt)}`,
          data: pack.pdf,
          compress: false,
        };
    }
  },
};

/** "Record of advice 2026-11-24T02-41-07.123Z.pdf": issue times are unique per client in practice, and sort. */
const packFileName = (issuedAt: Date) =>
  `Record of advice ${issuedAt.toISOString().replaceAll(":", "-")}.pdf`;
