import type { HttpClient } from "./http-client";
import { addClient, addRecord, KINDS, subscribedAdviser } from "./record-steps";
import type { TestApp } from "./test-app";

/*
 * The figures of a real adviser's first day (the review that read every report as pages): the
 * company and client, and one record of every kind, for the report lint.
 */

export const COMPANY = {
  accountName: "Mokoena Wealth (Pty) Ltd",
  contactPerson: { firstName: "Thandi", lastName: "Mokoena" },
  email: "thandi@mokoenawealth.co.za",
  telephone: { phoneCountryCode: "+27", phoneNumber: "082 555 1234" },
  fspNumber: "49123",
};
/** The line every client document carries beside the adviser's name (FAIS: an authorised FSP). */
export const FSP_LINE = "Authorised financial services provider, FSP 49123";
export const SCENARIO = {
  age: 45,
  salary: 850_000,
  localInterest: 30_000,
  retirementContributions: 120_000,
  medicalSchemeMembers: 3,
  medicalSchemeMonths: 12,
  medicalSchemeFees: 60_000,
  travelAllowance: 120_000,
  businessKilometres: 12_000,
  totalKilometres: 30_000,
  vehicleValue: 450_000,
  capitalGains: [{ description: "Shares", gain: 200_000, primaryResidence: false }],
  // The retirement lines the review found printing a table's internal id: a lump sum on top of
  // earlier ones, a two-pot withdrawal and IRP6 planning.
  savingsWithdrawal: 30_000,
  lumpSums: [
    {
      kind: "retirement",
      amount: 800_000,
      accrualDate: "2026-09-30",
      priorRetirementLumpSums: 300_000,
    },
  ],
  payePaid: 200_000,
  provisional: { foreignTaxCredits: 0 },
};
export const TRANSFER = {
  transferAmount: 2_500_000,
  bondAmount: 2_000_000,
  acquisitionDate: "2026-11-23",
  vatRegisteredSeller: false,
  buyerType: "natural",
};
/** The review's bond: R 2 000 000 at 10,25 % over 20 years, R 69 a month, R 2 000 extra, lump sums. */
export const HOME_LOAN = {
  loanAmount: 2_000_000,
  annualRatePercent: 10.25,
  termMonths: 240,
  startDate: "2026-12-01",
  monthlyServiceFee: 69,
  extraMonthly: 2_000,
  lumpSums: [
    { date: "2027-12-01", amount: 100_000 },
    { date: "2028-12-01", amount: 10_000 },
  ],
};

/** Four options over twenty years: the widest year-by-year grid on a page. */
const INVESTMENT = {
  horizonYears: 20,
  inflationPercent: 5,
  marginalTaxRate: 0.39,
  options: [
    {
      kind: "market",
      label: "Lwazi's unit trust",
      wrapper: "discretionary",
      monthlyContribution: 3_000,
      growthPercent: 10,
      annualFeePercent: 1,
    },
    {
      kind: "market",
      label: "Tax-free savings account",
      wrapper: "tfsa",
      monthlyContribution: 3_000,
      growthPercent: 10,
      annualFeePercent: 1,
    },
    {
      kind: "market",
      label: "Retirement annuity",
      wrapper: "retirement-annuity",
      monthlyContribution: 3_000,
      growthPercent: 10,
      annualFeePercent: 1,
    },
    {
      kind: "bond-extra",
      label: "Extra into the bond",
      balance: 1_500_000,
      bondRatePercent: 10.25,
      remainingTermMonths: 240,
      extraMonthly: 3_000,
    },
  ],
};

export interface ReportFixtures {
  client: HttpClient;
  signInEmail: string;
  /** Record id by kind. */
  ids: Record<string, string>;
  /** A copy of the scenario without the travel allowance, to compare with. */
  copyId: string;
}

export const kindOf = (k: string) => {
  const found = KINDS.find((x) => x.kind === k);
  if (!found) throw new Error(k);
  return found;
};

export async function seedReportFixtures(t: TestApp): Promise<ReportFixtures> {
  const { client, email: signInEmail } = await subscribedAdviser(t, "Thandi Mokoena", COMPANY);
  const clientId = (await addClient(client, { clientName: "Sipho", clientSurname: "Ndlovu" })).id;
  const add = async (k: string, name: string, inputs?: unknown) =>
    (await addRecord(client, kindOf(k), clientId, name, inputs ? { inputs } : {})).id as string;
  const ids: Record<string, string> = {};
  ids.scenario = await add("scenario", "Salary with travel", SCENARIO);
  const copyId = await add("scenario", "Salary without travel", {
    ...SCENARIO,
    travelAllowance: 0,
    businessKilometres: 0,
    totalKilometres: 0,
    vehicleValue: 0,
  });
  ids["transfer-duty"] = await add("transfer-duty", "Rosebank house", TRANSFER);
  ids["home-loan-repayment"] = await add("home-loan-repayment", "Bond with extras", HOME_LOAN);
  ids["investment-comparison"] = await add("investment-comparison", "Twenty years", INVESTMENT);
  return { client, signInEmail, ids, copyId };
}

/** The report URL of a kind's fixture record. */
export const reportUrl = (fixtures: ReportFixtures, k: string) =>
  `/api/v1/${kindOf(k).path}/${fixtures.ids[k]}/report`;
