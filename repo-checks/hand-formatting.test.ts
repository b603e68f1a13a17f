import { describe, expect, it } from "vitest";
import {
  codeMatches,
  findingsIn,
  isComment,
  lineOf,
  type Refused,
  readRepoFile,
  repoFiles,
} from "./support/repo-files";

/*
 * One formatting module (ADR 023, ADR 035): a number, percentage or date a person reads goes
 * through @adviser-desk/format. These are the ways a screen or document formats one by hand.
 */
const HAND_FORMATTING: Refused[] = [
  { pattern: /\.toFixed\(/g, why: "toFixed prints a decimal point and no digit groups" },
  { pattern: /\.toLocale(?:Date|Time)?String\(/g, why: "toLocaleString depends on a locale" },
  { pattern: /new Intl\.(?:NumberFormat|DateTimeFormat)\(/g, why: "a second formatter" },
  { pattern: /\}\s?%/g, why: "a hand-written percentage after an interpolation" },
  { pattern: /\.replace\(\s*["']\.["']\s*,\s*["'],["']\s*\)/g, why: "a hand-made decimal comma" },
];

/** Files whose matches are not for a reader, each with the reason. */
const NOT_FOR_A_READER: Record<string, string> = {
  "apps/server/src/features/admin/coupons/coupon-service.ts": "a numeric column's value",
  "apps/server/src/features/company/company-columns.ts": "numeric columns' values",
  "apps/server/src/features/clients/client-columns.ts": "a numeric column's value",
  "apps/server/src/features/billing/payfast-simulator/register-simulator.ts":
    "PayFast's amount field (dot decimals)",
  "apps/server/src/features/billing/checkout/create-payment.ts":
    "PayFast's item_description, signed as plain ASCII",
  "apps/server/src/documents/docx/chart-image.ts": "SVG coordinates",
  "apps/server/src/documents/pdf/pdf-chart.tsx": "SVG path coordinates",
  "apps/server/src/features/advice-packs/acknowledgement/acceptance-page.ts":
    "PDF content-stream coordinates",
  "apps/server/src/documents/sheets/sheet-table.ts": "CSV cells: dot decimals, RFC 4180",
  "apps/server/src/features/admin/users/user-queries.ts": "an SQL LIKE pattern",
  "apps/server/src/features/clients/client-queries.ts": "SQL LIKE patterns",
  "packages/contracts/src/record-defaults.ts": "an ISO date (en-CA gives YYYY-MM-DD)",
};

/** Rate tables' sources and research notes: shown on the admin screens only (ADR 023). */
const RESEARCH_NOTES = /^packages\/finance\/src\/(?:.+\/tables\/|retirement\/lump-sum-tables\.ts$)/;

const SOURCE = /^(?:apps|packages)\/[^/]+\/src\/.+\.(?:ts|tsx)$/;
const EXEMPT = /^packages\/format\/|\.test\.tsx?$|\.d\.ts$/;

const findings = (file: string) => findingsIn(file, HAND_FORMATTING);

const sources = repoFiles().filter((file) => SOURCE.test(file) && !EXEMPT.test(file));

describe("numbers and dates for a reader go through @adviser-desk/format", () => {
  it("no screen, report or message formats a number, percentage or date by hand", () => {
    const found = sources.filter((file) => !(file in NOT_FOR_A_READER)).flatMap(findings);
    expect(found).toEqual([]);
  });

  it("every exemption still has something to exempt (the list does not go stale)", () => {
    const stale = Object.keys(NOT_FOR_A_READER).filter(
      (file) => !sources.includes(file) || findings(file).length === 0,
    );
    expect(stale).toEqual([]);
  });

  it('no screen, working line or message writes a rand amount by hand ("R2 000")', () => {
    const handMoney = /(?<![\w.-])R\d/g;
    const found = sources
      .filter((file) => !RESEARCH_NOTES.test(file))
      .flatMap((file) => {
        const text = readRepoFile(file);
        return codeMatches(text, handMoney).map((m) => `${file}:${lineOf(text, m.index)}`);
      });
    expect(found).toEqual([]);
    expect("at least R2 000").toMatch(new RegExp(handMoney.source));
    expect(isComment("x\n  // R2 000", 8)).toBe(true);
  });

  it("no JSX attribute string carries an escape, which React prints as typed (\\u00a0)", () => {
    const escaped = /\b[a-zA-Z]+="[^"{}\n]*\\u[0-9a-fA-F]{4}/g;
    const found = sources
      .filter((file) => file.endsWith(".tsx"))
      .flatMap((file) => {
        const text = readRepoFile(file);
        return Array.from(text.matchAll(escaped), (m) => `${file}:${lineOf(text, m.index)}`);
      });
    expect(found).toEqual([]);
    expect('label="At least 80\\u00a0% use"').toMatch(new RegExp(escaped.source));
  });

  it("the check finds each way of formatting by hand", () => {
    const samples = [
      "const a = x.toFixed(2);",
      "d.toLocaleDateString('en-ZA')",
      "new Intl.NumberFormat('en-US')",
      ["`$", "{rate}%`"].join(""),
      "<Text>{rate} %</Text>",
      'text.replace(".", ",")',
    ];
    for (const sample of samples) {
      expect(
        HAND_FORMATTING.some(({ pattern }) => new RegExp(pattern.source).test(sample)),
        sample,
      ).toBe(true);
    }
  });
});
