import type { RecordKind, RoaEvidence } from "@adviser-desk/contracts";
import { formatMoney, formatRate } from "@adviser-desk/format";
import type { ResultOf } from "#server/features/records";
import { optionType, serverKind } from "#server/features/records";

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"];
const ordinal = (rank: number) => ORDINALS[rank - 1] ?? `number ${rank}`;

/**
 * The results of a calculation a recommendation can point to, in words derived from the
 * record's own result: an investment comparison gives one per option ("ranked first of three"),
 * the other kinds their headline figures (the client summary's).
 */
export function recordEvidence(
  kind: RecordKind,
  recordName: string,
  result: ResultOf<RecordKind>,
): RoaEvidence[] {
  if (kind === "investment-comparison") {
    const r = result as ResultOf<"investment-comparison">;
    const count = r.options.length;
    return r.options.map((option) => {
      const irr =
        option.summary.annualisedReturnPercent === null
          ? ""
          : `, an annualised return of ${formatRate(option.summary.annualisedReturnPercent / 100)}`;
      const type = optionType(option);
      // An option named as its type ("Unit trust") is not named twice.
      const name = type.startsWith(option.label) ? type : `${option.label} (${type})`;
      return {
        key: `option:${option.label}`,
        text: `${name} ranked ${ordinal(option.summary.rank)} of the ${count} options in the investment comparison "${recordName}": ${formatMoney(option.summary.finalRealValue)} after tax in today's money after ${r.horizonYears} years${irr}.`,
      };
    });
  }
  const definition = serverKind(kind);
  const figures = definition.keyFigures(result as never);
  const words = figures.map((f) => `${f.label.toLowerCase()} ${f.value}`).join("; ");
  return [{ key: "figures", text: `${definition.label} "${recordName}": ${words}.` }];
}
