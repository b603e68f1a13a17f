import { Button, Group, TextInput } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";

/** "New effective date" + Start on a dated table list: opens the editor at `pathOf(date)`. */
export function NewEffectiveDate({ pathOf }: { pathOf: (date: string) => string }) {
  const navigate = useNavigate();
  const [date, setDate] = useState("");
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  return (
    <Group gap="xs" align="flex-end">
      <TextInput
        label="New effective date"
        placeholder="YYYY-MM-DD"
        value={date}
        onChange={(event) => setDate(event.currentTarget.value.trim())}
        w={160}
      />
      <Button disabled={!validDate} onClick={() => void navigate(pathOf(date))}>
        Start
      </Button>
    </Group>
  );
}
