import { type MessageResponse, type ResendVerificationRequest, resendVerificationRequest } from '@doco/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const RESEND_VERIFICATION_PATH = '/api/auth/resend-verification';

/** 'Email is required', then 'Invalid email address'. */
export const resendVerificationFormSchema = resendVerificationRequest;

export function useResendVerification() {
  return useMutation({
    mutationFn: (input: ResendVerificationRequest) =>
      apiJson<MessageResponse | null>('POST', RESEND_VERIFICATION_PATH, input),
  });
}
