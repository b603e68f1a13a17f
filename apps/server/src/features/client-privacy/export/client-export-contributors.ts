import { advicePackContributor } from "./advice-pack-contributor";
import { auditContributor } from "./audit-contributor";
import type { ExportContributor } from "./export-contributor";
import { profileContributor } from "./profile-contributor";
import { recordContributor } from "./record-contributor";
import { reportIssueContributor } from "./report-issue-contributor";
import { summaryContributor } from "./summary-contributor";

/**
 * Everything held about a client, one contributor per kind of data, in the order the ZIP lists
 * them. A new kind of client data adds its contributor here (the export test checks each one
 * listed writes into its own folder).
 */
export const CLIENT_EXPORT_CONTRIBUTORS: readonly ExportContributor[] = [
  summaryContributor,
  profileContributor,
  recordContributor,
  advicePackContributor,
  reportIssueContributor,
  auditContributor,
];
