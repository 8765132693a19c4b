import { type LoginRequest, loginRequest, publicUser } from '@doco/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { authUserQueryOptions, clearLoggedOutFlag } from '@/lib/auth';

export const LOGIN_PATH = '/api/auth/login';

/** The Sign In form's schema: 'Invalid email address', 'Password is required' (spec §5). */
export const loginFormSchema = loginRequest;

export function login(input: LoginRequest): Promise<unknown> {
  return apiJson('POST', LOGIN_PATH, input);
}

/** Signs in; on success the logged-out flag goes and the returned user becomes the auth state. */
export function useLogin({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (data) => {
      clearLoggedOutFlag();
      const user = publicUser.safeParse(data);
      if (user.success) queryClient.setQueryData(authUserQueryOptions.queryKey, user.data);
      else await queryClient.invalidateQueries({ queryKey: authUserQueryOptions.queryKey });
      onSuccess?.();
    },
  });
}
