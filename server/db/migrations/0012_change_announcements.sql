-- What the instances keep in memory (the session of a cookie, a user's rights on a profile, a profile's ledger and
-- the account's lists computed from it, the notifications list: ADR 038) is announced by the database itself
-- whenever it changes, whoever changes it (a service, a cascade, a test writing rows, an operator's SQL): a NOTIFY
-- that PostgreSQL delivers to every instance when the transaction commits (nothing for a rolled-back one), and a
-- NOTICE that reaches the writing connection at once, so the instance that made the change drops its copy before
-- its own next request (server/db/client.ts).
CREATE FUNCTION "announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RAISE NOTICE USING MESSAGE = 'announce:' || TG_ARGV[0];
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A session's own activity (last_seen_at, written at most once a minute) is not a change of who it is.
CREATE TRIGGER "sessions_announce" AFTER DELETE OR TRUNCATE OR UPDATE OF "id_hash", "user_id", "active_profile_id", "csrf_token", "expires_at" ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('auth_changed');--> statement-breakpoint
CREATE TRIGGER "users_announce" AFTER DELETE OR TRUNCATE OR UPDATE OF "email", "password_hash", "name", "phone", "role" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('auth_changed');--> statement-breakpoint
CREATE TRIGGER "profiles_announce" AFTER DELETE OR TRUNCATE OR UPDATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('auth_changed');--> statement-breakpoint
CREATE TRIGGER "user_profiles_announce" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('auth_changed');--> statement-breakpoint
CREATE TRIGGER "user_mfa_announce" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "enabled_at" ON "user_mfa" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('auth_changed');--> statement-breakpoint
CREATE TRIGGER "lk_staff_announce" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lk_staff" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('auth_changed');--> statement-breakpoint
CREATE TRIGGER "lk_contracts_announce" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lk_contracts" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('ledger_changed');--> statement-breakpoint
CREATE TRIGGER "lk_payments_announce" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lk_payments" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('ledger_changed');--> statement-breakpoint
CREATE TRIGGER "lk_charges_announce" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lk_charges" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('ledger_changed');--> statement-breakpoint
CREATE TRIGGER "lk_receipts_announce" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lk_receipts" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('ledger_changed');--> statement-breakpoint
CREATE TRIGGER "lk_notifications_announce" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lk_notifications" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('notifications_changed');--> statement-breakpoint
CREATE TRIGGER "lk_reviews_announce" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lk_reviews" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('notifications_changed');--> statement-breakpoint
CREATE TRIGGER "lk_contracts_announce_notifications" AFTER UPDATE OF "code" OR DELETE OR TRUNCATE ON "lk_contracts" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"('notifications_changed');
