import {
  defaultHomeLoanRepaymentInputs,
  defaultInvestmentComparisonInputs,
  defaultTransferDutyInputs,
  homeLoanRepaymentInputsSchema,
  investmentComparisonInputsSchema,
  scenarioInputsSchema,
  transferDutyInputsSchema,
} from "@adviser-desk/contracts";
import pg from "pg";

export const OTHER_COMPANIES = 999;
export const CLIENTS = 200;
export const RECORDS_PER_CLIENT = 20;
/** Of each client's 20 records: 8 scenarios, then 4 each of the other kinds. */
const SLOT_KIND = `case when slot <= 8 then 'scenario' when slot <= 12 then 'transfer-duty'
  when slot <= 16 then 'home-loan-repayment' else 'investment-comparison' end`;
const KIND_OF_FOUR = `(array['scenario','transfer-duty','home-loan-repayment','investment-comparison'])[slot]`;

/** Valid stored inputs per kind, as the API would have stored them. */
export function benchInputs() {
  const today = "2026-06-01";
  return {
    scenario: scenarioInputsSchema.parse({ age: 40, salary: 450_000 }),
    transfer: transferDutyInputsSchema.parse(defaultTransferDutyInputs(today)),
    bond: homeLoanRepaymentInputsSchema.parse(defaultHomeLoanRepaymentInputs(today)),
    investment: investmentComparisonInputsSchema.parse(
      defaultInvestmentComparisonInputs({ inflation: 0.05, investment: 0.08 }),
    ),
  };
}

const insertRecords = (where: string, slots: number, kindOf: string) => `
  insert into record (company_id, client_id, kind, name, tax_year, inputs, created_at)
  select cl.company_id, cl.id, s.kind, s.kind::text || ' ' || s.slot,
    case when s.kind = 'scenario' then 2027 end,
    case s.kind when 'scenario' then $1::jsonb when 'transfer-duty' then $2::jsonb
      when 'home-loan-repayment' then $3::jsonb else $4::jsonb end,
    now() - make_interval(hours => s.slot)
  from client cl
  cross join (select slot, (${kindOf})::record_kind as kind from generate_series(1, ${slots}) slot) s
  where ${where}`;

/**
 * Bulk SQL: 999 more companies (owners, active subscriptions, 5 clients × 4 records each) and,
 * for the bench company, 200 clients × 20 records. Returns the bench company's client ids.
 */
export async function seedRecordsLoad(databaseUrl: string, benchCompanyId: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const inputs = benchInputs();
    const json = [inputs.scenario, inputs.transfer, inputs.bond, inputs.investment].map((i) =>
      JSON.stringify(i),
    );
    await db.query(`insert into "user" (id, name, email, email_verified)
      select 'bench-owner-' || g, 'Owner ' || g, 'owner' || g || '@bench.example', true
      from generate_series(1, ${OTHER_COMPANIES}) g`);
    await db.query(`insert into company (owner_user_id, account_name, contact_first_name, email,
        phone_country_code, phone_number, address_line1, city, country, postal_code)
      select 'bench-owner-' || g, 'Practice ' || g, 'Owner', 'office' || g || '@bench.example',
        '+27', '21 555 0100', '1 Long Street', 'Cape Town', 'South Africa', '8001'
      from generate_series(1, ${OTHER_COMPANIES}) g`);
    await db.query(`insert into subscription (company_id, status, started_at, current_period_start, current_period_end)
      select id, 'active', now(), now(), now() + interval '30 days'
      from company where owner_user_id like 'bench-owner-%'`);
    await db.query(
      `insert into client (company_id, client_name, client_surname)
      select $1, 'Client', 'Surname ' || lpad(g::text, 3, '0') from generate_series(1, ${CLIENTS}) g`,
      [benchCompanyId],
    );
    await db.query(`insert into client (company_id, client_name, client_surname)
      select c.id, 'Client', 'Surname ' || g
      from company c cross join generate_series(1, 5) g where c.owner_user_id like 'bench-owner-%'`);
    await db.query(
      insertRecords(`cl.company_id = '${benchCompanyId}'`, RECORDS_PER_CLIENT, SLOT_KIND),
      json,
    );
    await db.query(insertRecords(`cl.company_id <> '${benchCompanyId}'`, 4, KIND_OF_FOUR), json);
    await db.query("analyze");
    const clients = await db.query<{ id: string }>(
      "select id from client where company_id = $1 order by client_surname",
      [benchCompanyId],
    );
    const scenarios = await db.query<{ id: string }>(
      `select distinct on (client_id) id from record
       where company_id = $1 and kind = 'scenario' order by client_id, created_at desc`,
      [benchCompanyId],
    );
    const counts = await db.query<{ companies: number; records: number }>(
      "select (select count(*)::int from company) as companies, (select count(*)::int from record) as records",
    );
    return {
      clientIds: clients.rows.map((r) => r.id),
      scenarioIds: scenarios.rows.map((r) => r.id),
      counts: counts.rows[0],
    };
  } finally {
    await db.end();
  }
}
