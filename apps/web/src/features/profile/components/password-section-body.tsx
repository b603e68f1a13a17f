import { Center, Loader } from "@mantine/core";
import { useHasPassword } from "../api/list-sign-in-methods";
import { ChangePasswordForm } from "./change-password-form";
import { SetPasswordByEmail } from "./set-password-by-email";

interface PasswordSectionBodyProps {
  email: string;
  passwordMinLength: number;
}

/** Change the password, or (Google-only account) offer to set one by e-mail. */
export function PasswordSectionBody({ email, passwordMinLength }: PasswordSectionBodyProps) {
  const hasPassword = useHasPassword();
  if (hasPassword.isPending) {
    return (
      <Center mih={120}>
        <Loader size="sm" type="dots" aria-label="Loading" />
      </Center>
    );
  }
  // If the sign-in methods could not be read, offer the form: the server has the final word.
  if (hasPassword.data === false) return <SetPasswordByEmail email={email} />;
  return <ChangePasswordForm passwordMinLength={passwordMinLength} />;
}
