import type { TransferDutyTable } from "@adviser-desk/finance";
import { Stack } from "@mantine/core";
import { CheckboxField } from "@/components/fields/checkbox-field";
import { TextField } from "@/components/fields/text-field";
import type { RateTableFormProps } from "../lib/table-field";
import { BandTableSection } from "./band-table-section";
import { TableSection } from "./table-section";

/** A transfer duty table as a form: its bands (base + rate above `from`), source and estimate flag. */
export function TransferDutyForm({
  table,
  errors,
  onField,
}: RateTableFormProps<TransferDutyTable>) {
  const field = { table, errors, onChange: onField };
  return (
    <Stack gap="md">
      <TableSection title="Identity" cols={2}>
        <TextField
          label="Table id"
          description='e.g. "za-transfer-duty@2025-04-01"'
          path="id"
          {...field}
        />
        <TextField
          label="Source"
          description="Where the figures are published"
          path="source"
          {...field}
        />
        <CheckboxField label="Some figures are estimates" path="estimate" {...field} />
      </TableSection>
      <BandTableSection
        title="Duty bands"
        hint="Duty = base + rate % × (value − from), for values above “from” up to “up to”. The last band has no upper limit."
        noun="band"
        path="bands"
        rows={table.bands}
        columns={[
          { header: "From (R)", key: "from" },
          { header: "Up to (R)", key: "upTo", nullable: true },
          { header: "Base (R)", key: "base" },
          { header: "Rate (%)", key: "ratePercent" },
        ]}
        newRow={(last) => ({
          from: last?.upTo ?? 0,
          upTo: null,
          base: 0,
          ratePercent: last?.ratePercent ?? 0,
        })}
        field={field}
      />
    </Stack>
  );
}
