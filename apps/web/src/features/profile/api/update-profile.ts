import type { UpdateProfileInput } from "@adviser-desk/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authCall, loadAuthClient } from "@/lib/auth-call";
import { notifySuccess } from "@/lib/notify";
import { invalidateSession } from "@/lib/session";

export async function updateProfile(input: UpdateProfileInput) {
  const authClient = await loadAuthClient();
  return authCall(authClient.updateUser({ name: input.name }));
}

/** Saves the display name; the header re-reads it through the session query. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      await invalidateSession(queryClient);
      notifySuccess("Name saved");
    },
  });
}
