import type { TransferDutyInputs } from "@adviser-desk/contracts";
import type { BuyerType, Problem, TransferCostOverrides } from "@adviser-desk/finance";
import {
  Collapse,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { DateField } from "@/components/inputs/date-field";
import { MoneyInput } from "@/components/inputs/money-input";
import { PercentInput } from "@/components/inputs/percent-input";
import { RecordSection } from "../../../components/record-section";
import type { FieldErrors } from "../../../engine/use-record-editor";
import { inputPathOf } from "../lib/compute-transfer-duty";

interface TransferDutyFormProps {
  inputs: TransferDutyInputs;
  onChange: (patch: Partial<TransferDutyInputs>) => void;
  problems: readonly Problem[];
  fieldErrors: FieldErrors;
  /** Where a field's value was taken from ("bondAmount"), or undefined. */
  noteAt?: ((path: string) => ReactNode | undefined) | undefined;
}

const OVERRIDES: { key: keyof TransferCostOverrides; label: string; description: string }[] = [
  {
    key: "transferAttorneyFee",
    label: "Transfer attorney fee",
    description: "Excl. VAT (VAT is added)",
  },
  {
    key: "transferDisbursements",
    label: "Transfer disbursements",
    description: "All together, incl. VAT",
  },
  { key: "bondAttorneyFee", label: "Bond attorney fee", description: "Excl. VAT (VAT is added)" },
  { key: "bondDisbursements", label: "Bond disbursements", description: "All together, incl. VAT" },
  { key: "bankInitiationFee", label: "Bank initiation fee", description: "Incl. VAT" },
];

/** Purchase price, acquisition date, bond, VAT sale, buyer type, and optional actual quotes. */
export function TransferDutyForm({
  inputs,
  onChange,
  problems,
  fieldErrors,
  noteAt,
}: TransferDutyFormProps) {
  const errorOf = (path: string) =>
    problems.find((problem) => inputPathOf(problem.path) === path)?.message ??
    fieldErrors[`inputs.${path}`];
  const overrides = inputs.overrides ?? {};
  const [quotesOpen, setQuotesOpen] = useState(Object.keys(overrides).length > 0);

  const setOverride = (key: keyof TransferCostOverrides, value: number) => {
    const { [key]: _old, ...rest } = overrides;
    // Cleared (0) means "use the tariff's figure" again.
    const next = value > 0 ? { ...rest, [key]: value } : rest;
    onChange({ overrides: Object.keys(next).length > 0 ? next : undefined });
  };

  return (
    <RecordSection title="Purchase" description="The property, its price and how it is paid for.">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MoneyInput
            label="Purchase price"
            description="The transfer amount (consideration)"
            value={inputs.transferAmount}
            onChange={(transferAmount) => onChange({ transferAmount })}
            error={errorOf("transferAmount")}
            emptyIsZero={false}
          />
          <DateField
            label="Acquisition date"
            description="When the sale agreement was signed"
            value={inputs.acquisitionDate}
            onChange={(acquisitionDate) => onChange({ acquisitionDate })}
            error={errorOf("acquisitionDate")}
          />
          <MoneyInput
            label="Bond amount"
            description={noteAt?.("bondAmount") ?? "0 for a cash purchase"}
            value={inputs.bondAmount ?? 0}
            onChange={(bondAmount) => onChange({ bondAmount })}
            error={errorOf("bondAmount")}
          />
          <PercentInput
            label="Bond interest rate (optional)"
            description="For planning the bond; not part of the duty or costs"
            value={inputs.bondRatePercent ?? 0}
            onChange={(bondRatePercent) =>
              onChange({ bondRatePercent: bondRatePercent > 0 ? bondRatePercent : undefined })
            }
            error={errorOf("bondRatePercent")}
          />
          <MoneyInput
            label="Fair value (optional)"
            description="Duty and the Deeds Office fee use the greater of price and fair value"
            value={inputs.fairValue ?? 0}
            onChange={(fairValue) => onChange({ fairValue: fairValue > 0 ? fairValue : undefined })}
            error={errorOf("fairValue")}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Buyer
          </Text>
          <SegmentedControl
            aria-label="Buyer"
            value={inputs.buyerType ?? "natural"}
            onChange={(value) => onChange({ buyerType: value as BuyerType })}
            data={[
              { value: "natural", label: "Natural person" },
              { value: "juristic", label: "Company, CC or trust" },
            ]}
            fullWidth
          />
          <Text size="xs" c="dimmed">
            The duty is the same for both; FICA verification costs differ.
          </Text>
        </Stack>
        <Switch
          label="The seller is a VAT vendor selling in the course of business"
          description="VAT is included in the price instead of transfer duty (s9(15))"
          checked={inputs.vatRegisteredSeller ?? false}
          onChange={(event) => onChange({ vatRegisteredSeller: event.currentTarget.checked })}
        />
        <UnstyledButton
          onClick={() => setQuotesOpen((open) => !open)}
          aria-expanded={quotesOpen}
          aria-controls="transfer-quotes"
        >
          <Text size="sm" fw={600} c="navy.7">
            Use actual quotes instead of the tariff estimates{" "}
            <IconChevronDown
              size={14}
              style={{ transform: quotesOpen ? "rotate(180deg)" : undefined, verticalAlign: -2 }}
            />
          </Text>
        </UnstyledButton>
        <Collapse expanded={quotesOpen} id="transfer-quotes">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {OVERRIDES.map((field) => (
              <MoneyInput
                key={field.key}
                label={field.label}
                description={field.description}
                placeholder="Tariff estimate"
                value={overrides[field.key] ?? 0}
                onChange={(value) => setOverride(field.key, value)}
                error={errorOf(`overrides.${field.key}`)}
              />
            ))}
          </SimpleGrid>
        </Collapse>
      </Stack>
    </RecordSection>
  );
}
