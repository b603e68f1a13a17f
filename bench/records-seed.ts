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

/** The reference data set: 1 000 companies × 200 clients × 20 records = 4 000 000 records. */
export const COMPANIES = 1_000;
export const CLIENTS = 200;
export const RECORDS_PER_CLIENT = 20;
const OTHER_COMPANIES = COMPANIES - 1;
/** Companies whose records one INSERT writes (progress is printed between batches). */
const COMPANIES_PER_BATCH = 50;
/** The bench signs up its adviser with such an e-mail; the previous run's company is replaced. */
export const BENCH_EMAIL_PREFIX = "bench.records.";

/** Of each client's 20 records: 8 scenarios, then 4 each of the other kinds. */
const SLOT_KIND = `case when slot <= 8 then 'scenario' when slot <= 12 then 'transfer-duty'
  when slot <= 16 then 'home-loan-repayment' else 'investment-comparison' end`;

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

const inputsJson = () => {
  const inputs = benchInputs();
  return [inputs.scenario, inputs.transfer, inputs.bond, inputs.investment].map((i) =>
    JSON.stringify(i),
  );
};

/** 20 records for every client of the companies `companies` selects ($1–$4: the inputs). */
const insertRecords = (companies: string) => `
  insert into record (company_id, client_id, kind, name, tax_year, inputs, created_at)
  select cl.company_id, cl.id, s.kind, s.kind::text || ' ' || s.slot,
    case when s.kind = 'scenario' then 2027 end,
    case s.kind when 'scenario' then $1::jsonb when 'transfer-duty' then $2::jsonb
      when 'home-loan-repayment' then $3::jsonb else $4::jsonb end,
    now() - make_interval(hours => s.slot)
  from client cl
  cross join (select slot, (${SLOT_KIND})::record_kind as kind
    from generate_series(1, ${RECORDS_PER_CLIENT}) slot) s
  where cl.company_id in (${companies})`;

const clientsOf = (companies: string) => `
  insert into client (company_id, client_name, client_surname)
  select c.id, 'Client', 'Surname ' || lpad(g::text, 3, '0')
  from (${companies}) c cross join generate_series(1, ${CLIENTS}) g`;

async function withClient<T>(databaseUrl: string, fn: (db: pg.Client) => Promise<T>) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** Companies and records now in the database (counted exactly). */
export async function countReferenceData(databaseUrl: string) {
  return withClient(databaseUrl, async (db) => {
    const { rows } = await db.query<{ companies: number; records: number }>(
      "select (select count(*)::int from company) as companies, (select count(*)::int from record) as records",
    );
    return rows[0] ?? { companies: 0, records: 0 };
  });
}

/**
 * The other 999 companies of the reference data set (owner, active subscription, 200 clients ×
 * 20 records each), written with generate_series in batches, once: a database that already has
 * them is left as it is. Foreign-key triggers are off for this session only — the rows are
 * consistent by construction — so loading takes minutes, not tens of minutes.
 */
export async function ensureReferenceData(databaseUrl: string) {
  await withClient(databaseUrl, async (db) => {
    const present = await db.query<{ n: number }>(
      "select count(*)::int as n from company where owner_user_id like 'bench-owner-%'",
    );
    if (present.rows[0]?.n === OTHER_COMPANIES) return;
    if ((present.rows[0]?.n ?? 0) > 0)
      throw new Error(
        `${databaseUrl} holds a partial reference data set; drop the database and run again`,
      );
    console.log(
      `Seeding the reference data set (${OTHER_COMPANIES} companies × ${CLIENTS} clients × ${RECORDS_PER_CLIENT} records), once…`,
    );
    const started = performance.now();
    await db.query("set session_replication_role = replica");
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
    await db.query(clientsOf("select id from company where owner_user_id like 'bench-owner-%'"));
    const json = inputsJson();
    for (let offset = 0; offset < OTHER_COMPANIES; offset += COMPANIES_PER_BATCH) {
      await db.query(
        insertRecords(
          `select id from company where owner_user_id like 'bench-owner-%' order by id offset ${offset} limit ${COMPANIES_PER_BATCH}`,
        ),
        json,
      );
      const done = Math.min(offset + COMPANIES_PER_BATCH, OTHER_COMPANIES);
      console.log(
        `  ${done}/${OTHER_COMPANIES} companies, ${Math.round((performance.now() - started) / 1000)} s`,
      );
    }
    await db.query("set session_replication_role = origin");
    await db.query("vacuum analyze");
    console.log(
      `Reference data set seeded in ${Math.round((performance.now() - started) / 1000)} s.`,
    );
  });
}

/**
 * Each run signs a new adviser up from this machine, and sign-ups are limited per address
 * (auth-rate-limits.ts, 10 an hour): the bench database forgets the earlier runs' counts, as it
 * forgets their companies, so more than ten runs in an hour still start.
 */
export async function forgetEarlierSignUps(databaseUrl: string) {
  await withClient(databaseUrl, (db) =>
    db.query("delete from rate_limit_counter where key like 'ip:%:/sign-up/email'"),
  );
}

/**
 * The bench company (the adviser the bench signed up this run) gets its 200 clients × 20 records;
 * the companies of earlier runs are removed first, so the data set stays at 4 000 000 records.
 * Returns the bench company's client ids and one scenario per client.
 */
export async function seedBenchCompany(databaseUrl: string, benchCompanyId: string) {
  return withClient(databaseUrl, async (db) => {
    await db.query(
      `delete from company where id <> $1 and owner_user_id in
        (select id from "user" where email like '${BENCH_EMAIL_PREFIX}%')`,
      [benchCompanyId],
    );
    await db.query(clientsOf(`select $1::uuid as id`), [benchCompanyId]);
    const json = inputsJson();
    await db.query(insertRecords(`$5::uuid`), [...json, benchCompanyId]);
    await db.query("analyze client, record");
    const clients = await db.query<{ id: string }>(
      "select id from client where company_id = $1 order by client_surname",
      [benchCompanyId],
    );
    const scenarios = await db.query<{ id: string }>(
      `select distinct on (client_id) id from record
       where company_id = $1 and kind = 'scenario' order by client_id, created_at desc`,
      [benchCompanyId],
    );
    return {
      clientIds: clients.rows.map((r) => r.id),
      scenarioIds: scenarios.rows.map((r) => r.id),
    };
  });
}
