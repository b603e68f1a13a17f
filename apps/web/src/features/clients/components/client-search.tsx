import { CloseButton, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";

const SEARCH_DEBOUNCE_MS = 300;

interface ClientSearchProps {
  /** The search in effect (from the address bar). */
  value: string;
  onSearch: (q: string) => void;
}

/** Searches as the person types, once they pause (the server does the matching). */
export function ClientSearch({ value, onSearch }: ClientSearchProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
  }, [debounced, value, onSearch]);

  return (
    <TextInput
      type="search"
      aria-label="Search clients"
      placeholder="Search by name or surname"
      leftSection={<IconSearch size={18} stroke={1.6} />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      rightSection={
        text ? (
          <CloseButton aria-label="Clear search" onClick={() => setText("")} size="sm" />
        ) : null
      }
      maxLength={100}
      w="100%"
    />
  );
}
