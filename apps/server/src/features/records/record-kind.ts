import type { KindWords, RateTableRef, recordMetaShape, SourceLink } from "@adviser-desk/contracts";
import type { z } from "zod";
import type { RateTableStore } from "../rate-tables/rate-table-store";

export type RecordMeta = z.output<z.ZodObject<typeof recordMetaShape>>;
export type RecordSummary<Names> = RecordMeta & Names;
export type RecordJson<Names, Stored, Result> = RecordSummary<Names> & {
  inputs: Stored;
  result: Result;
  rateTables: RateTableRef[];
};

/** What a calculation produced: the inputs as stored and returned, the result, the tables used. */
export interface Computed<Stored, Result> {
  inputs: Stored;
  result: Result;
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
  /** What the client's profile knows that a new record can start from. */
  clientProfile(): Promise<{ dateOfBirth: string | null }>;
  /**
   * The marginal rate of the client's most recently saved tax scenario, with where it came from,
   * or null when the client has none (or it cannot be computed).
   */
  latestScenarioMarginalRate(): Promise<{ rate: number; source: string; link: SourceLink } | null>;
}

/**
 * What the record lifecycle (create, save, copy, lock, delete, restore), written once, needs of a
 * kind: its words and schemas (the contract's, typed here by the kind) and how it names, starts
 * and computes a record. `In` is the inputs as sent, `Stored` as stored and returned (for
 * transfer duty: with the computed transferDutyPayable). Each kind's is part of its ServerKind
 * (kinds/server-kind.ts).
 */
export interface RecordKindDefinition<Names extends object, In, Stored extends In, Result>
  extends KindWords {
  createSchema: z.ZodType<Names & { clientId: string; inputs?: In | undefined }>;
  updateSchema: z.ZodType<Names & { version: number; inputs: In }>;
  inputsSchema: z.ZodType<In>;
  storedInputsSchema: z.ZodType<Stored>;
  resultSchema: z.ZodType<Result>;
  listSchema: z.ZodType<{ items: RecordSummary<Names>[] }>;
  responseSchema: z.ZodType<RecordJson<Names, Stored, Result>>;
  names: KindNames<Names>;
  /** The inputs of "New", before parsing with inputsSchema. */
  defaultInputs(context: DefaultsContext): Promise<unknown>;
  /** Runs packages/finance with the newest rate tables; throws FinanceInputError for bad inputs. */
  compute(args: {
    inputs: In;
    names: Names;
    tables: RateTableStore;
  }): Promise<Computed<Stored, Result>>;
  /**
   * Where a finance problem's path points in the API body ("purchasePrice" → "inputs.transferAmount"),
   * or null when it is about a rate table (our data, not the adviser's input).
   */
  bodyPathOf(financePath: string): string | null;
}
