import type { AdvicePack } from "@adviser-desk/contracts";
import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { pathOf } from "@adviser-desk/contracts/endpoints/route";
import { formatDateTime } from "@adviser-desk/format";
import type { PackHead } from "#server/features/client-summary";
import type { LatestLink } from "./acknowledgement/acknowledgement-queries";
import { acknowledgementStatusJson } from "./acknowledgement/adviser-acknowledgement";

export function advicePackJson(head: PackHead, link: LatestLink | null = null): AdvicePack {
  const acknowledgement = link ? acknowledgementStatusJson(link) : null;
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
    roaNumber: head.roaNumber,
    pdfUrl: pathOf(clientRoutes.getAdvicePackPdf, { id: head.id }),
    acknowledgement,
    acknowledgedPdfUrl: acknowledgement?.evidence
      ? pathOf(clientRoutes.getAcknowledgedPdf, { id: head.id })
      : null,
  };
}
