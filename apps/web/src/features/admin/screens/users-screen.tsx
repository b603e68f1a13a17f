import { Group, Pagination, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { AdminPage } from "@/components/admin/admin-page";
import { useUserCount } from "../api/get-user-count";
import { type UserStatusFilter, useUserList } from "../api/list-users";
import { UserTable } from "../components/user-table";

const PAGE_SIZES = ["10", "20", "50", "100"];
const STATUSES: { value: UserStatusFilter; label: string }[] = [
  { value: "all", label: "All users" },
  { value: "active", label: "Active" },
  { value: "disabled", label: "Disabled" },
  { value: "admin", label: "Administrators" },
  { value: "deleted", label: "Deleted (retention)" },
];

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** /admin/users and /admin-secret: every user, paged and searched on the server (spec §7). */
export function UsersScreen() {
  const [params, setParams] = useSearchParams();
  const page = positive(params.get("page"), 1);
  const pageSize = positive(params.get("pageSize"), 20);
  const q = params.get("q") ?? "";
  const status = (STATUSES.find((s) => s.value === params.get("status"))?.value ??
    "all") as UserStatusFilter;
  const list = useUserList({ page, pageSize, q, status });
  const all = useUserCount().data?.count;

  const set = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const search = useDebouncedCallback((text: string) => set({ q: text.trim(), page: "" }), 300);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <AdminPage title="Users" description="Every account: search by name, e-mail or company name.">
      <Paper withBorder shadow="xs" p={{ base: "sm", sm: "lg" }}>
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label="Search"
              placeholder="Name, e-mail or company"
              leftSection={<IconSearch size={16} />}
              defaultValue={q}
              onChange={(event) => search(event.currentTarget.value)}
              style={{ flex: "1 1 240px" }}
            />
            <Select
              size="md"
              label="Show"
              data={STATUSES}
              value={status}
              allowDeselect={false}
              onChange={(value) => set({ status: value === "all" ? "" : (value ?? ""), page: "" })}
              w={200}
            />
          </Group>
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.data ? `${total} ${total === 1 ? "user" : "users"}` : "Loading users…"}
            {all !== undefined && (q !== "" || status !== "all") ? ` (of ${all} in all)` : null}
          </Text>
          {list.data ? <UserTable users={list.data.items} /> : null}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Select
              size="md"
              aria-label="Users per page"
              data={PAGE_SIZES}
              value={String(pageSize)}
              allowDeselect={false}
              onChange={(value) => set({ pageSize: value ?? "", page: "" })}
              w={90}
            />
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={(p) => set({ page: String(p) })}
            />
          </Group>
        </Stack>
      </Paper>
    </AdminPage>
  );
}
