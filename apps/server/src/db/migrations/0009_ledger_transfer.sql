-- The wallet's money rules, once (src/domains/wallet/README.md). Every transfer, whether the
-- TypeScript ledger or a studio's bet or win asks for it, goes through ledger_transfer: lock
-- both accounts in id order, refuse what would take a player or a pool below zero, tell a
-- replay from a conflicting reuse of the key, then record it and add it to both accounts.
-- The wallet records neutral facts only (kind, reference, subject); the account history
-- follows by its own trigger (0010_history_follows_ledger.sql).

-- What the transfer concerns beyond its reference: the game of a bet, win or refund.
alter table ledger_transfers add column subject text;

create or replace function ledger_transfers_immutable() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'ledger transfers are immutable';
  end if;
  if old.status <> 'pending' or new.status = 'pending'
     or new.id <> old.id or new.debit_account_id <> old.debit_account_id
     or new.credit_account_id <> old.credit_account_id or new.amount <> old.amount
     or new.kind <> old.kind or new.reference is distinct from old.reference
     or new.subject is distinct from old.subject
     or new.idempotency_key <> old.idempotency_key or new.created_at <> old.created_at then
    raise exception 'ledger transfers are immutable';
  end if;
  return new;
end
$$;

-- The history parameters move out of the wallet: these take them no longer.
drop function seamless_bet(text, text, text, text, integer, bigint, text, timestamptz, text, text,
  text, integer, integer, integer, text, text);
drop function seamless_win(text, text, text, text, integer, bigint, text, text, text, integer,
  integer, integer, text, text);
drop function seamless_lock_accounts(integer, text);
drop function ledger_apply_transfer(bigint, bigint, bigint, text, text, text, boolean, integer,
  integer, integer, text, text);

-- Locks two accounts, named by kind and owner, in id order (every writer does, so that two
-- transfers never wait on each other in a cycle) and returns them. A player's account is
-- opened on first use; house, clearing and jackpot accounts come from migration 0004.
create function ledger_lock_accounts(
  p_debit_kind text, p_debit_owner text, p_credit_kind text, p_credit_owner text,
  out debit ledger_accounts, out credit ledger_accounts
) language plpgsql as $$
declare
  v_row ledger_accounts;
begin
  if p_debit_kind = p_credit_kind and p_debit_owner = p_credit_owner then
    raise exception 'a transfer needs two different accounts';
  end if;
  for attempt in 1..2 loop
    for v_row in select * from ledger_accounts
        where (kind, owner) in ((p_debit_kind, p_debit_owner), (p_credit_kind, p_credit_owner))
        order by id for update loop
      if v_row.kind = p_debit_kind and v_row.owner = p_debit_owner then debit := v_row;
      else credit := v_row; end if;
    end loop;
    exit when debit.id is not null and credit.id is not null;
    insert into ledger_accounts (kind, owner, user_id, allow_negative)
      select k, o, o::integer, false
      from (values (p_debit_kind, p_debit_owner), (p_credit_kind, p_credit_owner)) as r (k, o)
      where k in ('player_cash', 'player_bonus')
      on conflict (kind, owner) do nothing;
  end loop;
  if debit.id is null then
    raise exception 'ledger account %:% does not exist', p_debit_kind, p_debit_owner;
  end if;
  if credit.id is null then
    raise exception 'ledger account %:% does not exist', p_credit_kind, p_credit_owner;
  end if;
end $$;

-- The one write of money. outcome says what happened, nothing raised:
--   'applied'      recorded (posted, or pending when p_pending); debit and credit as they are now
--   'replayed'     the key named this same movement before: nothing moved; both accounts as locked
--   'conflict'     the key was used for another movement: nothing moved
--   'insufficient' the debit account may not go below zero and holds less: nothing moved
-- Available = credits posted - debits posted - debits pending. The transfer and both accounts
-- change in one statement, so that a trigger on the transfer sees the accounts as they end.
create function ledger_transfer(
  p_debit_kind text, p_debit_owner text, p_credit_kind text, p_credit_owner text,
  p_amount bigint, p_kind text, p_reference text, p_key text, p_pending boolean, p_subject text,
  out outcome text, out transfer ledger_transfers, out debit ledger_accounts,
  out credit ledger_accounts
) language plpgsql as $$
declare
  v_locked record;
  v_applied record;
