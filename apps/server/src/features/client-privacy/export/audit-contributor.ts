import { type ExportContributor, jsonFile } from "./export-contributor";
import { auditEntriesAboutClient } from "./export-queries";

/** Who did what with the client's information that the audit trail keeps (exports so far). */
export const auditContributor: ExportContributor = {
  folder: "audit",
  describes:
    "The audit trail about this client: each export of this information, when and by whom.",
  async *files({ deps, client }) {
    const entries = await auditEntriesAboutClient(deps.db, client.id);
    yield jsonFile(
      "audit/entries.json",
      entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    );
  },
};
