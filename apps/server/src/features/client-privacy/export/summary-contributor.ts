import {
  type ClientResponse,
  KIND_WORDS,
  MARITAL_REGIMES,
  MARITAL_STATUSES,
  medicalSchemeWords,
} from "@adviser-desk/contracts";
import { formatDate, formatMoney } from "@adviser-desk/format";
import { formatPhone } from "@adviser-desk/format/phone";
import { safeFileName } from "#server/documents/file-name";
import { listPackHeads } from "#server/features/client-summary";
import { clientJson, findClient } from "#server/features/clients";
import type { KeyFigure } from "#server/features/records";
import { resultOfRow, serverKind } from "#server/features/records";
import type { ExportContext, ExportContributor } from "./export-contributor";
import { clientRecordPage, type StoredRecordRow } from "./export-queries";

/*
 * The export's one page a person reads (POPIA s23): the profile in words, each calculation by its
 * name with its key figures, and the record-of-advice packs issued — the JSON files beside it
 * hold everything, this says what it means. No internal ids or stored codes: labels only.
 */

const html = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

type Row = [label: string, value: string | null];

const table = (rows: Row[]) => {
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  if (shown.length === 0) return "<p>Nothing recorded.</p>";
  const lines = shown.map(
    ([label, value]) => `<tr><th>${html(label)}</th><td>${html(value)}</td></tr>`,
  );
  return `<table>${lines.join("")}</table>`;
};

const section = (title: string, body: string) => `<h2>${html(title)}</h2>\n${body}`;

const moneyOrNull = (rands: number | null) => (rands === null ? null : formatMoney(rands));

const dateOrNull = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10)) : null);

async function spouseName(context: ExportContext, profile: ClientResponse) {
  if (!profile.spouseClientId) return null;
  const spouse = await findClient(context.deps.db, {
    scope: context.client.scope,
    id: profile.spouseClientId,
  });
  return spouse ? `${spouse.clientName} ${spouse.clientSurname}`.trim() : null;
}

async function profileSection(context: ExportContext, profile: ClientResponse) {
  const funds = profile.retirementFunds.map((fund) => `${fund.fund}: ${formatMoney(fund.value)}`);
  const dependants = profile.dependants.map((d) =>
    d.dateOfBirth ? `${d.name}, born ${formatDate(d.dateOfBirth)}` : d.name,
  );
  return section(
    "Your details",
    table([
      ["Title", profile.title],
      ["Name", profile.clientName],
      ["Surname", profile.clientSurname],
      ["E-mail", profile.email],
      ["Phone", profile.phone ? formatPhone(profile.phone) : null],
      ["SA ID number", profile.idNumber],
      ["Date of birth", dateOrNull(profile.dateOfBirth)],
      ["Marital status", profile.maritalStatus ? MARITAL_STATUSES[profile.maritalStatus] : null],
      ["Marital regime", profile.maritalRegime ? MARITAL_REGIMES[profile.maritalRegime] : null],
      ["Spouse or partner", await spouseName(context, profile)],
      ["Dependants", dependants.join("; ") || null],
      ["Employer", profile.employer],
      [
        "Gross annual income",
        profile.annualIncome === null ? null : formatMoney(profile.annualIncome),
      ],
      ["About the income", profile.incomeNotes],
      ["SARS tax reference number", profile.taxReference],
      ["Retirement funds", funds.join("; ") || null],
      ["Tax-free savings contributions so far", moneyOrNull(profile.tfsaContributionsLifetime)],
      [
        "Tax-free savings contributions this tax year",
        moneyOrNull(profile.tfsaContributionsThisTaxYear),
      ],
      ["Medical scheme", medicalSchemeWords(profile.medicalSchemeMembers)],
      ["Notes", profile.notes],
      ["Client since", dateOrNull(profile.createdAt)],
    ]),
  );
}