begin
  v_locked := ledger_lock_accounts(p_debit_kind, p_debit_owner, p_credit_kind, p_credit_owner);
  debit := v_locked.debit;
  credit := v_locked.credit;
  if debit.allow_negative
      or debit.credits_posted - debit.debits_posted - debit.debits_pending >= p_amount then
    with t as (
      insert into ledger_transfers (debit_account_id, credit_account_id, amount, kind, reference,
        subject, idempotency_key, status, posted_at)
      values (debit.id, credit.id, p_amount, p_kind, p_reference, p_subject, p_key,
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
      returning ledger_accounts.*
    )
    select t as transfer, (select a from a where a.id = t.debit_account_id) as debit,
        (select a from a where a.id = t.credit_account_id) as credit
      into v_applied from t;
    if found then
      outcome := 'applied';
      transfer := v_applied.transfer;
      debit := v_applied.debit;
      credit := v_applied.credit;
      return;
    end if;
  end if;
  select * into transfer from ledger_transfers where idempotency_key = p_key;
  if found then
    outcome := case
      when transfer.debit_account_id = debit.id and transfer.credit_account_id = credit.id
        and transfer.amount = p_amount and transfer.kind = p_kind then 'replayed'
      else 'conflict' end;
    if outcome = 'conflict' then transfer := null; end if;
    return;
  end if;
  outcome := 'insufficient';
end $$;

-- Posts or voids a pending transfer exactly once. outcome: 'applied'; 'replayed' (it already
-- has that status: nothing moved); 'not_found'; 'state' (it has the other status).
-- The accounts are locked in id order first; the transfer's status and both accounts then
-- change in one statement, the status update being the once-only gate.
create function ledger_settle(
  p_id uuid, p_key text, p_to text, out outcome text, out transfer ledger_transfers
) language plpgsql as $$
declare
  v_id uuid;
begin
  if p_id is not null then
    select * into transfer from ledger_transfers where id = p_id;
  else
    select * into transfer from ledger_transfers where idempotency_key = p_key;
  end if;
  if not found then
    outcome := 'not_found';
    return;
  end if;
  v_id := transfer.id;
  perform 1 from ledger_accounts
    where id in (transfer.debit_account_id, transfer.credit_account_id) order by id for update;
  with t as (
    update ledger_transfers set status = p_to,
      posted_at = case when p_to = 'posted' then now() end,
      voided_at = case when p_to = 'voided' then now() end
    where id = v_id and status = 'pending'
    returning *
  ), a as (
    update ledger_accounts set
      debits_posted = debits_posted
        + case when ledger_accounts.id = t.debit_account_id and p_to = 'posted' then t.amount else 0 end,
      debits_pending = debits_pending
        - case when ledger_accounts.id = t.debit_account_id then t.amount else 0 end,
      credits_posted = credits_posted
        + case when ledger_accounts.id = t.credit_account_id and p_to = 'posted' then t.amount else 0 end,
      credits_pending = credits_pending
        - case when ledger_accounts.id = t.credit_account_id then t.amount else 0 end
    from t where ledger_accounts.id in (t.debit_account_id, t.credit_account_id)
    returning ledger_accounts.id
  )
  select t.* into transfer from t;
  if found then
    outcome := 'applied';
    return;
  end if;
  select * into transfer from ledger_transfers where id = v_id;
  outcome := case when transfer.status = p_to then 'replayed' else 'state' end;
end $$;

-- A slot stake's share for each progressive pool, from the player's house shard, once per
-- round and pool (a retried round contributes once).
create function jackpot_contribute(
  p_round_id text, p_house_owner text, p_pools text[], p_amounts bigint[]
) returns void language plpgsql as $$
declare
  v_moved record;
begin
  for i in 1..coalesce(cardinality(p_pools), 0) loop
    continue when p_amounts[i] <= 0;
    v_moved := ledger_transfer('house', p_house_owner, 'jackpot', p_pools[i], p_amounts[i],
      'jackpot_contribution', p_round_id, 'jackpot:contribution:' || p_round_id || ':' || p_pools[i],
      false, null);
    if v_moved.outcome not in ('applied', 'replayed') then
      raise exception 'jackpot contribution %: %', p_pools[i], v_moved.outcome;
    end if;
  end loop;
end $$;

-- Refusals of the seamless calls raise SQLSTATE LW001 (seamless_refuse, migration 0008).

-- A provider's bet (src/domains/wallet/seamless/seamless-wallet.service.ts): with p_token_hash,
-- only inside that live launch session; with p_jackpot_pools, the stake also feeds those pools
-- (the in-house slots). Returns the answer, or null when the transaction id was recorded
-- before (a replay) or the provider or player is unknown; the caller tells which.
create function seamless_bet(
  p_provider text, p_transaction_id text, p_round_id text, p_game_id text, p_player integer,
  p_amount bigint, p_token_hash text, p_now timestamptz, p_house_owner text, p_ledger_key text,
  p_reference text, p_jackpot_pools text[], p_jackpot_amounts bigint[]
) returns jsonb language plpgsql as $$
declare
  v_session provider_sessions%rowtype;
  v_round wallet_rounds%rowtype;
  v_count integer;
  v_moved record;
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
  v_moved := ledger_transfer('player_cash', p_player::text, 'house', p_house_owner, p_amount,
    'bet', p_reference, p_ledger_key, false, p_game_id);
  if v_moved.outcome = 'insufficient' then perform seamless_refuse('INSUFFICIENT_FUNDS'); end if;
  if v_moved.outcome <> 'applied' then
    raise exception 'ledger key % is already used', p_ledger_key;
  end if;
  if p_jackpot_pools is not null then
    perform jackpot_contribute(p_round_id, p_house_owner, p_jackpot_pools, p_jackpot_amounts);
  end if;
  v_response := jsonb_build_object(
    'balance', (v_moved.debit).credits_posted - (v_moved.debit).debits_posted
      - (v_moved.debit).debits_pending,
    'transferId', (v_moved.transfer).id);
  update wallet_transactions set transfer_id = (v_moved.transfer).id, response = v_response
    where provider = p_provider and transaction_id = p_transaction_id;
  return v_response;
end $$;

-- A provider's win (amount 0 closes the round without a transfer). Returns the answer, or null
-- as seamless_bet does.
create function seamless_win(
  p_provider text, p_transaction_id text, p_round_id text, p_game_id text, p_player integer,
  p_amount bigint, p_house_owner text, p_ledger_key text, p_reference text
) returns jsonb language plpgsql as $$
declare
  v_round wallet_rounds%rowtype;
  v_moved record;
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
    v_moved := ledger_transfer('house', p_house_owner, 'player_cash', p_player::text, p_amount,
      'win', p_reference, p_ledger_key, false, p_game_id);
    if v_moved.outcome <> 'applied' then
      raise exception 'ledger key % is already used', p_ledger_key;
    end if;
    v_transfer := (v_moved.transfer).id;
    v_response := jsonb_build_object(
      'balance', (v_moved.credit).credits_posted - (v_moved.credit).debits_posted
        - (v_moved.credit).debits_pending,
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
