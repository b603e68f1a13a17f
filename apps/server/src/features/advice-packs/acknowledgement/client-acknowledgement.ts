import {
  ACKNOWLEDGEMENT_CODE_MINUTES,
  ACKNOWLEDGEMENT_MAX_FAILED_CHECKS,
  type AcknowledgementDocument,
  type AcknowledgementInvite,
  type AcknowledgementReceipt,
  type DecideAcknowledgementInput,
  type IdentityMethod,
  type IdentityProof,
} from "@adviser-desk/contracts";
import { formatDate, formatDateTime } from "@adviser-desk/format";
import type { Db } from "#server/db/database";
import { acknowledgementCodeEmail } from "#server/mail/acknowledgement-emails";
import type { Mailer } from "#server/mail/mailer";
import type { RateLimitStore } from "#server/rate-limit/rate-limit-store";
import {
  documentChanged,
  identityMismatch,
  linkNotFound,
  nameMismatch,
  tooManyTries,
} from "./acknowledgement-errors";
import {
  countFailedCheck,
  findOpenLink,
  findPackPdfBytes,
  type OpenLink,
  recordDecision,
  storeCode,
} from "./acknowledgement-queries";
import { newCode, sameHash, sha256Hex } from "./acknowledgement-secrets";
import { acknowledgementStatement, sameName } from "./acknowledgement-statement";

export interface ClientAcknowledgementDeps {
  db: Db;
  mailer: Mailer;
  rateLimits: RateLimitStore;
}

/** Requests one address may send to the acknowledgement routes in 15 minutes. */
const PER_IP = 40;
/** Codes one link may have e-mailed in 15 minutes. */
const CODES_PER_LINK = 3;
const WINDOW = 900;

/** Only digits count in an ID number (as the profile stores it). */
const lastFour = (idNumber: string | null) => (idNumber ?? "").replace(/\D/g, "").slice(-4);

export const identityMethodsOf = (c: { idNumber: string | null; email: string | null }) =>
  [
    ...(lastFour(c.idNumber).length === 4 ? (["id-number"] as const) : []),
    ...(c.email ? (["email-code"] as const) : []),
  ] satisfies IdentityMethod[];

/** "s***@example.co.za" */
const emailHint = (email: string) => {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
};

async function limitIp(deps: ClientAcknowledgementDeps, ip: string) {
  const window = await deps.rateLimits.hit(`ack-ip:${ip}`, WINDOW);
  if (window.count > PER_IP) throw tooManyTries(window.retryAfterSeconds);
}

/**
 * The open link for a token, or the one 404 for every link that does not work. The stored hash
 * is found by its index and compared again in constant time.
 */
async function openLink(deps: ClientAcknowledgementDeps, token: string, ip: string, now: Date) {
  await limitIp(deps, ip);
  const tokenHash = sha256Hex(token);
  const link = await findOpenLink(deps.db, { tokenHash, now });
  if (!link || !sameHash(link.tokenHash, tokenHash)) throw linkNotFound();
  return link;
}

/** Checks the client's answer; a wrong one is counted, and the last allowed kills the link. */
async function checkIdentity(
  deps: ClientAcknowledgementDeps,
  link: OpenLink,
  proof: IdentityProof,
  now: Date,
) {
  const methods = identityMethodsOf(link);
  let right = false;
  if (proof.method === "id-number" && methods.includes("id-number")) {
    right = sameHash(sha256Hex(proof.idLast4), sha256Hex(lastFour(link.idNumber)));
  }
  if (proof.method === "email-code" && methods.includes("email-code") && link.codeHash) {
    const live = link.codeExpiresAt !== null && link.codeExpiresAt > now;
    right = live && sameHash(sha256Hex(proof.code), link.codeHash);
  }
  if (right) return proof.method;
  const failed = await countFailedCheck(deps.db, {
    id: link.id,
    max: ACKNOWLEDGEMENT_MAX_FAILED_CHECKS,
  });
  const left = ACKNOWLEDGEMENT_MAX_FAILED_CHECKS - failed;
  if (left <= 0) throw linkNotFound();
  throw identityMismatch(left);
}

const fullNameOf = (link: OpenLink) => `${link.clientName} ${link.clientSurname}`.trim();

