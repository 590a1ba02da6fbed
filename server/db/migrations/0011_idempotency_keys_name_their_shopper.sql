ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_id_users_id_fk";
