-- Booking numbers (SCR-2026-000123) take their counter from a sequence, so two bookings created at the
-- same moment on different connections can never draw the same number.
CREATE SEQUENCE IF NOT EXISTS "booking_no_seq" START WITH 1 MINVALUE 1;
