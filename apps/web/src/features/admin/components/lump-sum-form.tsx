import type { LumpSumTable } from "@adviser-desk/finance";
import { Stack } from "@mantine/core";
import { CheckboxField } from "@/components/fields/checkbox-field";
import { NumberField } from "@/components/fields/number-field";
import { TextField } from "@/components/fields/text-field";
import type { RateTableFormProps } from "../lib/table-field";
import { BandTableSection } from "./band-table-section";
import { TableSection } from "./table-section";

const BAND_COLUMNS = [
  { header: "From (R)", key: "from" },
  { header: "Up to (R)", key: "to", nullable: true },
  { header: "Base (R)", key: "base" },
  { header: "Rate (%)", key: "rate", percent: true },
] as const;

const nextBand = (last: LumpSumTable["retirement"][number] | undefined) => ({
  from: last?.to ?? 0,
  to: null,
  base: 0,
  rate: last?.rate ?? 0,
});

/** A lump-sum table as a form: the retirement and withdrawal bands, the de minimis, the source. */
export function LumpSumForm({ table, errors, onField }: RateTableFormProps<LumpSumTable>) {
  const field = { table, errors, onChange: onField };
  return (
    <Stack gap="md">
      <TableSection title="Identity" cols={2}>
        <TextField
          label="Table id"
          description='e.g. "za-lump-sum@2023-03-01"'
          path="id"
          {...field}
        />
        <TextField
          label="Source"
          description="SARS, the Second Schedule, the Budget"
          path="source"
          {...field}
        />
        <NumberField label="De minimis (R)" path="deMinimis" {...field} />
        <CheckboxField label="Some figures are estimates" path="estimate" {...field} />
      </TableSection>
      <BandTableSection
        title="Retirement table"
        hint="Retirement, death and retrenchment lump sums and severance benefits: tax = base + rate % × (amount − from), on this and all earlier lump sums together."
        noun="band"
        path="retirement"
        rows={table.retirement}
        columns={BAND_COLUMNS}
        newRow={nextBand}
        field={field}
      />
      <BandTableSection
        title="Withdrawal table"
        hint="Withdrawal benefits before retirement (resignation, dismissal, emigration)."
        noun="band"
        path="withdrawal"
        rows={table.withdrawal}
        columns={BAND_COLUMNS}
        newRow={nextBand}
        field={field}
      />
    </Stack>
  );
}
