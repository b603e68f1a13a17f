import { Alert, Button, Group, Text } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useLocation, useNavigate } from "react-router";
import { messageOfCode } from "@/lib/error-message";
import { signInFirst } from "@/lib/route-access";
import { withSignOutReason } from "@/lib/sign-out-reason";
import classes from "./signed-out-notice.module.css";

/**
 * Shown the moment the config stream says an administrator ended this page's session: why, and
 * that nothing more can be saved. The page underneath stays as it is, so what was typed can be
 * copied; the person goes to sign in when they choose.
 */
export function SignedOutNotice({ code }: { code: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const reason = messageOfCode(code);
  return (
    <Alert
      className={classes.notice}
      color="red"
      variant="filled"
      role="alert"
      icon={<IconLogout size={20} />}
      title="You have been signed out"
      data-testid="signed-out-notice"
    >
      <Text size="sm" c="white">
        {reason.charAt(0).toLocaleUpperCase("en-ZA")}
        {reason.slice(1)}. Nothing more can be saved from this page. What you typed is still here:
        copy anything you need before you leave.
      </Text>
      <Group mt="sm">
        <Button
          size="xs"
          color="red"
          variant="white"
          onClick={() =>
            void navigate(withSignOutReason(signInFirst(`${pathname}${search}`)), {
              replace: true,
            })
          }
        >
          Go to sign in
        </Button>
      </Group>
    </Alert>
  );
}
