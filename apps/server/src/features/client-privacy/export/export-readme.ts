import { formatDate } from "@adviser-desk/format";
import type { ExportContributor } from "./export-contributor";

/** The README.txt at the top of the ZIP: what the files are, for the client to read. */
export function exportReadme(params: {
  clientFullName: string;
  companyName: string;
  exportedOn: string;
  erasureReference: string;
  contributors: readonly ExportContributor[];
}): string {
  const folders = params.contributors.map((c) => `  ${c.folder}/\n    ${c.describes}`);
  return [
    `Personal information held about ${params.clientFullName}`,
    `by ${params.companyName}, exported on ${formatDate(params.exportedOn)}.`,
    "",
    "This is everything your financial adviser keeps about you in Adviser Desk, given to you",
    "under section 23 of the Protection of Personal Information Act, 2013 (POPIA). You may ask",
    "your adviser to correct or delete any of it (section 24).",
    "",
    "To read it in words, open the summary (summary/Summary - <your name>.html) in a web browser.",
    "",
    "What is in this file:",
    ...folders,
    "  manifest.json",
    "    A list of every file with its size and SHA-256 fingerprint, so you can check that",
    "    nothing was changed or left out.",
    "",
    "The .json files can be opened with any text editor. Amounts are in rand. Earlier versions",
    "of a calculation are not kept: its version number counts how often it was saved.",
    "",
    `If your information is erased later, the audit trail will know it only by this reference:`,
    `  ${params.erasureReference}`,
    "",
  ].join("\r\n");
}
