import type { IncomeTaxResult } from "@adviser-desk/finance";
import { Button, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { type ScenarioInputs, useScenarioForm } from "./scenario-form-context";

// Most scenarios have no two-pot withdrawal, lump sum or provisional tax: their inputs (and the
// date field and tables they bring) load only when the scenario uses them or the adviser asks.
const RetirementSections = lazy(() =>
  import("./retirement-sections").then((m) => ({ default: m.RetirementSections })),
);

/** True when the scenario already has a savings withdrawal, a lump sum or a provisional plan. */
export function usesRetirementSections(inputs: ScenarioInputs): boolean {
  return (
    (inputs.savingsWithdrawal ?? 0) > 0 ||
    (inputs.savingsWithdrawalFee ?? 0) > 0 ||
    (inputs.lumpSums?.length ?? 0) > 0 ||
    inputs.provisional !== undefined
  );
}

interface RetirementSectionsGateProps {
  tax: IncomeTaxResult | null;
  periodStart: string;
}

/** The three sections when in use; otherwise one card that opens them. */
export function RetirementSectionsGate({ tax, periodStart }: RetirementSectionsGateProps) {
  const form = useScenarioForm();
  const [opened, setOpened] = useState(false);
  if (!opened && !usesRetirementSections(form.inputs)) {
    return (
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="lg">
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            Two-pot savings withdrawal, retirement lump sums and provisional tax (IRP6).
          </Text>
          <Button variant="light" onClick={() => setOpened(true)}>
            Add withdrawals, lump sums or provisional tax
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Suspense fallback={<Skeleton height={240} radius="lg" />}>
      <RetirementSections tax={tax} periodStart={periodStart} />
    </Suspense>
  );
}
