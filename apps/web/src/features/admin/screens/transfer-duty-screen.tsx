import {
  type TransferCostTariff,
  type TransferDutyTable,
  transferCostTariffSchema,
  transferDutyTableSchema,
} from "@adviser-desk/finance";
import { SegmentedControl } from "@mantine/core";
import { useParams, useSearchParams } from "react-router";
import { type DatedTableKind, DatedTablePage } from "../components/dated-table-page";
import { TransferCostTariffForm } from "../components/transfer-cost-tariff-form";
import { TransferDutyForm } from "../components/transfer-duty-form";
import { dutyDraftFrom, tariffDraftFrom } from "../lib/new-table";

const PARTS = {
  duty: {
    kind: "transfer-duty",
    draftFrom: (earlier, period) => dutyDraftFrom(transferDutyTableSchema.parse(earlier), period),
    form: (binding) => <TransferDutyForm {...binding} table={binding.table as TransferDutyTable} />,
  },
  tariff: {
    kind: "transfer-cost-tariff",
    draftFrom: (earlier, period) =>
      tariffDraftFrom(transferCostTariffSchema.parse(earlier), period),
    form: (binding) => (
      <TransferCostTariffForm {...binding} table={binding.table as TransferCostTariff} />
    ),
  },
} satisfies Record<string, DatedTableKind>;

/** /admin/constants/transfer-duty/:period: the duty table and the cost tariff in force from that date. */
export function TransferDutyScreen() {
  const { period = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const part = params.get("part") === "tariff" ? "tariff" : "duty";
  return (
    <DatedTablePage title={`Transfer costs from ${period}`} period={period} {...PARTS[part]}>
      <SegmentedControl
        value={part}
        onChange={(value) =>
          setParams(value === "tariff" ? { part: "tariff" } : {}, { replace: true })
        }
        data={[
          { value: "duty", label: "Transfer duty table" },
          { value: "tariff", label: "Transfer cost tariff" },
        ]}
        w={{ base: "100%", sm: "auto" }}
        style={{ alignSelf: "flex-start" }}
      />
    </DatedTablePage>
  );
}
