import { Button, Text } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { notifySuccess } from "@/lib/notify";
import { recordPath } from "../../../engine/record-paths";
import { useCompareTopUp } from "../../../engine/start-from-record";
import type { RecordEditor } from "../../../engine/use-record-editor";

/**
 * The hint's extra contribution as an investment comparison: a retirement annuity of that amount
 * (÷ 12 a month) against the same money in a unit trust, at this scenario's marginal rate.
 */
export function CompareTopUpButton({ editor }: { editor: RecordEditor<"scenario"> }) {
  const compare = useCompareTopUp();
  const navigate = useNavigate();
  const record = editor.record;
  if (!record || record.deletedAt !== null) return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="teal"
        rightSection={<IconArrowRight size={14} />}
        style={{ alignSelf: "flex-start" }}
        loading={compare.isPending}
        disabled={editor.dirty}
        onClick={() =>
          compare
            .mutateAsync(record.id)
            .then((comparison) => {
              notifySuccess(`Investment comparison created: ${comparison.description}`);
              void navigate(recordPath("investment-comparison", comparison.id));
            })
            .catch(() => undefined)
        }
      >
        Compare this RA contribution
      </Button>
      {editor.dirty ? (
        <Text size="xs" c="orange.9">
          Save first: the comparison starts from the saved scenario.
        </Text>
      ) : null}
    </>
  );
}
