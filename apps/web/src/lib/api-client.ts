import type { ErrorResponse } from '@scrivania/core/common';

export const API_BASE = '/backend/api';
export const TOKEN_STORAGE_KEY = 'token';

/** An API answer that was not OK, or OK with `success: false`; carries the server's message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send the stored session token as a bearer token. */
  auth?: boolean;
}

function isErrorBody(value: unknown): value is ErrorResponse {
  return typeof value === 'object' && value !== null && (value as { success?: unknown }).success === false;
}

/** Calls the API; resolves with the parsed JSON body, rejects with ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.auth) {
    const token = readToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  const response = await fetch(`${API_BASE}/${path.replace(/^\//, '')}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: options.signal,
  });
  let parsed: unknown = null;
  const text = await response.text();
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok || isErrorBody(parsed)) {
    const errorBody = isErrorBody(parsed) ? parsed : null;
    throw new ApiError(errorBody?.message ?? '', response.status, errorBody?.errors);
  }
  return parsed as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });

/** The server's own words when it gave some, else the screen's fallback text. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
