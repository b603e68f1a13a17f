import {
  defaultTransferDutyInputs,
  transferDutyContract,
  type transferDutyInputsSchema,
  type transferDutyStoredInputsSchema,
} from "@adviser-desk/contracts";
import { calculateTransferCosts, type TransferCostsResult } from "@adviser-desk/finance";
import type { z } from "zod";
import { copyName } from "../copy-name";
import type { ServerKind } from "../server-kind";
import { transferKeyFigures } from "./key-figures";
import { transferDutyContent } from "./report-content";

type Inputs = z.output<typeof transferDutyInputsSchema>;
type Stored = z.output<typeof transferDutyStoredInputsSchema>;
interface Names {
  description: string;
}

/**
 * Transfer duty and the full transfer and bond costs of a purchase, with the duty table and cost
 * tariff in force on the acquisition date. transferDutyPayable is always the computed duty.
 */
export const transferDutyKind: ServerKind<Names, Inputs, Stored, TransferCostsResult> = {
  ...transferDutyContract,
  names: {
    pick: ({ description }) => ({ description }),
    toColumns: (names) => ({ name: names.description, taxYear: null }),
    fromColumns: (columns) => ({ description: columns.name }),
    copyOf: (names) => ({ description: copyName(names.description) }),
  },
  defaultInputs: async ({ today }) => defaultTransferDutyInputs(today),
  async compute({ inputs, tables }) {
    const { duty, tariff } = await tables.transferTables(inputs.acquisitionDate);
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
      { transferDuty: duty.table, tariff: tariff.table },
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
  sheets: null,
  keyFigures: transferKeyFigures,
};
