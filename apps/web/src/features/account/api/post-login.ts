import type { LoginBody, LoginResponse } from '@scrivania/core/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const useLogin = () =>
  useMutation({
    mutationFn: (body: LoginBody) => apiRequest<LoginResponse>('login', { method: 'POST', body }),
  });
