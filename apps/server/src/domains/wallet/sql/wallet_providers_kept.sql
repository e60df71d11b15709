-- Every bet and win names its studio (wallet_transactions.provider, wallet_rounds.provider) without
-- a foreign key: as foreign keys they made each call take a share lock on the studio's one row,
-- so that all of a studio's concurrent calls queued on shared-lock bookkeeping (multixacts). The
-- claim (seamless_claim) checks that the studio exists and is active; a studio is deactivated,
-- never deleted or renamed, and this trigger holds that instead.
create or replace function wallet_providers_kept() returns trigger language plpgsql as $$
begin
  raise exception 'wallet provider % is deactivated, never deleted or renamed', old.code;
end $$;

create or replace trigger wallet_providers_kept before delete or update of code on wallet_providers
  for each row execute function wallet_providers_kept();
