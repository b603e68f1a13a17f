import { ROA_SECTIONS, type RoaContent, type RoaRecord } from "@adviser-desk/contracts";
import { Checkbox, Group, Stack, Switch, Text, Textarea } from "@mantine/core";
import { RoaSection } from "./roa-section";

type Basis = RoaContent["basis"];

/** Section 1: the calculations and other material the advice rests on, and the s8 warning. */
export function BasisSection({
  basis,
  records,
  fullSchedules,
  onChange,
  onFullSchedules,
}: {
  basis: Basis;
  records: RoaRecord[];
  fullSchedules: boolean;
  onChange: (basis: Basis) => void;
  onFullSchedules: (full: boolean) => void;
}) {
  // Ticked records keep the order they were ticked in; the appendices follow it.
  const tick = (id: string, on: boolean) =>
    onChange({
      ...basis,
      recordIds: on ? [...basis.recordIds, id] : basis.recordIds.filter((x) => x !== id),
    });
  return (
    <RoaSection
      id="roa-basis"
      title={ROA_SECTIONS.basis}
      hint="Tick the calculations the advice rests on: each is printed as an appendix, with the dated official tables it used."
    >
      {records.length === 0 ? (
        <Text size="sm">This client has no calculations yet.</Text>
      ) : (
        <Stack gap="xs" role="group" aria-label="Calculations the advice rests on">
          {records.map((r) => (
            <Checkbox
              key={r.id}
              checked={basis.recordIds.includes(r.id)}
              onChange={(e) => tick(r.id, e.currentTarget.checked)}
              label={
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={500}>
                    {r.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.description}
                    {r.locked ? " · locked" : ""}
                  </Text>
                </Group>
              }
              description={r.tables.length > 0 ? `Tables: ${r.tables.join("; ")}` : undefined}
            />
          ))}
        </Stack>
      )}
      <Switch
        label="Print each calculation's full schedules (year by year) instead of its summary pages"
        checked={fullSchedules}
        onChange={(e) => onFullSchedules(e.currentTarget.checked)}
      />
      <Textarea
        label="Other information and material the advice is based on"
        description="Statements, quotes, what the client told you. One paragraph a line."
        autosize
        minRows={2}
        value={basis.otherInformation}
        onChange={(e) => onChange({ ...basis, otherInformation: e.currentTarget.value })}
      />
      <Checkbox
        label="The client declined to give information I asked for"
        description="The record then carries the warning General Code s8 prescribes."
        checked={basis.informationIncomplete}
        onChange={(e) => onChange({ ...basis, informationIncomplete: e.currentTarget.checked })}
      />
      {basis.informationIncomplete ? (
        <Textarea
          label="What the client did not give"
          autosize
          minRows={2}
          value={basis.informationDeclined}
          onChange={(e) => onChange({ ...basis, informationDeclined: e.currentTarget.value })}
        />
      ) : null}
    </RoaSection>
  );
}