const statementFacts = (link: OpenLink) => ({
  clientFullName: fullNameOf(link),
  roaNumber: link.roaNumber ?? 1,
  issuedAt: link.issuedAt,
  issuedByName: link.issuedByName,
  companyName: link.companyName,
  fspNumber: link.fspNumber,
  sha256: link.sha256,
});

/** What the link shows before the client has said who they are. */
export async function viewInvite(
  deps: ClientAcknowledgementDeps,
  params: { token: string; ip: string; now?: Date },
): Promise<AcknowledgementInvite> {
  const now = params.now ?? new Date();
  const link = await openLink(deps, params.token, params.ip, now);
  return {
    companyName: link.companyName,
    adviserName: link.issuedByName,
    issuedAtText: formatDate(link.issuedAt),
    expiresAtText: formatDateTime(link.expiresAt),
    identityMethods: identityMethodsOf(link),
    emailHint: link.email ? emailHint(link.email) : null,
  };
}

/** E-mails a six-digit code to the client's profile address (a few per link). */
export async function sendCode(
  deps: ClientAcknowledgementDeps,
  params: { token: string; ip: string; now?: Date },
): Promise<void> {
  const now = params.now ?? new Date();
  const link = await openLink(deps, params.token, params.ip, now);
  if (!link.email) throw linkNotFound();
  const window = await deps.rateLimits.hit(`ack-code:${link.id}`, WINDOW);
  if (window.count > CODES_PER_LINK) throw tooManyTries(window.retryAfterSeconds);
  const code = newCode();
  await storeCode(deps.db, {
    id: link.id,
    codeHash: sha256Hex(code),
    codeExpiresAt: new Date(now.getTime() + ACKNOWLEDGEMENT_CODE_MINUTES * 60_000),
  });
  await deps.mailer.send(
    acknowledgementCodeEmail(link.email, {
      clientName: link.clientName,
      companyName: link.companyName,
      code,
      minutes: ACKNOWLEDGEMENT_CODE_MINUTES,
    }),
  );
}

/** The document, once the client has said who they are, with the statements they may confirm. */
export async function openDocument(
  deps: ClientAcknowledgementDeps,
  params: { token: string; proof: IdentityProof; ip: string; now?: Date },
): Promise<AcknowledgementDocument> {
  const now = params.now ?? new Date();
  const link = await openLink(deps, params.token, params.ip, now);
  await checkIdentity(deps, link, params.proof, now);
  const pdf = await findPackPdfBytes(deps.db, link.packId);
  if (!pdf) throw linkNotFound();
  const facts = statementFacts(link);
  return {
    title: `Record of advice, version ${facts.roaNumber}`,
    clientFullName: facts.clientFullName,
    sha256: link.sha256,
    pages: link.pages,
    pdfBase64: pdf.toString("base64"),
    statements: {
      accepted: acknowledgementStatement("accepted", facts),
      declined: acknowledgementStatement("declined", facts),
    },
  };
}

/**
 * Records the client's decision once, with its evidence: when, from which address and browser,
 * the document's SHA-256 and the statement confirmed. The link is used up; a replay gets the 404
 * of every link that does not work.
 */
export async function decide(
  deps: ClientAcknowledgementDeps,
  params: { input: DecideAcknowledgementInput; ip: string; userAgent: string; now?: Date },
): Promise<AcknowledgementReceipt> {
  const now = params.now ?? new Date();
  const { input } = params;
  const link = await openLink(deps, input.token, params.ip, now);
  const method = await checkIdentity(deps, link, input.proof, now);
  const facts = statementFacts(link);
  if (!sameName(input.typedName, facts.clientFullName)) throw nameMismatch();
  if (input.documentSha256 !== link.sha256) throw documentChanged();
  const textShown = acknowledgementStatement(input.decision, facts);
  const recorded = await recordDecision(deps.db, {
    id: link.id,
    now,
    evidence: {
      decision: input.decision,
      identityMethod: method,
      typedName: input.typedName.trim(),
      ipAddress: params.ip,
      userAgent: params.userAgent.slice(0, 500),
      documentSha256: link.sha256,
      textShown,
    },
  });
  if (!recorded) throw linkNotFound();
  return {
    decision: input.decision,
    decidedAtText: formatDateTime(now),
    documentSha256: link.sha256,
    textShown,
  };
}
