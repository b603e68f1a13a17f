import { useState } from "react";
import { useNavigate } from "react-router";
import { MoneyInput } from "@/components/inputs/money-input";
import { notifySuccess } from "@/lib/notify";
import { RecordSection } from "../../../components/record-section";
import { StartNextRecord } from "../../../components/start-next-record";
import { recordPath } from "../../../engine/record-paths";
import { usePlanTransfer } from "../../../engine/start-from-record";
import type { RecordEditor } from "../../../engine/use-record-editor";

/** The transfer costs of the purchase this bond pays for: a new transfer-duty record, linked. */
export function PlanTransferSection({ editor }: { editor: RecordEditor<"home-loan-repayment"> }) {
  const plan = usePlanTransfer();
  const navigate = useNavigate();
  const record = editor.record;
  const [price, setPrice] = useState<number>(record?.inputs.loanAmount ?? 0);
  if (!record || record.deletedAt !== null) return null;
  return (
    <RecordSection
      title="Transfer costs"
      description="Work out the transfer duty and costs of the purchase this bond pays for."
    >
      <StartNextRecord
        label="Work out the transfer"
        pending={plan.isPending}
        dirty={editor.dirty}
        unavailable={price > 0 ? undefined : "Enter the purchase price."}
        extra={
          <MoneyInput
            label="Purchase price"
            value={price}
            onChange={setPrice}
            emptyIsZero={false}
            style={{ flex: "1 1 180px" }}
          />
        }
        onStart={() =>
          plan
            .mutateAsync({ loanId: record.id, body: { transferAmount: price } })
            .then((transfer) => {
              notifySuccess(`Transfer duty calculation created: ${transfer.description}`);
              void navigate(recordPath("transfer-duty", transfer.id));
            })
            .catch(() => undefined)
        }
      >
        A new transfer duty calculation for this client whose bond is this loan amount (linked); the
        purchase price is yours to enter.
      </StartNextRecord>
    </RecordSection>
  );
}
