import { Button, Flex } from "@mantine/core";
import { IconDevices, IconLogout } from "@tabler/icons-react";
import { useSignOut } from "@/lib/api/sign-out";
import { useRevokeOtherSessions } from "../api/revoke-other-sessions";

export function SessionsPanel() {
  const revoke = useRevokeOtherSessions();
  const signOut = useSignOut();
  return (
    <Flex gap="sm" justify="flex-end" direction={{ base: "column", xs: "row" }}>
      <Button
        variant="default"
        leftSection={<IconDevices size={18} stroke={1.6} />}
        loading={revoke.isPending}
        onClick={() => revoke.mutate()}
      >
        Sign out of other sessions
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconLogout size={18} stroke={1.6} />}
        loading={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        Logout
      </Button>
    </Flex>
  );
}
