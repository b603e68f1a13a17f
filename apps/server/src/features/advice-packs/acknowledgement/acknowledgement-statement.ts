import { formatDate } from "@adviser-desk/format";

export interface StatementFacts {
  clientFullName: string;
  roaNumber: number;
  issuedAt: Date;
  issuedByName: string;
  companyName: string;
  fspNumber: string | null;
  sha256: string;
}

/**
 * What the client confirms, word for word: the statement shown beside the button is the one
 * stored as evidence, so both are made here.
 */
export function acknowledgementStatement(decision: "accepted" | "declined", f: StatementFacts) {
  const provider = f.fspNumber
    ? `${f.companyName}, an authorised financial services provider (FSP ${f.fspNumber})`
    : f.companyName;
  const received = `I, ${f.clientFullName}, confirm that I received and read the record of advice, version ${f.roaNumber}, that ${f.issuedByName} of ${provider} issued to me on ${formatDate(f.issuedAt)} (document SHA-256 ${f.sha256})`;
  return decision === "accepted"
    ? `${received}, and that I accept the advice in it.`
    : `${received}, and that I do not accept the advice in it.`;
}

/** The name as typed, compared without case or extra spaces. */
export const sameName = (typed: string, onFile: string) => {
  const norm = (s: string) =>
    s.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en-ZA");
  return norm(typed) === norm(onFile);
};