/** A calculation's key figures in words, or why there are none. */
async function figuresOf(context: ExportContext, row: StoredRecordRow): Promise<string> {
  const kind = serverKind(row.kind);
  try {
    const computed = await resultOfRow(kind, context.deps.tables, row);
    const figures: KeyFigure[] = kind.keyFigures(computed.result as never);
    return figures
      .map((f) => `${f.label}: ${f.value}${f.estimate ? " (estimate)" : ""}`)
      .join("; ");
  } catch (error) {
    context.log.warn({ err: error, record: row.id }, "export summary: no key figures");
    return "The figures could not be worked out; see the calculation's file.";
  }
}

async function recordsSection(context: ExportContext) {
  const items: string[] = [];
  let after: { createdAtKey: string; id: string } | null = null;
  for (;;) {
    const page = await clientRecordPage(context.deps.db, {
      scope: context.client.scope,
      clientId: context.client.id,
      after,
      limit: 50,
    });
    for (const row of page) {
      const state = [
        row.locked && row.lockedAt
          ? `locked on ${formatDate(row.lockedAt.toISOString().slice(0, 10))}`
          : null,
        row.deletedAt ? `deleted on ${formatDate(row.deletedAt.toISOString().slice(0, 10))}` : null,
      ].filter(Boolean);
      const label = KIND_WORDS[row.kind].label;
      items.push(
        `<li><strong>${html(row.name)}</strong> (${html(label)}${
          row.taxYear ? `, tax year ${row.taxYear}` : ""
        }${state.length > 0 ? `, ${html(state.join(", "))}` : ""})<br>${html(
          await figuresOf(context, row),
        )}</li>`,
      );
    }
    const last = page.at(-1);
    if (!last || page.length < 50) break;
    after = { createdAtKey: last.createdAtKey, id: last.id };
  }
  return section(
    "Calculations your adviser prepared",
    items.length === 0 ? "<p>None.</p>" : `<ul>${items.join("\n")}</ul>`,
  );
}

async function packsSection(context: ExportContext) {
  const heads = await listPackHeads(context.deps.db, {
    scope: context.client.scope,
    clientId: context.client.id,
  });
  const items = heads.map(
    (head) =>
      `<li>Issued on ${html(formatDate(head.issuedAt.toISOString().slice(0, 10)))} by ${html(
        head.issuedByName,
      )}: ${html(head.records.map((r) => r.name).join(", "))}</li>`,
  );
  return section(
    "Records of advice issued to you",
    items.length === 0 ? "<p>None.</p>" : `<ul>${items.join("\n")}</ul>`,
  );
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1b2430;line-height:1.45}
h1{font-size:1.5rem;margin-bottom:.25rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #d5dbe1;padding-bottom:.25rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.3rem .5rem;border-bottom:1px solid #eef1f4}
th{width:14rem;font-weight:600;color:#4a5560}li{margin-bottom:.6rem}.muted{color:#5c6670;font-size:.9rem}`;

export const summaryContributor: ExportContributor = {
  folder: "summary",
  describes:
    "A summary to read in any web browser: your details in words, each calculation with its key figures, and the records of advice issued to you.",
  async *files(context) {
    const row = await findClient(context.deps.db, {
      scope: context.client.scope,
      id: context.client.id,
    });
    if (!row) return;
    const profile = clientJson(row);
    const fullName = `${profile.clientName} ${profile.clientSurname}`.trim();
    const body = [
      `<h1>Personal information held about ${html(fullName)}</h1>`,
      `<p class="muted">The other files in this export hold the same information in full, as stored.</p>`,
      await profileSection(context, profile),
      await recordsSection(context),
      await packsSection(context),
    ].join("\n");
    yield {
      path: `summary/${safeFileName(`Summary - ${fullName}`).slice(0, 120)}.html`,
      data: `<!doctype html>\n<html lang="en-ZA"><head><meta charset="utf-8"><title>${html(
        `Summary - ${fullName}`,
      )}</title><style>${STYLE}</style></head><body>\n${body}\n</body></html>\n`,
      compress: true,
    };
  },
};
