import { type MessageResponse, newPassword, type ResetPasswordRequest } from '@doco/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';

export const RESET_PASSWORD_PATH = '/api/auth/reset-password';

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/**
 * New and confirm password; only token and newPassword are sent. The length rule is the server's
 * (8, contracts `newPassword`), so the form never accepts what the server would refuse.
 */
export const resetPasswordFormSchema = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DONT_MATCH });

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordRequest) => apiJson<MessageResponse | null>('POST', RESET_PASSWORD_PATH, input),
  });
}
