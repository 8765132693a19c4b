import { type MessageResponse, type RegisterRequest, registerRequest } from '@doco/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const REGISTER_PATH = '/api/auth/register';

/** The Register form's own fields (spec §5); the honeypot and timing are added at submit. */
export const registerFormSchema = registerRequest.pick({ firstName: true, lastName: true, email: true, password: true });

export function register(input: RegisterRequest): Promise<MessageResponse | null> {
  return apiJson<MessageResponse | null>('POST', REGISTER_PATH, input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
