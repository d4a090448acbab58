import type { RegisterBody } from '@scrivania/core/account/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const useRegister = () =>
  useMutation({
    mutationFn: (body: RegisterBody) =>
      apiRequest<{ success: boolean; message: string }>('register', { method: 'POST', body }),
  });
