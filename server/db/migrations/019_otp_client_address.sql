-- Who asked for a code: a number's resend wait and hourly limit are counted per client address, and a new code
-- closes only the same client's older ones. A stranger asking for codes to someone's number then neither makes its
-- owner wait nor ends the code the owner is typing; the daily limit stays the number's, from however many clients.
-- Codes sent before this have no address: they count only towards the daily limit, and expire within minutes.
ALTER TABLE otp_challenges ADD COLUMN client_address text;
