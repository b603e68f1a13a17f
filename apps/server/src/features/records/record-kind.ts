import type {
  KINDS as CONTRACTS,
  KindWords,
  ProfileFacts,
  RateTableRef,
  RecordKind,
  recordMetaShape,
  SourceLink,
} from "@adviser-desk/contracts";
import type { z } from "zod";
import type { RateTableStore } from "#server/features/rate-tables";

/** The contract of kind K (packages/contracts/src/kinds/): every type of a kind is read from it. */
type ContractOf<K extends RecordKind> = (typeof CONTRACTS)[K];

export type RecordMeta = z.output<z.ZodObject<typeof recordMetaShape>>;
/** The name fields of kind K (a list item but its meta): scenarioName and taxYear, or description. */
export type NamesOf<K extends RecordKind> = Omit<
  z.output<ContractOf<K>["summarySchema"]>,
  keyof RecordMeta
>;
/** The inputs of kind K as sent with create and update. */
export type InputsOf<K extends RecordKind> = z.output<ContractOf<K>["inputsSchema"]>;
/** The inputs of kind K as stored and returned (for transfer duty: with transferDutyPayable). */
export type StoredInputsOf<K extends RecordKind> = z.output<ContractOf<K>["storedInputsSchema"]>;
/** The finance engine's result of kind K. */
export type ResultOf<K extends RecordKind> = z.output<ContractOf<K>["resultSchema"]>;

/** A list item of kind K (no inputs or result). */
export type RecordSummaryOf<K extends RecordKind> = RecordMeta & NamesOf<K>;
/** A full record of kind K: meta, names, inputs as stored, result and the tables used. */
export type RecordOf<K extends RecordKind> = RecordSummaryOf<K> & Computed<K>;

/** What a calculation produced: the inputs as stored and returned, the result, the tables used. */
export interface Computed<K extends RecordKind> {
  inputs: StoredInputsOf<K>;
  result: ResultOf<K>;
  rateTables: RateTableRef[];
}

/** The name columns shared by every kind: scenarios use both, the others only `name`. */
export interface NameColumns {
  name: string;
  taxYear: number | null;
}

/** How a kind's names map to the name columns. */
export interface KindNames<Names> {
  /** The name fields of a create or update body. */
  pick(body: Names): Names;
  toColumns(names: Names): NameColumns;
  fromColumns(columns: NameColumns): Names;
  /** Spec §4: the copy's name is the old one plus " (COPY)". */
  copyOf(names: Names): Names;
}

export interface DefaultsContext {
  /** Today in South Africa, YYYY-MM-DD. */
  today: string;
  /** The company's firm defaults: inflation, investment growth and yearly fee (fractions). */
  companyAssumptions(): Promise<{ inflation: number; investment: number; annualFee: number }>;
  /** What the client's profile offers a new record, with its version (null: client not found). */
  clientProfile(): Promise<ProfileFacts | null>;
  /**
   * The marginal rate of the client's most recently saved tax scenario, with where it came from,
   * or null when the client has none (or it cannot be computed).
   */
  latestScenarioMarginalRate(): Promise<{ rate: number; source: string; link: SourceLink } | null>;
}

/**
 * What the record lifecycle (create, save, copy, lock, delete, restore), written once, needs of
 * kind K: its words and schemas (the contract's, typed here by the kind) and how it names, starts
 * and computes a record. Each kind's is part of its ServerKind (kinds/server-kind.ts).
 */
export interface RecordKindDefinition<K extends RecordKind> extends KindWords<K> {
  createSchema: z.ZodType<NamesOf<K> & { clientId: string; inputs?: InputsOf<K> | undefined }>;
  updateSchema: z.ZodType<NamesOf<K> & { version: number; inputs: InputsOf<K> }>;
  inputsSchema: z.ZodType<InputsOf<K>>;
  storedInputsSchema: z.ZodType<StoredInputsOf<K>>;
  resultSchema: z.ZodType<ResultOf<K>>;
  listSchema: z.ZodType<{ items: RecordSummaryOf<K>[] }>;
  responseSchema: z.ZodType<RecordOf<K>>;
  names: KindNames<NamesOf<K>>;
  /** The inputs of "New", before parsing with inputsSchema. */
  defaultInputs(context: DefaultsContext): Promise<unknown>;
  /** Runs packages/finance with the newest rate tables; throws FinanceInputError for bad inputs. */
  compute(args: {
    inputs: InputsOf<K>;
    names: NamesOf<K>;
    tables: RateTableStore;
  }): Promise<Computed<K>>;
  /**
   * Where a finance problem's path points in the API body ("purchasePrice" → "inputs.transferAmount"),
   * or null when it is about a rate table (our data, not the adviser's input).
   */
  bodyPathOf(financePath: string): string | null;
}
