-- Issue 32: each unread chat message is mailed about at most once.
ALTER TABLE "chat_messages" ADD COLUMN "mailed_at" timestamp with time zone;