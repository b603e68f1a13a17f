import { Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { meQueryOptions } from "@/lib/api/get-me";
import { publicConfigQueryOptions } from "@/lib/api/get-public-config";
import { useHealth } from "../api/get-health";
import { StatusRow } from "../components/status-row";

const serviceWorkerState = () => {
  if (!("serviceWorker" in navigator)) return "not supported by this browser";
  return navigator.serviceWorker.controller ? "active" : "not active on this page yet";
};

/** /test: what support asks for first — versions, API and database health, who is signed in. */
export function DiagnosticsScreen() {
  const queryClient = useQueryClient();
  const config = useQuery(publicConfigQueryOptions());
  const api = useHealth("/healthz");
  const database = useHealth("/readyz");
  const me = useQuery({ ...meQueryOptions(), staleTime: 0, retry: false });

  const checking = config.isFetching || api.isFetching || database.isFetching || me.isFetching;
  const user = me.data?.user;

  return (
    <Paper withBorder shadow="sm" p={{ base: "lg", xs: "xl" }} w="100%" maw={560}>
      <title>System status · Adviser Desk</title>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={26} c="navy.9">
            System status
          </Title>
          <Text size="sm" c="dimmed">
            A quick check of this app and its server. Support may ask you for what this page shows.
          </Text>
        </Stack>
        <Stack gap={0}>
          <StatusRow
            label="App version"
            ok={config.data ? true : config.isError ? false : null}
            value={config.data?.version ?? (config.isError ? "could not be read" : "checking…")}
            hint={config.data?.underConstruction ? "The site is under construction." : undefined}
          />
          <Divider />
          <StatusRow
            label="API"
            ok={api.data?.ok ?? null}
            value={api.data ? `${api.data.detail} · ${api.data.ms} ms` : "checking…"}
          />
          <Divider />
          <StatusRow
            label="Database"
            ok={database.data?.ok ?? null}
            value={database.data ? `${database.data.detail} · ${database.data.ms} ms` : "checking…"}
          />
          <Divider />
          <StatusRow
            label="Signed in"
            ok={me.isPending ? null : me.isError ? false : "info"}
            value={
              me.isPending
                ? "checking…"
                : me.isError
                  ? "could not be checked"
                  : user
                    ? `${user.name || user.email} (${user.email})`
                    : "signed out"
            }
          />
          <Divider />
          <StatusRow label="Offline app shell" ok="info" value={serviceWorkerState()} />
        </Stack>
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconRefresh size={17} />}
            loading={checking}
            onClick={() => {
              for (const queryKey of [
                ["diagnostics"],
                publicConfigQueryOptions().queryKey,
                meQueryOptions().queryKey,
              ]) {
                void queryClient.invalidateQueries({ queryKey });
              }
            }}
          >
            Check again
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
