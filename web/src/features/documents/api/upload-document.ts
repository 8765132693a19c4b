import { type UploadResponse, uploadResponse } from '@doco/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { uploadInputSchema } from '../lib/upload-rules.ts';
import { documentsQueryOptions } from './get-documents.ts';

/** POST /api/documents: multipart, one file in the field `document`. */
export async function uploadDocument(file: File): Promise<UploadResponse> {
  const valid = uploadInputSchema.parse(file);
  const form = new FormData();
  form.append('document', valid, valid.name);
  return uploadResponse.parse(await apiJson('POST', '/api/documents', form));
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryOptions.queryKey }),
  });
}
