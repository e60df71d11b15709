-- A provider's bet (domains/wallet/seamless/seamless-wallet.service.ts; the in-house studio's
-- through domains/games/shared/wallet-calls.ts, a coupon's inside sport_place_coupon): with
-- p_token_hash, only inside that live launch session; with p_jackpot_pools, the stake also feeds
-- those pools (jackpot_contribute). Returns the answer, or null when the transaction id was
-- recorded before (a replay) or the provider or player is unknown; the caller tells which.
-- Refusals raise SQLSTATE LW001 (seamless_refuse), a bet over a wagering bonus's maximum LB001
-- (bonus_refuse_max_bet): the statement, and everything it wrote, is undone.
--
-- Without a wagering bonus the stake is the player's cash. With one, the stake is taken from cash
-- and bonus money in the definition's order, counted towards the requirement with its game's
-- weight (bonus_game_type), and the bonus converts when the requirement is met (bonus_close),
-- all in this statement. Such a bet records its split and weighted stake (bonus_bet_stakes) so
-- that a rollback gives back exactly that, and the round's split (bonus_round_stakes) so that
-- its win is split the same way (wallet_pay_round_win).
create or replace function seamless_bet(
  p_provider text, p_transaction_id text, p_round_id text, p_game_id text, p_player integer,
  p_amount bigint, p_token_hash text, p_now timestamptz, p_house_owner text, p_ledger_key text,
  p_reference text, p_jackpot_pools text[], p_jackpot_amounts bigint[]
) returns jsonb language plpgsql as $$
declare
  v_session provider_sessions%rowtype;
  v_round wallet_rounds%rowtype;
  v_count integer;
  v_moved record;
  v_bonus_moved record;
  v_response jsonb;
  v_bonus player_bonuses%rowtype;
  v_def bonus_definitions%rowtype;
  v_cash_available bigint;
  v_bonus_available bigint;
  v_cash_part bigint;
  v_bonus_part bigint;
  v_weight integer;
  v_transfer uuid;
  v_cash_after bigint;
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
  select * into v_bonus from player_bonuses
    where user_id = p_player and status = 'wagering' and expires_at > now() for update;
  if not found then
    v_moved := ledger_transfer('player_cash', p_player::text, 'house', p_house_owner, p_amount,
      'bet', p_reference, p_ledger_key, false, p_game_id);
    if v_moved.outcome = 'insufficient' then perform seamless_refuse('INSUFFICIENT_FUNDS'); end if;
    if v_moved.outcome <> 'applied' then
      raise exception 'ledger key % is already used', p_ledger_key;
    end if;
    v_transfer := (v_moved.transfer).id;
    v_cash_after := (v_moved.debit).credits_posted - (v_moved.debit).debits_posted
      - (v_moved.debit).debits_pending;
  else
    select * into v_def from bonus_definitions where id = v_bonus.definition_id;
    if v_def.max_bet is not null and p_amount > v_def.max_bet then
      perform bonus_refuse_max_bet(v_def.max_bet);
    end if;
    -- Cash, bonus and the house shard locked together, in id order, before reading either.
    insert into ledger_accounts (kind, owner, user_id, allow_negative)
      values ('player_cash', p_player::text, p_player, false) on conflict (kind, owner) do nothing;
    perform 1 from ledger_accounts
      where (kind, owner) in (('player_cash', p_player::text), ('player_bonus', p_player::text),
        ('house', p_house_owner))
      order by id for update;
    select coalesce(sum(credits_posted - debits_posted - debits_pending)
        filter (where kind = 'player_cash'), 0),
      coalesce(sum(credits_posted - debits_posted - debits_pending)
        filter (where kind = 'player_bonus'), 0)
      into v_cash_available, v_bonus_available
      from ledger_accounts where owner = p_player::text and kind in ('player_cash', 'player_bonus');
    if v_cash_available + v_bonus_available < p_amount then
      perform seamless_refuse('INSUFFICIENT_FUNDS');
    end if;
    if v_def.stake_order = 'bonus_first' then
      v_bonus_part := least(v_bonus_available, p_amount);
      v_cash_part := p_amount - v_bonus_part;
    else
      v_cash_part := least(v_cash_available, p_amount);
      v_bonus_part := p_amount - v_cash_part;
    end if;
    v_cash_after := v_cash_available - v_cash_part;
    if v_cash_part > 0 then
      v_moved := ledger_transfer('player_cash', p_player::text, 'house', p_house_owner,
        v_cash_part, 'bet', p_reference, p_ledger_key, false, p_game_id);
      if v_moved.outcome <> 'applied' then
        raise exception 'ledger key % is already used (%)', p_ledger_key, v_moved.outcome;
      end if;
      v_transfer := (v_moved.transfer).id;
    end if;
    if v_bonus_part > 0 then
      v_bonus_moved := ledger_transfer('player_bonus', p_player::text, 'house', p_house_owner,
        v_bonus_part, 'bet', p_reference, p_ledger_key || ':bonus', false, p_game_id);
      if v_bonus_moved.outcome <> 'applied' then
        raise exception 'ledger key %:bonus is already used (%)', p_ledger_key, v_bonus_moved.outcome;
      end if;
      v_transfer := coalesce(v_transfer, (v_bonus_moved.transfer).id);
    end if;
    insert into bonus_round_stakes (provider, round_id, bonus_id, cash, bonus)
      values (p_provider, p_round_id, v_bonus.id, v_cash_part, v_bonus_part)
      on conflict (provider, round_id) do update
        set cash = bonus_round_stakes.cash + excluded.cash,
            bonus = bonus_round_stakes.bonus + excluded.bonus;
    v_weight := coalesce((v_def.game_weights ->> bonus_game_type(p_game_id))::integer, 0);
    insert into bonus_bet_stakes (provider, transaction_id, bonus_id, cash, bonus, wagered)
      values (p_provider, p_transaction_id, v_bonus.id, v_cash_part, v_bonus_part,
        p_amount * v_weight / 100);
    update player_bonuses set wagered = wagered + p_amount * v_weight / 100
      where id = v_bonus.id returning * into v_bonus;
    if v_bonus.wagered >= v_bonus.required then
      v_cash_after := v_cash_after + bonus_close(v_bonus, 'converted');
    end if;
  end if;
  if p_jackpot_pools is not null then
    perform jackpot_contribute(p_round_id, p_house_owner, p_jackpot_pools, p_jackpot_amounts);
  end if;
  v_response := jsonb_build_object('balance', v_cash_after, 'transferId', v_transfer);
  update wallet_transactions set transfer_id = v_transfer, response = v_response
    where provider = p_provider and transaction_id = p_transaction_id;
  return v_response;
end $$;
