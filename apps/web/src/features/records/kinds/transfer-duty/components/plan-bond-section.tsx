import { useNavigate } from "react-router";
import { notifySuccess } from "@/lib/notify";
import { RecordSection } from "../../../components/record-section";
import { StartNextRecord } from "../../../components/start-next-record";
import { recordPath } from "../../../engine/record-paths";
import { usePlanBond } from "../../../engine/start-from-record";
import type { RecordEditor } from "../../../engine/use-record-editor";

/** "Plan the bond": a new home loan for this client from this transfer's bond (linked). */
export function PlanBondSection({ editor }: { editor: RecordEditor<"transfer-duty"> }) {
  const plan = usePlanBond();
  const navigate = useNavigate();
  const record = editor.record;
  if (!record || record.deletedAt !== null) return null;
  const bond = record.inputs.bondAmount;
  return (
    <RecordSection
      title="Plan the bond"
      description="Carry this purchase into a home loan calculation."
    >
      <StartNextRecord
        label="Plan the bond"
        pending={plan.isPending}
        dirty={editor.dirty}
        unavailable={bond > 0 ? undefined : "A cash purchase has no bond to plan."}
        onStart={() =>
          plan
            .mutateAsync(record.id)
            .then((loan) => {
              notifySuccess(`Home loan created: ${loan.description}`);
              void navigate(recordPath("home-loan-repayment", loan.id));
            })
            .catch(() => undefined)
        }
      >
        A new home loan for this client: the loan amount is the bond, the first instalment the month
        after the acquisition date, and the rate this transfer's bond rate (or prime). Each value
        says where it came from.
      </StartNextRecord>
    </RecordSection>
  );
}
