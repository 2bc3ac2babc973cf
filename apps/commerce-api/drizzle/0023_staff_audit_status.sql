ALTER TABLE "staff_audit" ADD COLUMN "status" integer;--> statement-breakpoint
-- Hand-written (docs/decisions/0052): the audit stays append-only, except that a write's outcome (its
-- status, null while the write is in flight) is filled in once; nothing else of a row ever changes.
CREATE OR REPLACE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status IS NULL AND NEW.status IS NOT NULL AND (to_jsonb(NEW) - 'status') = (to_jsonb(OLD) - 'status') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'staff_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
