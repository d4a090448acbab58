import { API_BASE, ApiError, readToken } from './api-client.ts';

/**
 * Sends a multipart form to the API with the session token, reporting the upload's progress (0–100),
 * which fetch cannot. Resolves with the parsed answer; rejects with ApiError carrying the server's words
 * (status 0 when the connection failed).
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress: (percent: number) => void) {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/${path}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError('', 0));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      const answer = body as { success?: boolean; message?: string } | null;
      if (request.status >= 200 && request.status < 300 && answer?.success !== false) resolve(body as T);
      else reject(new ApiError(answer?.message ?? '', request.status));
    };
    request.send(form);
  });
}
