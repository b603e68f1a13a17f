import type { RateTableRef, ReportBasis } from "@adviser-desk/contracts";
import { formatDate } from "@adviser-desk/format";

/*
 * The "Basis" a client reads: each official table by its official name, the date it took effect
 * and who publishes it, with "(estimate)" where our figures are not yet confirmed. Internal ids,
 * versions, confidence notes and the research trail behind a table stay in the admin screens.
 */

type BasisLine = ReportBasis["tables"][number];

/** A stored rate table as a report's basis names it (its raw data, unparsed). */
export interface RateTableRow {
  id: string;
  kind: RateTableRef["kind"];
  key: string;
  version: number;
  source: string;
  data: unknown;
}

interface Dated {
  effectiveFrom?: unknown;
  estimate?: unknown;
}

const dateOf = (part: Dated | undefined, fallback: string) =>
  typeof part?.effectiveFrom === "string" ? part.effectiveFrom : fallback;
const line = (label: string, source: string, estimate: boolean): BasisLine => ({
  label: estimate ? `${label} (estimate)` : label,
  source,
  estimate,
});

function transferCostLines(row: RateTableRow): BasisLine[] {
  const data = row.data as {
    transferAttorneyFees?: Dated;
    deedsOffice?: Dated;
    vat?: { ratePercent?: unknown };
  };
  const fees = data.transferAttorneyFees;
  const deeds = data.deedsOffice;
  return [
    line(
      `LSSA conveyancing guideline fees from ${formatDate(dateOf(fees, row.key))}`,
      "Law Society of South Africa (LSSA) Conveyancing Guideline of Fees",
      fees?.estimate === true,
    ),
    line(
      `Deeds Office fees from ${formatDate(dateOf(deeds, row.key))}`,
      "Deeds Registries Act 47 of 1937, regulation 84 schedule of fees",
      deeds?.estimate === true,
    ),
    line(
      "Bank initiation fee at the legal maximum",
      "National Credit Act 34 of 2005, National Credit Regulations reg 42",
      false,
    ),
    line(
      "Typical disbursements (searches, rates clearance, postage)",
      "Usual conveyancers' accounts; the final account may differ",
      true,
    ),
  ];
}

/** A line for a SARS tax year's figures: "SARS rates of tax for the 2027 tax year (01 March 2026 – 28 February 2027)". */
export function taxYearBasis(
  label: string,
  periodStart: unknown,
  periodEnd: unknown,
  estimate: boolean,
): BasisLine {
  const period =
    typeof periodStart === "string" && typeof periodEnd === "string"
      ? ` (${formatDate(periodStart)} – ${formatDate(periodEnd)})`
      : "";
  return line(
    `${label}${period}`,
    "South African Revenue Service (SARS), Income Tax Act 58 of 1962 and the Budget",
    estimate,
  );
}

/** The client's basis lines for the rate tables a record was calculated with. */
export function clientBasis(tables: readonly RateTableRow[], estimatedTax: boolean): BasisLine[] {
  return tables.flatMap((row): BasisLine[] => {
    const data = row.data as Dated & {
      taxYear?: unknown;
      periodStart?: unknown;
      periodEnd?: unknown;
    };
    if (row.kind === "tax-year") {
      const year = typeof data.taxYear === "number" ? data.taxYear : row.key;
      return [
        taxYearBasis(
          `SARS rates of tax for the ${year} tax year`,
          data.periodStart,
          data.periodEnd,
          estimatedTax,
        ),
      ];
    }
    if (row.kind === "lump-sum") {
      return [
        line(
          `SARS retirement fund lump-sum tax tables (retirement and withdrawal), in force from ${formatDate(dateOf(data, row.key))}`,
          "South African Revenue Service (SARS), Income Tax Act 58 of 1962, Second Schedule",
          data.estimate === true,
        ),
      ];
    }
    if (row.kind === "transfer-duty") {
      return [
        line(
          `SARS transfer duty table, in force from ${formatDate(dateOf(data, row.key))}`,
          "South African Revenue Service (SARS), Transfer Duty Act 40 of 1949, s2",
          data.estimate === true,
        ),
      ];
    }
    return transferCostLines(row);
  });
}
