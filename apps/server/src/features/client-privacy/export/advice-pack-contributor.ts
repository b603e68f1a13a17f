import { findPackPdf, latestLinks } from "#server/features/advice-packs";
import { listPackHeads } from "#server/features/client-summary";
import { type ExportContributor, jsonFile } from "./export-contributor";

/**
 * The record-of-advice packs issued to the client, each as the stored PDF the client was given
 * (byte for byte) with what it contained; read one pack at a time so memory holds one PDF.
 */
export const advicePackContributor: ExportContributor = {
  folder: "advice-packs",
  describes:
    "Each record of advice issued to this client: the PDF exactly as issued, and a list with when, by whom, its version, its SHA-256, the record versions in each, and the client's online acceptance or refusal with its evidence (time, IP address, browser, name typed, the statement confirmed).",
  async *files({ deps, client }) {
    const heads = await listPackHeads(deps.db, { scope: client.scope, clientId: client.id });
    if (heads.length === 0) return;
    const links = await latestLinks(deps.db, {
      scope: client.scope,
      packIds: heads.map((head) => head.id),
    });
    yield jsonFile(
      "advice-packs/packs.json",
      heads.map((head) => ({
        issuedAt: head.issuedAt.toISOString(),
        issuedBy: head.issuedByName,
        sha256: head.sha256,
        pages: head.pages,
        records: head.records,
        version: head.roaNumber,
        acknowledgement: acknowledgementOf(links.find((l) => l.packId === head.id)),
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

/** The client's answer and its evidence, once given; null before. */
function acknowledgementOf(link: Awaited<ReturnType<typeof latestLinks>>[number] | undefined) {
  if (!link?.decidedAt) return null;
  return {
    decision: link.decision,
    decidedAt: link.decidedAt.toISOString(),
    identityConfirmedBy: link.identityMethod,
    typedName: link.typedName,
    ipAddress: link.ipAddress,
    userAgent: link.userAgent,
    documentSha256: link.documentSha256,
    statement: link.textShown,
  };
}
