-- A number that is not staff gets a challenge of its own at the console's sign-in, one that no code opens: its
-- resend wait, hourly limit and refusals are then those of a member of staff's number, which tell nobody whose
-- number is staff's. So a challenge says whose sign-in it is by itself, not by the holder it names.
ALTER TABLE otp_challenges ADD COLUMN for_staff boolean NOT NULL DEFAULT false;
UPDATE otp_challenges SET for_staff = staff_id IS NOT NULL;
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_holder_of_kind
  CHECK (CASE WHEN for_staff THEN customer_id IS NULL ELSE staff_id IS NULL END);
