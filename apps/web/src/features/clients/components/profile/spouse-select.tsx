import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { clientQueryOptions } from "../../api/get-client";
import { useClientList } from "../../api/list-clients";
import { fullName } from "../../lib/client-name";

interface SpouseSelectProps {
  /** The client being edited: never offered as their own spouse. */
  clientId: string;
  initial: string | null;
  onChange: (spouseId: string | null) => void;
  error?: ReactNode;
}

/** The spouse or partner: one of the company's other clients, found by name. */
export function SpouseSelect({ clientId, initial, onChange, error }: SpouseSelectProps) {
  const [value, setValue] = useState(initial);
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 250);
  const list = useClientList({ q, deleted: false });
  const chosen = useQuery({ ...clientQueryOptions(value ?? ""), enabled: value !== null });
  const options = new Map<string, string>();
  if (value && chosen.data) options.set(value, fullName(chosen.data));
  for (const page of list.data?.pages ?? []) {
    for (const other of page.items)
      if (other.id !== clientId) options.set(other.id, fullName(other));
  }
  return (
    <Select
      size="md"
      label="Spouse or partner"
      description="Another of your clients; linked both ways"
      placeholder="Type a name to search"
      searchable
      clearable
      nothingFoundMessage={list.isFetching ? "Searching…" : "No client by that name"}
      data={[...options].map(([id, label]) => ({ value: id, label }))}
      value={value}
      error={error}
      filter={({ options: all }) => all}
      onSearchChange={setSearch}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}
