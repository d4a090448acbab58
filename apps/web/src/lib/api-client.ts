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
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send the stored session token as a bearer token. */
  auth?: boolean;
}

function isErrorBody(value: unknown): value is ErrorResponse {
  return typeof value === 'object' && value !== null && (value as { success?: unknown }).success === false;
}

function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
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
  return fetch(`${API_BASE}/${path.replace(/^\//, '')}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: options.signal,
  });
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function apiError(status: number, parsed: unknown): ApiError {
  const errorBody = isErrorBody(parsed) ? parsed : null;
  return new ApiError(errorBody?.message ?? '', status, errorBody?.errors);
}

/** Calls the API; resolves with the parsed JSON body, rejects with ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const parsed = parseJson(await response.text());
  if (!response.ok || isErrorBody(parsed)) throw apiError(response.status, parsed);
  return parsed as T;
}

/** A file the API answers (an export), with the name its content-disposition gives; rejects with ApiError. */
export async function apiFile(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, options, '*/*');
  if (!response.ok) throw apiError(response.status, parseJson(await response.text()));
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });

/** The server's own words when it gave some, else the screen's fallback text. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
