-- Operators' credentials (issue 18): an authenticator code works once, and a password another
-- operator handed out (a new operator's, or one an admin reset) must be replaced at the first
-- sign-in before any other back-office call is answered.

-- The time step (Unix time / 30 s) of the last code accepted; a code of that step or an
-- earlier one is refused. Cleared with the authenticator (a new secret starts afresh).
alter table operators add column totp_last_step bigint;
alter table operators add column must_change_password boolean not null default false;
