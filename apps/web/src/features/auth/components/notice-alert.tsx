import { Alert, Anchor, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import type { LoginNotice } from "../lib/login-notice";

export function NoticeAlert({ notice }: { notice: LoginNotice }) {
  const success = notice.tone === "success";
  const NoticeIcon = success ? IconCircleCheck : IconAlertCircle;
  return (
    <Alert
      color={success ? "teal" : "red"}
      icon={<NoticeIcon size={20} stroke={1.8} />}
      title={notice.title}
      role={success ? "status" : "alert"}
    >
      {notice.message || notice.action ? (
        <Stack gap={6}>
          {notice.message ? <Text size="sm">{notice.message}</Text> : null}
          {notice.action ? (
            <Anchor href={notice.action.to} size="sm">
              {notice.action.label}
            </Anchor>
          ) : null}
        </Stack>
      ) : null}
    </Alert>
  );
}
