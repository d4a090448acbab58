ALTER TABLE "chat_messages" ADD COLUMN "property_id" integer;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
WITH "candidates" AS (
	SELECT DISTINCT least("bookings"."user_id", "properties"."host_id") AS "low",
		greatest("bookings"."user_id", "properties"."host_id") AS "high",
		"properties"."id" AS "property_id"
	FROM "bookings" JOIN "properties" ON "properties"."id" = "bookings"."property_id"
	WHERE "bookings"."user_id" <> "properties"."host_id"
), "unambiguous" AS (
	SELECT "low", "high", min("property_id") AS "property_id"
	FROM "candidates" GROUP BY "low", "high" HAVING count(*) = 1
)
UPDATE "chat_messages" SET "property_id" = "unambiguous"."property_id"
FROM "unambiguous"
WHERE least("chat_messages"."sender_id", "chat_messages"."receiver_id") = "unambiguous"."low"
	AND greatest("chat_messages"."sender_id", "chat_messages"."receiver_id") = "unambiguous"."high";
