import { hasOwnName, type InvestmentOptionInput } from "@adviser-desk/finance";
import { ActionIcon, Group, NativeSelect, Paper, Stack, TextInput, Tooltip } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { optionCssColor } from "../lib/option-display";
import {
  changeKind,
  KIND_LABELS,
  type OptionDefaults,
  type OptionKind,
} from "../lib/option-factory";
import { BondExtraFields } from "./bond-extra-fields";
import { MarketFields } from "./market-fields";
import { PropertyFields } from "./property-fields";

interface OptionCardProps {
  index: number;
  option: InvestmentOptionInput;
  /** The name the results and reports give it (optionDisplayNames). */
  displayName: string;
  onChange: (option: InvestmentOptionInput) => void;
  onRemove: () => void;
  canRemove: boolean;
  /** The message for a field of this option ("monthlyContribution"). */
  errorAt: (field: string) => string | undefined;
  /** Where a field's value was taken from, or undefined. */
  noteAt?: ((field: string) => ReactNode | undefined) | undefined;
  defaults: OptionDefaults;
}

const KIND_DATA = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }));
const isKind = (value: string | null): value is OptionKind =>
  value === "market" || value === "property" || value === "bond-extra";

/** One option of the comparison: its name, its kind, and that kind's fields. */
export function OptionCard({
  index,
  option,
  displayName,
  onChange,
  onRemove,
  canRemove,
  errorAt,
  noteAt,
  defaults,
}: OptionCardProps) {
  const number = index + 1;
  const common = { errorAt, noteAt, inflationPercent: defaults.inflationPercent };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={`Option ${number}`}
      style={{
        borderTop: `4px solid ${optionCssColor(index)}`,
      }}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            size="md"
            label={`Option ${number}`}
            // A default name follows the wrapper: shown as the results name the option, until
            // the adviser types a name of their own (review N2).
            value={hasOwnName(option) ? (option.label ?? "") : displayName}
            onChange={(event) => onChange({ ...option, label: event.currentTarget.value })}
            error={errorAt("label")}
            maxLength={60}
          />
          <Tooltip label={canRemove ? "Remove this option" : "A comparison needs two options"}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={36}
              onClick={onRemove}
              disabled={!canRemove}
              aria-label={`Remove option ${number}`}
            >
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <NativeSelect
          size="md"
          label="Kind"
          aria-label={`Kind of option ${number}`}
          data={KIND_DATA}
          value={option.kind}
          onChange={(event) => {
            const kind = event.currentTarget.value;
            if (isKind(kind)) onChange(changeKind(option, kind, defaults));
          }}
        />
        {option.kind === "market" ? (
          <MarketFields option={option} onChange={onChange} {...common} />
        ) : option.kind === "property" ? (
          <PropertyFields option={option} onChange={onChange} today={defaults.today} {...common} />
        ) : (
          <BondExtraFields option={option} onChange={onChange} {...common} />
        )}
      </Stack>
    </Paper>
  );
}
