import { Button } from "@mantine/core";
import { useAsyncAction } from "@/lib/use-async-action";
import { signInWithGoogle } from "../api/sign-in-google";
import { GoogleIcon } from "./google-icon";

/** Shown only when the server has Google sign-in configured (config.googleEnabled). */
export function GoogleButton() {
  const google = useAsyncAction(signInWithGoogle);
  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<GoogleIcon />}
      loading={google.isPending || google.isSuccess}
      onClick={() => google.run(undefined)}
    >
      Continue with Google
    </Button>
  );
}
