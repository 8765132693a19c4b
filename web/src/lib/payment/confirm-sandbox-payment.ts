import { type SandboxConfirmRequest, type SandboxConfirmResponse, sandboxConfirmRequest, sandboxConfirmResponse } from '@doco/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** POST /api/payment/sandbox/confirm: the sandbox's stand-in for Stripe.js's card confirmation. */
export async function confirmSandboxPayment(input: SandboxConfirmRequest): Promise<SandboxConfirmResponse> {
  const body = sandboxConfirmRequest.parse(input);
  return sandboxConfirmResponse.parse(await apiJson('POST', '/api/payment/sandbox/confirm', body));
}

export function useConfirmSandboxPayment() {
  return useMutation({ mutationFn: confirmSandboxPayment });
}
