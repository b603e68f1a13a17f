import type { TransferCostTariff } from "@adviser-desk/finance";
import { Stack } from "@mantine/core";
import { CheckboxField } from "@/components/fields/checkbox-field";
import { NumberField } from "@/components/fields/number-field";
import { TextField } from "@/components/fields/text-field";
import type { RateTableFormProps } from "../lib/table-field";
import { DeedsOfficeSection } from "./deeds-office-section";
import { DisbursementListSection } from "./disbursement-list-section";
import { GuidelineFeeScaleSection } from "./guideline-fee-scale-section";
import { SourcedFields } from "./sourced-fields";
import { TableSection } from "./table-section";

/**
 * A transfer cost tariff as a form: VAT, the attorneys' guideline fee scales, the Deeds Office
 * fees, typical disbursements and the bank initiation fee, each part with its own date and source.
 */
export function TransferCostTariffForm({
  table: tariff,
  errors,
  onField,
}: RateTableFormProps<TransferCostTariff>) {
  const field = { table: tariff, errors, onChange: onField };
  return (
    <Stack gap="md">
      <TableSection
        title="Identity"
        hint="The id names the tariff and its date, e.g. “za-transfer-costs@2026-07-01”. Tick “estimates” when any part, band or disbursement below is one."
        cols={2}
      >
        <TextField label="Tariff id" path="id" {...field} />
        <SourcedFields prefix="" field={field} />
      </TableSection>

      <TableSection title="VAT" cols={2}>
        <NumberField label="VAT rate (%)" path="vat.ratePercent" {...field} />
        <SourcedFields prefix="vat" field={field} />
      </TableSection>

      <GuidelineFeeScaleSection
        title="Transfer attorney fees"
        path="transferAttorneyFees"
        scale={tariff.transferAttorneyFees}
        field={field}
      />
      <GuidelineFeeScaleSection
        title="Bond attorney fees"
        path="bondAttorneyFees"
        scale={tariff.bondAttorneyFees}
        field={field}
      />
      <DeedsOfficeSection fees={tariff.deedsOffice} field={field} />
      <DisbursementListSection
        title="Transfer disbursements"
        path="transferDisbursements"
        items={tariff.transferDisbursements}
        field={field}
      />
      <DisbursementListSection
        title="Bond disbursements"
        path="bondDisbursements"
        items={tariff.bondDisbursements}
        field={field}
      />

      <TableSection
        title="Bank initiation fee"
        hint="min(base + rate % × (bond − threshold), cap), never above the maximum % of the bond; VAT added when it applies."
      >
        <NumberField label="Base (R)" path="bankInitiationFee.base" {...field} />
        <NumberField
          label="Rate above threshold (%)"
          path="bankInitiationFee.ratePercent"
          {...field}
        />
        <NumberField label="Threshold (R)" path="bankInitiationFee.threshold" {...field} />
        <NumberField label="Cap (R)" path="bankInitiationFee.cap" {...field} />
        <NumberField
          label="Maximum (% of the bond)"
          path="bankInitiationFee.maxPercentOfBond"
          {...field}
        />
        <CheckboxField label="VAT applies" path="bankInitiationFee.vatApplies" {...field} />
        <SourcedFields prefix="bankInitiationFee" field={field} />
      </TableSection>
    </Stack>
  );
}
