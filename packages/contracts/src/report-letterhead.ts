/*
 * The letterhead's contact column, written once for every client document: the PDF, the Word
 * file, the report screen, the spreadsheet's page header and the record-of-advice pack. A client
 * document names the adviser and, beside the name, says the firm is an authorised financial
 * services provider with its FSCA number (FAIS Act s8; General Code of Conduct s4).
 */

export interface LetterheadCompany {
  contactName: string;
  phone: string;
  email: string;
  website: string;
  vatNumber: string;
  /** The FSCA's FSP number as digits, or null when the company has not given one. */
  fspNumber: string | null;
}

/** "Authorised financial services provider, FSP 49123", or "" without a number. */
export function fspLine(fspNumber: string | null): string {
  return fspNumber ? `Authorised financial services provider, FSP ${fspNumber}` : "";
}

/** The contact lines in print order: the adviser, the FSP line beside the name, how to reach them. */
export function letterheadLines(company: LetterheadCompany): string[] {
  return [
    company.contactName,
    fspLine(company.fspNumber),
    company.phone,
    company.email,
    company.website,
    company.vatNumber ? `VAT no. ${company.vatNumber}` : "",
  ].filter((line) => line.trim() !== "");
}
