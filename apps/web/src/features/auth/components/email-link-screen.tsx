import { Anchor, Button, Stack, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { AuthCard } from "@/components/auth-card";
import { FormField } from "@/components/fields/form-field";
import { type SchemaLoader, useSchemaForm } from "@/hooks/use-schema-form";
import { loadAuthClient } from "@/lib/auth-call";
import { LOGIN } from "@/lib/paths";
import { CheckEmailPanel } from "./check-email-panel";

type EmailSchema = z.ZodType<{ email: string }, { email: string }>;

/** The call that sends the link: a mutation hook, stable (module level). */
type UseSendLink = () => {
  mutate: (email: string) => void;
  reset: () => void;
  isPending: boolean;
  isSuccess: boolean;
};

interface EmailLinkScreenProps {
  schema: SchemaLoader<EmailSchema>;
  useSendLink: UseSendLink;
  initialEmail: string;
  /** The card's title and the page's ("Forgot your password?" / "Forgot password"). */
  title: string;
  pageTitle: string;
  description: string;
  submitLabel: string;
  /** What "Check your e-mail" says was sent. */
  sent: ReactNode;
  /** Whether "Check your e-mail" offers to send it again (back to the form). */
  resendable: boolean;
}

/**
 * A signed-out screen that asks for an e-mail address and sends a link to it (a new password, a
 * new verification), then says to check the e-mail whatever the address, so it never tells
 * whether an account exists.
 */
export function EmailLinkScreen(props: EmailLinkScreenProps) {
  const send = props.useSendLink();
  const { form, formProps } = useSchemaForm({
    schema: props.schema,
    initialValues: { email: props.initialEmail },
    onSubmit: (values) => send.mutate(values.email),
    warmUp: loadAuthClient,
  });

  if (send.isSuccess) {
    return (
      <AuthCard title="Check your e-mail">
        <title>Check your e-mail · Adviser Desk</title>
        <CheckEmailPanel onResend={props.resendable ? () => send.reset() : undefined}>
          {props.sent}
        </CheckEmailPanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={props.title}
      description={props.description}
      footer={
        <Anchor component={Link} to={LOGIN} size="sm">
          Back to sign in
        </Anchor>
      }
    >
      <title>{`${props.pageTitle} · Adviser Desk`}</title>
      <form {...formProps}>
        <Stack gap="md">
          <FormField
            component={TextInput}
            boundTo={form}
            path="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <Button type="submit" fullWidth loading={send.isPending}>
            {props.submitLabel}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
