import type {
  CreateHomeLoanRepaymentInput,
  CreateInvestmentComparisonInput,
  CreateScenarioInput,
  CreateTransferDutyInput,
  HomeLoanRepaymentResponse,
  HomeLoanRepaymentSummary,
  InvestmentComparisonResponse,
  InvestmentComparisonSummary,
  RecordKind,
  ScenarioResponse,
  ScenarioSummary,
  TransferDutyResponse,
  TransferDutySummary,
  UpdateHomeLoanRepaymentInput,
  UpdateInvestmentComparisonInput,
  UpdateScenarioInput,
  UpdateTransferDutyInput,
} from "@adviser-desk/contracts";

export type { RecordKind } from "@adviser-desk/contracts";

/**
 * The JSON of each kind of record, by kind (packages/contracts/src/records.ts). Only types are
 * imported: the screens never re-parse what the server already validated (see api-client.ts).
 */
export interface RecordTypes {
  scenario: {
    summary: ScenarioSummary;
    response: ScenarioResponse;
    create: CreateScenarioInput;
    update: UpdateScenarioInput;
    draft: Omit<UpdateScenarioInput, "version">;
    inputs: UpdateScenarioInput["inputs"];
  };
  "transfer-duty": {
    summary: TransferDutySummary;
    response: TransferDutyResponse;
    create: CreateTransferDutyInput;
    update: UpdateTransferDutyInput;
    draft: Omit<UpdateTransferDutyInput, "version">;
    inputs: UpdateTransferDutyInput["inputs"];
  };
  "home-loan-repayment": {
    summary: HomeLoanRepaymentSummary;
    response: HomeLoanRepaymentResponse;
    create: CreateHomeLoanRepaymentInput;
    update: UpdateHomeLoanRepaymentInput;
    draft: Omit<UpdateHomeLoanRepaymentInput, "version">;
    inputs: UpdateHomeLoanRepaymentInput["inputs"];
  };
  "investment-comparison": {
    summary: InvestmentComparisonSummary;
    response: InvestmentComparisonResponse;
    create: CreateInvestmentComparisonInput;
    update: UpdateInvestmentComparisonInput;
    draft: Omit<UpdateInvestmentComparisonInput, "version">;
    inputs: UpdateInvestmentComparisonInput["inputs"];
  };
}

/** A list item of kind K (no inputs or result). */
export type RecordSummaryOf<K extends RecordKind> = RecordTypes[K]["summary"];
/** A full record of kind K: meta, names, inputs, the server's `result` and its `rateTables`. */
export type RecordOf<K extends RecordKind> = RecordTypes[K]["response"];
export type CreateRecordInput<K extends RecordKind> = RecordTypes[K]["create"];
export type UpdateRecordInput<K extends RecordKind> = RecordTypes[K]["update"];
/** What a screen edits: the PUT body without the version (names + inputs). */
export type RecordDraft<K extends RecordKind> = RecordTypes[K]["draft"];
/** The inputs of kind K as the editor holds them (as sent with PUT). */
export type RecordInputsOf<K extends RecordKind> = RecordTypes[K]["inputs"];
