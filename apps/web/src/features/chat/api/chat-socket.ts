import {
  CHAT_SOCKET_PATH,
  CHAT_SOCKET_UNAUTHORIZED,
  ChatSocketEventSchema,
} from '@scrivania/core/chat/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { readToken } from '../../../lib/api-client.ts';
import { appendMessage, chatKeys, refreshChatLists } from './chat-keys.ts';

/** Waits before the next attempt, growing with each failure. */
const RETRY_MS = [500, 1000, 2000, 5000, 10_000];

export type ChatSocketStatus = 'connecting' | 'open' | 'offline';

export interface ChatSocketHandlers {
  /** A message of the conversation with this person arrived (sent by either side). */
  onMessage?: (otherId: number, fromMe: boolean) => void;
}

/**
 * The live chat feed: one WebSocket, authenticated by the session token as its first frame,
 * reconnecting by itself. Each (re)connection asks again for counts and lists, which covers whatever
 * happened while it was down; writes never depend on it, they go through REST.
 */
export function useChatSocket(meId: number | null, handlers: ChatSocketHandlers = {}): ChatSocketStatus {
  const client = useQueryClient();
  const [status, setStatus] = useState<ChatSocketStatus>('connecting');
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    if (meId === null || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    let connectedBefore = false;

    const connect = () => {
      const token = readToken();
      if (!token || stopped) return;
      setStatus('connecting');
      const url = new URL(CHAT_SOCKET_PATH, window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      const current = new WebSocket(url);
      socket = current;
      current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
      current.onmessage = (frame) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(frame.data));
        } catch {
          return;
        }
        const event = ChatSocketEventSchema.safeParse(parsed);
        if (!event.success) return;
        if (event.data.type === 'ready') {
          attempt = 0;
          setStatus('open');
          void refreshChatLists(client);
          // After an outage, the open conversation may have missed messages.
          if (connectedBefore) void client.invalidateQueries({ queryKey: chatKeys.histories });
          connectedBefore = true;
        } else if (event.data.type === 'message') {
          const message = event.data.message;
          appendMessage(client, meId, message);
          const fromMe = message.sender_id === meId;
          handlersRef.current.onMessage?.(fromMe ? message.receiver_id : message.sender_id, fromMe);
          void refreshChatLists(client);
        } else {
          void refreshChatLists(client);
        }
      };
      current.onclose = (closing) => {
        if (socket !== current || stopped) return;
        setStatus('offline');
        // A refused token will not work on retry; the session guard sends the user to the login.
        if (closing.code === CHAT_SOCKET_UNAUTHORIZED) return;
        const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 10_000;
        attempt += 1;
        retry = setTimeout(connect, delay);
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [client, meId]);

  return status;
}
