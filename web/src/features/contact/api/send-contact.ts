import { type ContactRequest, contactRequest, type MessageResponse } from '@doco/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const CONTACT_PATH = '/api/contact';

/** The visible fields with the spec §5 messages; the honeypot and timing are added at submit. */
export const contactFormSchema = contactRequest.pick({
  firstName: true,
  lastName: true,
  email: true,
  subject: true,
  category: true,
  message: true,
});

export function useSendContact() {
  return useMutation({
    mutationFn: (input: ContactRequest) => apiJson<MessageResponse | null>('POST', CONTACT_PATH, input),
  });
}
