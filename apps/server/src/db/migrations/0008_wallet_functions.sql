-- The ledger's write and the seamless wallet's bet and win as database functions. A provider
-- call then costs one round trip and runs on plans PL/pgSQL keeps per connection, instead of
-- seven statements planned one by one: the settlement benchmark measured three times the
-- database work of a TPC-B transaction before this.

-- Records a transfer and adds it to both accounts, which the caller has locked and checked.
-- With p_category set, a posted transfer also writes the player's history row. Returns
-- {transfer, after: [both accounts]}, or null when the idempotency key exists (nothing written).
-- src/wallet/transfers.ts `insertAndApply` is the only other caller.
create function ledger_apply_transfer(
  p_debit bigint, p_credit bigint, p_amount bigint, p_kind text, p_reference text, p_key text,
  p_pending boolean, p_status integer, p_category integer, p_type integer, p_method text,
  p_label text
) returns jsonb language plpgsql as $$
declare
  v_result jsonb;
begin
  with t as (
    insert into ledger_transfers
      (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, status, posted_at)
    values (p_debit, p_credit, p_amount, p_kind, p_reference, p_key,
      case when p_pending then 'pending' else 'posted' end,
      case when p_pending then null else now() end)
    on conflict (idempotency_key) do nothing
    returning *
  ), a as (
    update ledger_accounts set
      debits_posted = debits_posted
        + case when ledger_accounts.id = t.debit_account_id and not p_pending then t.amount else 0 end,
      debits_pending = debits_pending
        + case when ledger_accounts.id = t.debit_account_id and p_pending then t.amount else 0 end,
      credits_posted = credits_posted
        + case when ledger_accounts.id = t.credit_account_id and not p_pending then t.amount else 0 end,
      credits_pending = credits_pending
        + case when ledger_accounts.id = t.credit_account_id and p_pending then t.amount else 0 end
    from t where ledger_accounts.id in (t.debit_account_id, t.credit_account_id)
    returning ledger_accounts.id, ledger_accounts.kind, ledger_accounts.owner,
      ledger_accounts.allow_negative, ledger_accounts.debits_posted, ledger_accounts.credits_posted,
      ledger_accounts.debits_pending, ledger_accounts.credits_pending
  ), h as (
    insert into player_transactions (user_id, category_id, type_id, status, amount, direction,
      previous_balance, last_balance, method, label_key, reference_code, operation_id, source,
      created_at, updated_at)
    select a.owner::int, p_category, p_type, p_status, t.amount, d.sign,
      a.credits_posted - a.debits_posted - a.debits_pending - d.sign * t.amount,
      a.credits_posted - a.debits_posted - a.debits_pending,
      p_method, p_label, coalesce(t.reference, t.id::text), t.id::text, 'transfer:' || t.id,
      t.created_at, t.created_at
    from a, t, lateral (select case when a.id = t.credit_account_id then 1 else -1 end as sign) d
    where a.kind = 'player_cash' and p_category is not null and not p_pending
  )
  select jsonb_build_object('transfer', to_jsonb(t), 'after', (select jsonb_agg(to_jsonb(a)) from a))
    into v_result from t;
  return v_result;
end $$;

-- Refusals raise SQLSTATE LW001 with the seamless error code as the message, so that the
-- statement, and everything it wrote, is undone.
create function seamless_refuse(p_code text) returns void language plpgsql as $$
begin
  raise exception using errcode = 'LW001', message = p_code;
end $$;

-- Locks a player's cash account and a house shard in id order (as every ledger writer does)
-- and returns them; the player's account is opened when missing.
create function seamless_lock_accounts(p_player integer, p_house_owner text,
  out player ledger_accounts, out house ledger_accounts) language plpgsql as $$
begin
  perform 1 from ledger_accounts
    where (kind, owner) in (('player_cash', p_player::text), ('house', p_house_owner))
    order by id for update;
  select * into player from ledger_accounts where kind = 'player_cash' and owner = p_player::text;
  if not found then
    insert into ledger_accounts (kind, owner, user_id, allow_negative)
      values ('player_cash', p_player::text, p_player, false) on conflict (kind, owner) do nothing;
    select * into player from ledger_accounts
      where kind = 'player_cash' and owner = p_player::text for update;
  end if;
  select * into house from ledger_accounts where kind = 'house' and owner = p_house_owner;
end $$;

-- Records a provider transaction id once. False when it was recorded before (a replay; a
-- concurrent call with the same id waits here until the first commits or rolls back) or the
-- studio or player is unknown: the caller tells which. The TypeScript rollback claims here too.
create function seamless_claim(
  p_provider text, p_transaction_id text, p_kind text, p_player integer, p_round_id text,
  p_game_id text, p_amount bigint, p_status text, p_rolled_back_transaction_id text
) returns boolean language plpgsql as $$
declare
  v_count integer;
begin
  insert into wallet_transactions (provider, transaction_id, kind, user_id, round_id, game_id,
    amount, status, rolled_back_transaction_id)
  select p_provider, p_transaction_id, p_kind, p_player, p_round_id, p_game_id, p_amount, p_status,
    p_rolled_back_transaction_id
  where exists (select 1 from wallet_providers where code = p_provider and active)
    and exists (select 1 from users where id = p_player)
  on conflict do nothing;
  get diagnostics v_count = row_count;
  return v_count > 0;
end $$;

-- A provider's bet (src/wallet/seamless/seamless-wallet.service.ts): with p_token_hash, only
-- inside that live launch session. Returns the answer, or null when the transaction id was
-- recorded before (a replay) or the provider or player is unknown; the caller tells which.
create function seamless_bet(
  p_provider text, p_transaction_id text, p_round_id text, p_game_id text, p_player integer,
  p_amount bigint, p_token_hash text, p_now timestamptz, p_house_owner text, p_ledger_key text,
  p_reference text, p_status integer, p_category integer, p_type integer, p_method text,
  p_label text
) returns jsonb language plpgsql as $$
declare
  v_session provider_sessions%rowtype;
  v_round wallet_rounds%rowtype;
  v_count integer;
  v_accounts record;
  v_applied jsonb;
  v_response jsonb;
