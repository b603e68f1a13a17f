import { type InvestmentOptionInput, optionDisplayNames } from "@adviser-desk/finance";
import { Button, Menu, SimpleGrid, Text } from "@mantine/core";
import { IconArrowDown, IconChevronDown, IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { RecordSection } from "../../../components/record-section";
import { RESULTS_ID } from "../lib/anchors";
import {
  addOption,
  canAddOption,
  canRemoveOption,
  KIND_LABELS,
  MAX_OPTIONS,
  type OptionDefaults,
  type OptionKind,
} from "../lib/option-factory";
import { replaceOptionAt } from "../lib/option-rows";
import { OptionCard } from "./option-card";

interface OptionsSectionProps {
  options: readonly InvestmentOptionInput[];
  onChange: (options: InvestmentOptionInput[]) => void;
  /** Removes option `index` (and what its fields took from other records). */
  onRemove: (index: number) => void;
  /** Where a field's value was taken from ("options.1.monthlyContribution"), or undefined. */
  noteAt?: ((path: string) => ReactNode | undefined) | undefined;
  errorAt: (path: string) => string | undefined;
  defaults: OptionDefaults;
  readOnly: boolean;
}

const KINDS = Object.entries(KIND_LABELS) as [OptionKind, string][];

/** The 2–4 options side by side, each a card; add (by kind) and remove. */
export function OptionsSection({
  options,
  onChange,
  onRemove,
  noteAt,
  errorAt,
  defaults,
  readOnly,
}: OptionsSectionProps) {
  const full = !canAddOption(options);
  const names = optionDisplayNames(options);
  return (
    <RecordSection
      title="Options"
      description={`Compare two to ${MAX_OPTIONS} ways to invest the same money.`}
      aside={
        <Menu position="bottom-end" width={220} disabled={full || readOnly}>
          <Menu.Target>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={15} />}
              rightSection={<IconChevronDown size={14} />}
              disabled={full || readOnly}
            >
              Add option
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {KINDS.map(([kind, label]) => (
              <Menu.Item key={kind} onClick={() => onChange(addOption(options, kind, defaults))}>
                {label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      }
    >
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: Math.min(options.length, 4) }}
        spacing="md"
        style={{ alignItems: "start" }}
      >
        {options.map((option, index) => (
          <OptionCard
            // An option is its position in the comparison (labels may repeat while typing).
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            index={index}
            option={option}
            displayName={names[index] ?? ""}
            onChange={(next) => onChange(replaceOptionAt(options, index, next))}
            onRemove={() => onRemove(index)}
            canRemove={canRemoveOption(options)}
            errorAt={(field) => errorAt(`options.${index}.${field}`)}
            noteAt={(field) => noteAt?.(`options.${index}.${field}`)}
            defaults={defaults}
          />
        ))}
      </SimpleGrid>
      <Button
        component="a"
        href={`#${RESULTS_ID}`}
        variant="subtle"
        size="xs"
        hiddenFrom="md"
        rightSection={<IconArrowDown size={14} />}
        style={{ alignSelf: "flex-start" }}
      >
        See the results
      </Button>
      {full ? (
        <Text size="xs" c="dimmed">
          Four options is the most one comparison holds: copy it to compare others.
        </Text>
      ) : null}
    </RecordSection>
  );
}
