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
import { useCreateRecord } from "@/lib/records/create-record";
import { capitalise, RECORD_KIND_INFO, recordPath } from "@/lib/records/record-kinds";
import type { CreateRecordInput, RecordKind } from "@/lib/records/record-types";

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

/** The name (and a scenario's tax year); creates the record with the "New" defaults, opens it. */
export function NewRecordForm({ kind, clientId, profileDateOfBirth, onClose }: NewRecordFormProps) {
  const navigate = useNavigate();
  const create = useCreateRecord(kind);
  const isScenario = kind === "scenario";
  const tables = useCurrentRateTables();
  const [name, setName] = useState("");
  const years = taxYearsOf(tables);
  const [taxYear, setTaxYear] = useState(() =>
    String(defaultTaxYear(isoDateInSouthAfrica(new Date()), years)),
  );
  const [error, setError] = useState<string | null>(null);
  const label = isScenario ? "Scenario name" : "Description";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(`${label.toLowerCase()} missing`);
      return;
    }
    const body = (
      isScenario
        ? { clientId, scenarioName: trimmed, taxYear: Number(taxYear) }
        : { clientId, description: trimmed }
    ) as CreateRecordInput<typeof kind>;
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
          placeholder={
            isScenario
              ? "e.g. Salary with bonus"
              : `e.g. ${capitalise(RECORD_KIND_INFO[kind].noun)} for the Rosebank flat`
          }
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
        {isScenario ? (
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
        {isScenario ? (
          <Text size="sm" c="dimmed">
            {profileDateOfBirth
              ? `From the client's profile: date of birth ${formatDateOr(profileDateOfBirth, "")}; the age follows the tax year.`
              : "The client's profile has no date of birth: the scenario starts at age 40. Add it to the profile, or change the age in the scenario."}
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