begin
  if p_token_hash is not null then
    select * into v_session from provider_sessions where token_hash = p_token_hash;
    if not found or v_session.provider <> p_provider or v_session.user_id <> p_player then
      perform seamless_refuse('INVALID_TOKEN');
    end if;
    if v_session.expires_at <= p_now then perform seamless_refuse('SESSION_EXPIRED'); end if;
  end if;
  if not seamless_claim(p_provider, p_transaction_id, 'bet', p_player, p_round_id, p_game_id,
      p_amount, 'done', null) then
    return null;
  end if;
  insert into wallet_rounds (provider, round_id, user_id, game_id, status)
    values (p_provider, p_round_id, p_player, p_game_id, 'open') on conflict do nothing;
  get diagnostics v_count = row_count;
  if v_count = 0 then
    select * into v_round from wallet_rounds
      where provider = p_provider and round_id = p_round_id for update;
    if v_round.user_id <> p_player then perform seamless_refuse('TRANSACTION_CONFLICT'); end if;
    if v_round.status = 'closed' then perform seamless_refuse('ROUND_CLOSED'); end if;
  end if;
  select * into v_accounts from seamless_lock_accounts(p_player, p_house_owner);
  if (v_accounts.player).credits_posted - (v_accounts.player).debits_posted
      - (v_accounts.player).debits_pending < p_amount then
    perform seamless_refuse('INSUFFICIENT_FUNDS');
  end if;
  v_applied := ledger_apply_transfer((v_accounts.player).id, (v_accounts.house).id, p_amount, 'bet',
    p_reference, p_ledger_key, false, p_status, p_category, p_type, p_method, p_label);
  if v_applied is null then raise exception 'ledger key % is already used', p_ledger_key; end if;
  v_response := jsonb_build_object(
    'balance', (v_accounts.player).credits_posted - (v_accounts.player).debits_posted
      - (v_accounts.player).debits_pending - p_amount,
    'transferId', v_applied -> 'transfer' ->> 'id');
  update wallet_transactions set transfer_id = (v_applied -> 'transfer' ->> 'id')::uuid,
      response = v_response
    where provider = p_provider and transaction_id = p_transaction_id;
  return v_response;
end $$;

-- A provider's win (amount 0 closes the round without a transfer). Returns the answer, or null
-- as seamless_bet does.
create function seamless_win(
  p_provider text, p_transaction_id text, p_round_id text, p_game_id text, p_player integer,
  p_amount bigint, p_house_owner text, p_ledger_key text, p_reference text, p_status integer,
  p_category integer, p_type integer, p_method text, p_label text
) returns jsonb language plpgsql as $$
declare
  v_round wallet_rounds%rowtype;
  v_accounts record;
  v_applied jsonb;
  v_response jsonb;
  v_transfer uuid;
begin
  if not seamless_claim(p_provider, p_transaction_id, 'win', p_player, p_round_id, p_game_id,
      p_amount, 'done', null) then
    return null;
  end if;
  select * into v_round from wallet_rounds
    where provider = p_provider and round_id = p_round_id for update;
  if not found then perform seamless_refuse('UNKNOWN_ROUND'); end if;
  if v_round.user_id <> p_player then perform seamless_refuse('TRANSACTION_CONFLICT'); end if;
  if v_round.status = 'closed' then perform seamless_refuse('ROUND_CLOSED'); end if;
  if p_amount > 0 then
    select * into v_accounts from seamless_lock_accounts(p_player, p_house_owner);
    v_applied := ledger_apply_transfer((v_accounts.house).id, (v_accounts.player).id, p_amount,
      'win', p_reference, p_ledger_key, false, p_status, p_category, p_type, p_method, p_label);
    if v_applied is null then raise exception 'ledger key % is already used', p_ledger_key; end if;
    v_transfer := (v_applied -> 'transfer' ->> 'id')::uuid;
    v_response := jsonb_build_object(
      'balance', (v_accounts.player).credits_posted - (v_accounts.player).debits_posted
        - (v_accounts.player).debits_pending + p_amount,
      'transferId', v_transfer);
  else
    v_response := jsonb_build_object('balance', coalesce((
      select credits_posted - debits_posted - debits_pending from ledger_accounts
        where kind = 'player_cash' and owner = p_player::text), 0), 'transferId', null);
  end if;
  update wallet_rounds set status = 'closed', closed_at = now()
    where provider = p_provider and round_id = p_round_id;
  update wallet_transactions set transfer_id = v_transfer, response = v_response
    where provider = p_provider and transaction_id = p_transaction_id;
  return v_response;
end $$;

-- Every bet and win names its studio. As foreign keys, wallet_transactions.provider and
-- wallet_rounds.provider made each call take a share lock on the studio's one row, so that all
-- of a studio's concurrent calls queued on shared-lock bookkeeping (multixacts). The claim
-- checks that the studio exists and is active; a studio is deactivated, never deleted or
-- renamed, and this trigger holds that instead.
alter table wallet_transactions drop constraint wallet_transactions_provider_fkey;
alter table wallet_rounds drop constraint wallet_rounds_provider_fkey;

create function wallet_providers_kept() returns trigger language plpgsql as $$
begin
  raise exception 'wallet provider % is deactivated, never deleted or renamed', old.code;
end $$;

create trigger wallet_providers_kept before delete or update of code on wallet_providers
  for each row execute function wallet_providers_kept();
