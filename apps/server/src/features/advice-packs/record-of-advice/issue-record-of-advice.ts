import { createHash } from "node:crypto";
import {
  type AdvicePackRecord,
  type IssuedRoa,
  type IssuedRoaContent,
  isoDateInSouthAfrica,
  type RoaProblem,
  riskProfileOf,
  roaProblems,
} from "@adviser-desk/contracts";
import { formatDate } from "@adviser-desk/format";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "#server/errors/app-error";
import type { ReportDeps } from "#server/features/reports";
import { findReportBranding, reportCompanyOf, reportDisclaimerOf } from "#server/features/reports";
import type { CompanyScope } from "#server/tenancy/caller";
import { latestLinks } from "../acknowledgement/acknowledgement-queries";
import {
  createAcknowledgementLink,
  type LinkDeps,
} from "../acknowledgement/adviser-acknowledgement";
import { identityMethodsOf } from "../acknowledgement/client-acknowledgement";
import { advicePackJson } from "../advice-pack-json";
import type { AdvicePackModel } from "../advice-pack-model";
import { insertPack } from "../advice-pack-queries";
import type { PackPdfJob } from "../render-pack-pdf";
import { appendixReport } from "./appendix-report";
import { roaSections } from "./roa-blocks";
import { roaVersionConflict } from "./roa-draft";
import { loadRoaFile } from "./roa-file";
import { findRoaDraft, nextRoaNumber } from "./roa-queries";

/** Pages of a react-pdf (pdfkit) file: its page objects are written as plain dictionaries. */
export const pdfPageCount = (pdf: Buffer) =>
  (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;

/** s7(2): a record with an empty required section is not issued; the problems name the sections. */
export const roaIncomplete = (problems: RoaProblem[]) =>
  new AppError(
    400,
    "record-of-advice/incomplete",
    `The record of advice cannot be issued yet: ${problems.length} ${problems.length === 1 ? "section needs" : "things need"} filling in.`,
    undefined,
    { problems },
  );

/**
 * Issues the client's record of advice as saved at `version`: checks every required section,
 * derives each recommendation's evidence from its calculation's result now, renders the record
 * with the calculations as appendices, and stores the PDF bytes with their SHA-256 as the next
 * numbered advice pack. The draft stays, so a re-issue starts from it and gets the next number.
 */
export async function issueRecordOfAdvice(
  deps: ReportDeps & LinkDeps,
  params: {
    scope: CompanyScope;
    clientId: string;
    issuer: { id: string; name: string };
    version: number;
    now?: Date;
    /** E-mail the client's acknowledgement link, or only return it to copy. */
    sendLink: "email" | "copy";
    log?: FastifyBaseLogger;
  },
): Promise<IssuedRoa> {
  const { scope, clientId } = params;
  const now = params.now ?? new Date();
  const file = await loadRoaFile(deps, { scope, clientId });
  const draft = await findRoaDraft(deps.db, { scope, clientId });
  if (!draft || draft.version !== params.version) throw roaVersionConflict();
  const content = draft.content;
  const byId = new Map(file.records.map((r) => [r.record.id, r]));
  const problems = roaProblems(content, new Set(byId.keys()));
  const evidenceTexts = content.products.map((p) => {
    if (!p.evidence) return null;
    const found = byId
      .get(p.evidence.recordId)
      ?.record.evidence.find((e) => e.key === p.evidence?.key);
    if (!found) {
      problems.push({
        section: "products",
        message: `${p.name}: the result it refers to is no longer in the calculation; choose it again.`,
      });
      return null;
    }
    return found.text;
  });
  const risk = riskProfileOf(content.needs.riskAnswers);
  if (problems.length > 0 || !risk) throw roaIncomplete(problems);

  const ticked = content.basis.recordIds.flatMap((id) => {
    const found = byId.get(id);
    return found ? [found] : [];
  });
  const issued: IssuedRoaContent = { ...content, evidenceTexts, risk };
  const branding = await findReportBranding(deps.db, scope, clientId);
  const issuedDate = isoDateInSouthAfrica(now);
  const roaNumber = await nextRoaNumber(deps.db, { scope, clientId });
  const pack: AdvicePackModel = {
    title: "Record of advice",
    clientFullName: file.clientFullName,
    adviserName: params.issuer.name,
    company: reportCompanyOf(branding.company, branding.logo !== null),
    fspNumber: branding.company.fspNumber,
    versionText: `Version ${roaNumber}`,
    issuedDate,
    issuedDateText: formatDate(issuedDate),
    sections: roaSections(issued, {
      profile: file.profile,
      records: ticked.map((t) => t.record),
    }),
    reports: ticked.map((t) => appendixReport(t.built.report, content.fullSchedules)),
    disclaimer: reportDisclaimerOf(branding.company),
  };
  const logo = branding.logo
    ? { data: branding.logo.bytes, width: branding.logo.width, height: branding.logo.height }
    : null;
  // Laid out twice (the contents' page numbers): a large job whatever its size.
  const job: PackPdfJob = { kind: "pack", companyId: scope.id, pack, logo, large: true };
  const pdf = await deps.pdf.render(job, params.log);
  const sha256 = createHash("sha256").update(pdf).digest("hex");
  const pages = pdfPageCount(pdf);
  const records: AdvicePackRecord[] = ticked.map(({ record: r }) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    version: r.version,
    locked: r.locked,
  }));
  const id = await insertPack(deps.db, scope, {
    clientId,
    issuedByUserId: params.issuer.id,
    issuedByName: params.issuer.name,
    issuedAt: now,
    sha256,
    pages,
    records,
    pdf,
    roaNumber,
    content: issued,
  });
  const head = {
    id,
    clientId,
    issuedAt: now,
    issuedByName: params.issuer.name,
    sha256,
    pages,
    bytes: pdf.byteLength,
    records,
    roaNumber,
  };
  // The client confirms who they are by their ID number or an e-mailed code: without either on
  // the profile there is no link (the adviser adds one and makes a link from the list).
  if (identityMethodsOf({ idNumber: file.idNumber, email: file.clientEmail }).length === 0) {
    return { ...advicePackJson(head), link: null };
  }
  const link = await createAcknowledgementLink(deps, {
    scope,
    packId: id,
    userId: params.issuer.id,
    email: params.sendLink === "email" && file.clientEmail !== null,
    now,
  });
  const [latest] = await latestLinks(deps.db, { scope, packIds: [id] });
  return { ...advicePackJson(head, latest ?? null), link };
}
