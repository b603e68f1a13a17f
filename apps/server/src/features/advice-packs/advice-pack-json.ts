import type { AdvicePack } from "@adviser-desk/contracts";
import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { pathOf } from "@adviser-desk/contracts/endpoints/route";
import { formatDateTime } from "@adviser-desk/format";
import type { PackHead } from "../client-summary/client-summary-queries";

export function advicePackJson(head: PackHead): AdvicePack {
  return {
    id: head.id,
    clientId: head.clientId,
    issuedAt: head.issuedAt.toISOString(),
    issuedAtText: formatDateTime(head.issuedAt),
    issuedBy: head.issuedByName,
    sha256: head.sha256,
    pages: head.pages,
    bytes: head.bytes,
    records: head.records,
    pdfUrl: pathOf(clientRoutes.getAdvicePackPdf, { id: head.id }),
  };
}
