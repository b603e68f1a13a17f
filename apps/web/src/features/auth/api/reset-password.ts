import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { authCall, loadAuthClient } from "@/lib/auth-call";
import { LOGIN } from "@/lib/paths";

export async function resetPassword(input: { newPassword: string; token: string }) {
  const authClient = await loadAuthClient();
  return authCall(authClient.resetPassword(input));
}

export function useResetPassword() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: async () => {
      await navigate(`${LOGIN}?reset=1`, { replace: true });
    },
  });
}
