import { type MessageResponse, forgotPasswordRequest } from '@doco/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const FORGOT_PASSWORD_PATH = '/api/auth/forgot-password';

/** Only the email is sent; the spec's captcha field is unused. */
export const forgotPasswordFormSchema = forgotPasswordRequest.pick({ email: true });

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string }) => apiJson<MessageResponse | null>('POST', FORGOT_PASSWORD_PATH, input),
  });
}
