import { useMutation } from '@tanstack/react-query';
import { apiFile } from './api-client.ts';
import { saveFile } from './save-file.ts';

/**
 * Downloads a file the API answers only with the session's bearer token (an export, an invoice) under
 * the server's file name: fetched as a blob and handed to the browser, so no token ever sits in an address.
 */
export function useFileDownload() {
  return useMutation({
    mutationFn: async ({ path, fallbackName }: { path: string; fallbackName: string }) => {
      const file = await apiFile(path, { auth: true });
      saveFile(file.blob, file.fileName ?? fallbackName);
    },
  });
}
