import { formatCentsInText } from "@adviser-desk/format";
import { type Cents, centsToRands, type Rands, randsToCents } from "../core/money";
import type { CostLedger } from "./cost-ledger";
import { overrideLine } from "./fee-lines";
import type { Disbursement } from "./transfer-cost-tariff-schema";
import type { CostLineKey, DisbursementLine } from "./transfer-costs-result-schema";
import type { BuyerType } from "./transfer-costs-schema";

export interface DisbursementTotal {
  cents: Cents;
  items: DisbursementLine[];
}

/**
 * The disbursements that apply to this buyer (all, or the FICA item for their type), or the
 * adviser's override total. Amounts are VAT-inclusive whole cents, so the sum needs no rounding.
 */
export function disbursementTotal(
  ledger: CostLedger,
  key: CostLineKey,
  label: string,
  items: readonly Disbursement[],
  buyerType: BuyerType,
  override: Rands | undefined,
): DisbursementTotal {
  if (override !== undefined) {
    const { cents, rule } = overrideLine(override, true);
    ledger.note(label, cents, rule);
    return {
      cents,
      items: [{ key: "override", label, amount: centsToRands(cents), estimate: false }],
    };
  }
  const applicable = items.filter((d) => d.appliesTo === "all" || d.appliesTo === buyerType);
  let cents = 0;
  const lines: DisbursementLine[] = [];
  for (const item of applicable) {
    const itemCents = randsToCents(item.amount);
    cents += itemCents;
    lines.push({
      key: item.key,
      label: item.label,
      amount: centsToRands(itemCents),
      estimate: item.estimate,
    });
    ledger.note(
      `${label}: ${item.label}`,
      itemCents,
      // The item's research source stays in the table (admin screens), not in the working.
      item.estimate ? "typical figure, set by each firm (estimate)" : "published tariff",
    );
  }
  const estimated = applicable.filter((d) => d.estimate);
  if (estimated.length > 0) {
    ledger.estimate(
      key,
      `typical figures, set by each firm: ${estimated.map((d) => d.label).join("; ")}`,
    );
  }
  ledger.note(
    label,
    cents,
    `sum of ${applicable.length} items, VAT included: ${formatCentsInText(cents)}`,
  );
  return { cents, items: lines };
}
