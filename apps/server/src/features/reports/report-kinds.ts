import type { RecordKind } from "@adviser-desk/contracts";
import type {
  BondResult,
  IncomeTaxInput,
  IncomeTaxResult,
  InvestmentComparisonInput,
  InvestmentComparisonResult,
  TransferCostsResult,
} from "@adviser-desk/finance";
import { homeLoanRepaymentKind } from "../records/kinds/home-loan-repayment-kind";
import { investmentComparisonKind } from "../records/kinds/investment-comparison-kind";
import { scenarioKind } from "../records/kinds/scenario-kind";
import { transferDutyKind } from "../records/kinds/transfer-duty-kind";
import type { RecordDeps, RecordTarget } from "../records/record-deps";
import { type BuiltReport, buildReport } from "./build-report";
import { homeLoanContent } from "./kinds/home-loan-content";
import { investmentContent } from "./kinds/investment-content";
import { scenarioContent } from "./kinds/scenario-content";
import { transferDutyContent } from "./kinds/transfer-duty-content";
import { loadReportContext, type ReportContext, type StoredRecord } from "./report-context";

type AnyContext = ReportContext<object, unknown, unknown>;

/** The record kinds, with how each one's report is loaded and built. */
export const REPORT_KINDS = {
  scenario: {
    definition: scenarioKind,
    async build(deps: RecordDeps, source: RecordTarget | StoredRecord): Promise<BuiltReport> {
      const ctx = await loadReportContext(deps, scenarioKind, source);
      const content = scenarioContent({
        names: ctx.names,
        inputs: ctx.computed.inputs as IncomeTaxInput,
        result: ctx.computed.result as IncomeTaxResult,
        tables: ctx.tables,
      });
      return buildReport("scenario", ctx as AnyContext, content, ctx.names.scenarioName);
    },
  },
  "transfer-duty": {
    definition: transferDutyKind,
    async build(deps: RecordDeps, source: RecordTarget | StoredRecord): Promise<BuiltReport> {
      const ctx = await loadReportContext(deps, transferDutyKind, source);
      const content = transferDutyContent({
        inputs: ctx.computed.inputs,
        result: ctx.computed.result as TransferCostsResult,
        tables: ctx.tables,
      });
      return buildReport("transfer-duty", ctx as AnyContext, content, ctx.names.description);
    },
  },
  "home-loan-repayment": {
    definition: homeLoanRepaymentKind,
    async build(deps: RecordDeps, source: RecordTarget | StoredRecord): Promise<BuiltReport> {
      const ctx = await loadReportContext(deps, homeLoanRepaymentKind, source);
      const content = homeLoanContent({
        inputs: ctx.computed.inputs,
        result: ctx.computed.result as BondResult,
      });
      return buildReport("home-loan-repayment", ctx as AnyContext, content, ctx.names.description);
    },
  },
  "investment-comparison": {
    definition: investmentComparisonKind,
    async build(deps: RecordDeps, source: RecordTarget | StoredRecord): Promise<BuiltReport> {
      const ctx = await loadReportContext(deps, investmentComparisonKind, source);
      const content = investmentContent({
        inputs: ctx.computed.inputs as InvestmentComparisonInput,
        result: ctx.computed.result as InvestmentComparisonResult,
        tables: ctx.tables,
      });
      return buildReport(
        "investment-comparison",
        ctx as AnyContext,
        content,
        ctx.names.description,
      );
    },
  },
} as const satisfies Record<RecordKind, unknown>;
