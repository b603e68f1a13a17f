import { defaultTransferDutyInputs, transferDutyContract } from "@adviser-desk/contracts";
import { calculateTransferCosts, type TransferCostsResult } from "@adviser-desk/finance";
import { formatMoney } from "@adviser-desk/format";
import { descriptionNames } from "../record-names";
import { type KeyFigure, keyFigure, type ServerKind } from "../server-kind";
import { transferDutyContent } from "./report-content";
import { transferDutySheets } from "./sheets";

/** The cash needed and the costs; estimates when any cost line is one. */
function transferKeyFigures(r: TransferCostsResult): KeyFigure[] {
  const estimated = new Set(r.estimates.map((e) => e.line));
  return [
    keyFigure("Cash needed", formatMoney(r.cashNeeded), estimated.size > 0),
    keyFigure("Transfer duty", formatMoney(r.transfer.transferDuty), estimated.has("transferDuty")),
    keyFigure("Transfer and bond costs", formatMoney(r.totalCosts), estimated.size > 0),
  ];
}

/**
 * Transfer duty and the full transfer and bond costs of a purchase, with the duty table and cost
 * tariff in force on the acquisition date. transferDutyPayable is always the computed duty.
 */
export const transferDutyKind: ServerKind<"transfer-duty"> = {
  ...transferDutyContract,
  names: descriptionNames,
  defaultInputs: async ({ today }) => defaultTransferDutyInputs(today),
  async compute({ inputs, tables }) {
    const { duty, tariff, stale } = await tables.transferTables(inputs.acquisitionDate);
    // Only what the duty and costs depend on reaches the engine (not the links or the bond rate).
    const {
      transferAmount,
      transferDutyPayable: _ignored,
      overrides,
      sources: _sources,
      bondRatePercent: _bondRate,
      ...rest
    } = inputs;
    const result = calculateTransferCosts(
      { ...rest, purchasePrice: transferAmount, ...(overrides ? { overrides } : {}) },
      { transferDuty: duty.table, tariff: tariff.table, stale },
    );
    return {
      inputs: { ...inputs, transferDutyPayable: result.transfer.transferDuty },
      result,
      rateTables: [duty.ref, tariff.ref],
    };
  },
  bodyPathOf: (path) =>
    path.startsWith("table") || path.startsWith("tariff")
      ? null
      : path === "purchasePrice"
        ? "inputs.transferAmount"
        : `inputs.${path}`,
  reportContent: transferDutyContent,
  sheets: transferDutySheets,
  keyFigures: transferKeyFigures,
};
