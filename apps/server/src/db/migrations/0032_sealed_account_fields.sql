-- Identity numbers and TOTP secrets are stored sealed (envelope encryption with keys from the
-- environment, platform/field-encryption): the columns keep their names and from now on hold
-- `enc:v1:<key id>:…`. Rows written before this migration are sealed by the start-up step
-- that runs after the SQL files (domains/accounts/sealing/seal-plaintext.ts); SQL cannot do it,
-- the keys never reach the database.
--
-- Uniqueness moves from the plaintext to a blind index (HMAC-SHA256 under its own key): the
-- same number always indexes the same, while the index alone gives the number away to no one
-- without the key. Rows not yet sealed have none; the start-up step fills it.
alter table users add column identity_number_index text;
create unique index users_identity_number_index_key on users (identity_number_index);
drop index users_identity_number_key;

-- A player may close the account: the row stays for the money records (ledger, transactions)
-- the law requires us to keep, stripped of what those records do not need.
alter table users add column closed_at timestamptz;
alter table users drop constraint users_status_check;
alter table users
  add constraint users_status_check check (status in ('active', 'inactive', 'closed'));
