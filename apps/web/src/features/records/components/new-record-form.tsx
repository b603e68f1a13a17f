import { formatDateOr } from "@adviser-desk/format";
import "@mantine/core/styles/Combobox.css";
import {
  DEFAULT_TAX_YEAR,
  defaultTaxYear,
  isoDateInSouthAfrica,
} from "@adviser-desk/contracts/record-defaults";
import { Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useCurrentRateTables } from "@/lib/rate-tables/rate-tables-query";
import { taxYearsOf } from "@/lib/rate-tables/tables-of";
import { useCreateRecord } from "../engine/create-record";
import { recordPath } from "../engine/record-paths";
import type { CreateRecordInput, RecordKind } from "../engine/record-types";
import { KINDS } from "../kinds/kinds";

const taxYearOptions = (years: readonly number[]) =>
  [...years]
    .sort((a, b) => b - a)
    .map((year) => ({
      value: String(year),
      label: `${year} (March ${year - 1} – February ${year})`,
    }));

interface NewRecordFormProps {
  kind: RecordKind;
  clientId: string;
  /** The client's date of birth from their profile, or null. */
  profileDateOfBirth: string | null;
  onClose: () => void;
}

/** The name (and, for a kind that asks, the tax year); creates the record with the server's defaults, opens it. */
export function NewRecordForm({ kind, clientId, profileDateOfBirth, onClose }: NewRecordFormProps) {
  const navigate = useNavigate();
  const create = useCreateRecord(kind);
  const { name: nameField, taxYear: asksTaxYear } = KINDS[kind];
  const tables = useCurrentRateTables();
  const [name, setName] = useState("");
  const years = taxYearsOf(tables);
  const [taxYear, setTaxYear] = useState(() =>
    String(defaultTaxYear(isoDateInSouthAfrica(new Date()), years)),
  );
  const [error, setError] = useState<string | null>(null);
  const label = nameField.label;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(`${label.toLowerCase()} missing`);
      return;
    }
    const body = {
      clientId,
      [nameField.field]: trimmed,
      ...(asksTaxYear ? { taxYear: Number(taxYear) } : {}),
    } as CreateRecordInput<typeof kind>;
    create.mutate(body, {
      onSuccess: (record) => {
        onClose();
        void navigate(recordPath(kind, record.id));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={label}
          placeholder={nameField.placeholder}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={200}
          data-autofocus
          required
        />
        {asksTaxYear ? (
          <Select
            label="Tax year"
            description="The year of assessment, ending in February"
            data={taxYearOptions(years)}
            value={taxYear}
            onChange={(value) => setTaxYear(value ?? String(DEFAULT_TAX_YEAR))}
            allowDeselect={false}
            size="md"
          />
        ) : null}
        {asksTaxYear ? (
          <Text size="sm" c="dimmed">
            {asksTaxYear.profileNote(
              profileDateOfBirth ? formatDateOr(profileDateOfBirth, "") : null,
            )}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
