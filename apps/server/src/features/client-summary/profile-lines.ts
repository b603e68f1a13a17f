import {
  type ClientResponse,
  type ClientSummaryResponse,
  MARITAL_REGIMES,
  MARITAL_STATUSES,
  medicalSchemeWords,
} from "@adviser-desk/contracts";
import { formatDate, formatMoney } from "@adviser-desk/format";
import { formatPhone } from "@adviser-desk/format/phone";

type ProfileLine = ClientSummaryResponse["profile"][number];
const line = (label: string, value: string, identity = false): ProfileLine => ({
  label,
  value,
  identity,
});

/** The client's profile as labelled lines, only the fields that are filled. */
export function profileLines(c: ClientResponse, spouseName: string | null): ProfileLine[] {
  const lines: (ProfileLine | null)[] = [
    line("Name", [c.title, c.clientName, c.clientSurname].filter(Boolean).join(" ")),
    c.dateOfBirth ? line("Date of birth", formatDate(c.dateOfBirth)) : null,
    c.idNumber ? line("ID number", c.idNumber, true) : null,
    c.taxReference ? line("SARS tax reference", c.taxReference, true) : null,
    c.email ? line("E-mail", c.email) : null,
    c.phone ? line("Phone", formatPhone(c.phone)) : null,
    c.maritalStatus ? line("Marital status", MARITAL_STATUSES[c.maritalStatus]) : null,
    c.maritalRegime ? line("Marital regime", MARITAL_REGIMES[c.maritalRegime]) : null,
    spouseName ? line("Spouse or partner", spouseName) : null,
    c.dependants.length > 0
      ? line(
          "Dependants",
          c.dependants
            .map((d) => (d.dateOfBirth ? `${d.name} (born ${formatDate(d.dateOfBirth)})` : d.name))
            .join(", "),
        )
      : null,
    c.employer ? line("Employer", c.employer) : null,
    c.annualIncome !== null ? line("Annual income", formatMoney(c.annualIncome)) : null,
    ...c.retirementFunds.map((f) => line(`Retirement fund: ${f.fund}`, formatMoney(f.value))),
    c.tfsaContributionsLifetime !== null
      ? line("TFSA contributions so far", formatMoney(c.tfsaContributionsLifetime))
      : null,
    c.tfsaContributionsThisTaxYear !== null
      ? line("TFSA contributions this tax year", formatMoney(c.tfsaContributionsThisTaxYear))
      : null,
    c.medicalSchemeMembers !== null
      ? line("Medical scheme", medicalSchemeWords(c.medicalSchemeMembers) ?? "")
      : null,
  ];
  return lines.filter((l): l is ProfileLine => l !== null);
}
