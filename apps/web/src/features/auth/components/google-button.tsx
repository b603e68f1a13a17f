import { Button } from "@mantine/core";
import { useSignInWithGoogle } from "../api/sign-in-google";
import { GoogleIcon } from "./google-icon";

/** Shown only when the server has Google sign-in configured (config.googleEnabled). */
export function GoogleButton() {
  const google = useSignInWithGoogle();
  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<GoogleIcon />}
      loading={google.isPending || google.isSuccess}
      onClick={() => google.mutate()}
    >
      Continue with Google
    </Button>
  );
}
