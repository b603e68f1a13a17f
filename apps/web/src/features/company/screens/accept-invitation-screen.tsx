import type { InvitationPreview, MeResponse } from "@adviser-desk/contracts";
import { ROLE_LABELS } from "@adviser-desk/contracts";
import { formatDate } from "@adviser-desk/format";
import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "@/components/auth-card";
import { useMe } from "@/lib/api/get-me";
import { signOut } from "@/lib/api/sign-out";
import { notifySuccess } from "@/lib/notify";
import { HOME_SIGNED_IN, LOGIN, REGISTER } from "@/lib/paths";
import { signInFirst } from "@/lib/route-access";
import { resetSession } from "@/lib/session";
import { withNext } from "@/lib/with-next";
import { useAcceptInvitation, useInvitationPreview } from "../api/accept-invitation";
import { ProblemAlert } from "../components/members/problem-alert";
import { problemSentence } from "../lib/problem-sentence";
import { ROLE_SUMMARIES } from "../lib/role-options";

const INVALID_LINK =
  "This invitation link is not valid, was already used or has expired. Ask for a new one.";

/**
 * /invitations/accept?token=…: where the invitation e-mail links to. A signed-out visitor is asked
 * to sign in or create an account, each bringing them back here; signed in, it shows what the
 * link invites to and joins on Accept.
 */
export function AcceptInvitationScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const session = useMe();
  const me = session.data;
  const preview = useInvitationPreview(me ? token : "");

  if (session.isPending) {
    return <Loader size="sm" aria-label="Loading" />;
  }
  if (me === null || me === undefined) return <SignInFirst />;

  return (
    <AuthCard title="Join a practice">
      <title>Accept invitation · Adviser Desk</title>
      {token === "" ? (
        <Refused message={INVALID_LINK} />
      ) : preview.isPending ? (
        <Loader size="sm" aria-label="Reading the invitation" />
      ) : preview.isError ? (
        <Refused message={problemSentence(preview.error)} />
      ) : me ? (
        <InvitationOffer token={token} invitation={preview.data} me={me} />
      ) : null}
    </AuthCard>
  );
}

/** Signed out: the link is kept through sign-in, or sign-up and the e-mailed verification. */
function SignInFirst() {
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <AuthCard title="Join a practice">
      <title>Accept invitation · Adviser Desk</title>
      <Stack gap="md">
        <Text>
          You have been invited to join a practice on Adviser Desk. Sign in, or create an account
          with the e-mail address the invitation was sent to; you come back here to accept.
        </Text>
        <Stack gap="sm">
          <Button component={Link} to={withNext(LOGIN, here)} fullWidth>
            Sign in
          </Button>
          <Button component={Link} to={withNext(REGISTER, here)} variant="default" fullWidth>
            Create an account
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" title="This invitation cannot be used" role="alert" variant="light">
        {message}
      </Alert>
      <Button component={Link} to={HOME_SIGNED_IN} variant="default">
        Continue to Adviser Desk
      </Button>
    </Stack>
  );
}

function InvitationOffer(props: { token: string; invitation: InvitationPreview; me: MeResponse }) {
  const { token, invitation, me } = props;
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const switchAccount = async () => {
    await signOut();
    resetSession(queryClient);
    await navigate(signInFirst(`${window.location.pathname}${window.location.search}`), {
      replace: true,
    });
  };

  if (!invitation.forYou) {
    // The server names nothing of an invitation to another address (a forwarded or leaked link).
    return (
      <Alert color="orange" variant="light" title="Sent to another address">
        <Stack gap="sm" align="flex-start">
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            This invitation was sent to another e-mail address than {me.user.email}. Sign in with
            the address it was sent to, to see it and accept it.
          </Text>
          <Button size="xs" variant="default" onClick={() => void switchAccount()}>
            Sign out and switch account
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <OfferForYou token={token} invitation={invitation} me={me} />;
}

function OfferForYou(props: {
  token: string;
  invitation: Extract<InvitationPreview, { forYou: true }>;
  me: MeResponse;
}) {
  const { token, invitation, me } = props;
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const role = ROLE_LABELS[invitation.role];

  return (
    <Stack gap="md">
      <Text>
        {invitation.inviterName ?? "The owner"} invites you to join{" "}
        <Text span fw={700}>
          {invitation.companyName}
        </Text>{" "}
        as{" "}
        <Text span fw={700}>
          {role}
        </Text>
        .
      </Text>
      <Text size="sm" c="dimmed">
        {role}: {ROLE_SUMMARIES[invitation.role]} The invitation expires on{" "}
        {formatDate(invitation.expiresAt)}.
      </Text>
      {me.company ? (
        <Alert color="orange" variant="light" title="You already belong to a practice">
          You are a member of {me.company.accountName}, so you cannot join another. Ask its owner to
          remove you first.
        </Alert>
      ) : (
        <>
          <ProblemAlert error={accept.error} title="You have not joined" />
          <Group justify="flex-end">
            <Button
              loading={accept.isPending || accept.isSuccess}
              onClick={() =>
                accept.mutate(token, {
                  onSuccess: async () => {
                    notifySuccess(`You joined ${invitation.companyName}`);
                    await navigate(HOME_SIGNED_IN, { replace: true });
                  },
                })
              }
            >
              Accept and join
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
