import { type ChangePasswordRequest, changePasswordRequest, type MessageResponse } from '@doco/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { authUserQueryOptions } from '@/lib/auth';

export const CHANGE_PASSWORD_PATH = '/api/auth/change-password';

/** 'Current password is required'; the new password follows the server's 8-character rule. */
export const changePasswordFormSchema = changePasswordRequest;

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) => apiJson<MessageResponse | null>('POST', CHANGE_PASSWORD_PATH, input),
    // The server renews the session on a change: read the user again under it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authUserQueryOptions.queryKey }),
  });
}
