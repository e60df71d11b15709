-- Issue 16's gaps (src/domains/bonus/README.md):
-- 1. A rolled-back bet returns each part of its stake to the account it came from and takes
--    back the wagering progress it added: each bet taken while a bonus wagered records its split
--    and weighted stake (bonus_bet_stakes), written by seamless_bet in the bet's statement.
-- 2. Tournament and lottery prizes are a kind of their own ('prize'), not bonus money, so that
--    the reports' bonus cost counts only bonuses. Prizes paid before this migration are moved
--    over (a kind change is the one edit of a posted transfer this migration allows itself).
-- 3. The reports tell a bonus that expired from one forfeited by a withdrawal request
--    (report_product gives a bonus_forfeit the bonus's closing status).
-- 4. Tournament leaderboards take a bet refunded in parts off once (tournaments_follow_ledger).

alter table ledger_transfers drop constraint ledger_transfers_kind_check;
alter table ledger_transfers add constraint ledger_transfers_kind_check check (
  kind in (
    'bet', 'win', 'rollback', 'jackpot_contribution', 'jackpot_award', 'jackpot_seed',
    'demo_grant', 'deposit', 'withdrawal', 'bonus_grant', 'bonus_conversion', 'bonus_forfeit',
    'prize', 'correction'
  )
);

-- Prizes already paid as bonus_grant: their keys name them (tournament:<id>:prize:<rank>,
-- lottery:<id>:prize:<place>). The immutability trigger is set aside for this one statement.
alter table ledger_transfers disable trigger ledger_transfers_immutable;
update ledger_transfers set kind = 'prize'
  where kind = 'bonus_grant' and idempotency_key ~ '^(tournament|lottery):[0-9]+:prize:[0-9]+$';
alter table ledger_transfers enable trigger ledger_transfers_immutable;

-- A prize is shown in the player's history where it was before, beside bonuses (category 3).
create or replace function history_follows_ledger() returns trigger language plpgsql as $$
declare
  v_category smallint;
  v_type smallint;
  v_kinds text[] := array['player_cash'];
begin
  case new.kind
    when 'bet' then v_category := 1; v_type := 3;
    when 'win' then v_category := 1; v_type := 4;
    when 'rollback' then v_category := 1; v_type := 5;
    when 'jackpot_award' then v_category := 1; v_type := 6;
    when 'demo_grant' then v_category := 4; v_type := 9;
    when 'correction' then v_category := 4; v_type := 8;
    when 'bonus_grant', 'bonus_forfeit' then
      v_category := 3; v_type := 7; v_kinds := array['player_cash', 'player_bonus'];
    when 'bonus_conversion', 'prize' then v_category := 3; v_type := 7;
    else return null;
  end case;
  insert into player_transactions (user_id, category_id, type_id, status, amount, direction,
    previous_balance, last_balance, method, label_key, reference_code, operation_id, source,
    created_at, updated_at)
  select a.user_id, v_category, v_type, 1003, new.amount, d.sign,
    a.credits_posted - a.debits_posted - a.debits_pending - d.sign * new.amount,
    a.credits_posted - a.debits_posted - a.debits_pending, '', new.subject,
    coalesce(new.reference, new.id::text), new.id::text, 'transfer:' || new.id,
    new.created_at, new.created_at
  from ledger_accounts a,
    lateral (select case when a.id = new.credit_account_id then 1 else -1 end as sign) d
  where a.id in (new.debit_account_id, new.credit_account_id) and a.kind = any (v_kinds);
  return null;
end $$;

-- The product column of a report row: game play's product as in 0044; for a bonus_forfeit,
-- how the bonus closed ('expired', else 'forfeited'), so the bonus report can tell them apart.
create or replace function report_product(p_kind text, p_subject text, p_reference text)
returns text language sql stable as $$
  select case
    when p_kind = 'bonus_forfeit' then coalesce((
      select case when b.status = 'expired' then 'expired' else 'forfeited' end
      from player_bonuses b
      where b.id = nullif(substring(p_reference from '^bonus:([0-9]{1,18})$'), '')::bigint
    ), 'forfeited')
    when p_kind not in ('bet', 'win', 'rollback', 'jackpot_contribution') then ''
    when p_subject = 'sportsbook' then
      case when exists (
        select 1 from sport_coupon_legs l join sport_events e on e.id = l.event_id
        where l.coupon_id = nullif(substring(p_reference from ':coupon:([0-9]{1,18})$'), '')::bigint
          and e.virtual_product is not null
      ) then 'virtuals' else 'sports' end
    when p_subject like 'livecasino:%' then 'live'
    when p_subject like 'virtual:%' then 'virtuals'
    else 'casino'
  end
$$;

-- A bet taken while a bonus wagered: how much came from cash and from the bonus account, and
-- the weighted stake it added to the bonus's progress. A rollback gives back exactly this.
create table bonus_bet_stakes (
  provider text not null,
  transaction_id text not null,
  bonus_id bigint not null references player_bonuses (id),
  cash bigint not null check (cash >= 0),
  bonus bigint not null check (bonus >= 0),
  wagered bigint not null check (wagered >= 0),
  primary key (provider, transaction_id)
);

-- migration 0047's seamless_bet, recording the bet's split and weighted stake as well.
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


-- migration 0050's tournaments_follow_ledger, for rollbacks refunded in parts (refundStake): a
-- rolled-back bet comes off a leaderboard once and whole, whichever accounts its refund credits.
create or replace function tournaments_follow_ledger() returns trigger language plpgsql as $$
declare
  v_user integer;
  v_game integer;
  v_stake bigint;
  -- What the round had staked before this transfer: a round staked in parts (cash and bonus
  -- money, a double) counts once, judged on its whole stake.
  v_before bigint := 0;
  v_bet_at timestamptz;
  v_rule record;
  v_entry tournament_entries;
  v_score bigint;
  -- A rollback: the bet's key, and what the whole bet staked (its cash and bonus parts).
  v_bet_key text;
  v_refunded bigint;
begin
  if new.subject is null or new.subject !~ '^casino:[0-9]{1,9}$' then return null; end if;
  v_game := substring(new.subject from 8)::integer;
  select a.user_id into v_user from ledger_accounts a
    where a.id = case when new.kind = 'bet' then new.debit_account_id
                      else new.credit_account_id end
      and a.kind in ('player_cash', 'player_bonus');
  if v_user is null then return null; end if;
  -- Cheap exit for the many players in no running tournament.
  if not exists (select 1 from tournament_entries e join tournament_rules r using (tournament_id)
      where e.user_id = v_user and r.settled_at is null) then
    return null;
  end if;
  if new.kind = 'bet' then
    select coalesce(sum(t.amount), 0), min(t.created_at) into v_stake, v_bet_at
      from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id
      where t.reference = new.reference and t.kind = 'bet' and t.status = 'posted'
        and a.user_id = v_user;
    v_before := v_stake - new.amount;
  else
    -- A win or a refund belongs to the round's stake: the player's bets of the same round.
    select coalesce(sum(t.amount), 0), min(t.created_at) into v_stake, v_bet_at
      from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id
      where t.reference = new.reference and t.kind = 'bet' and t.status = 'posted'
        and a.user_id = v_user;
    if v_stake = 0 then return null; end if;
  end if;
  if new.kind = 'rollback' then
    -- A bet staked with cash and bonus money is refunded in up to two parts (and a closed
    -- bonus's part not at all): the first part takes the whole bet off, the second nothing.
    v_bet_key := regexp_replace(new.idempotency_key, ':rollback(:bonus)?$', '');
    if new.idempotency_key like '%:rollback:bonus' and exists (
        select 1 from ledger_transfers where idempotency_key = v_bet_key || ':rollback') then
      return null;
    end if;
    select coalesce(sum(amount), 0) into v_refunded from ledger_transfers
      where idempotency_key in (v_bet_key, v_bet_key || ':bonus') and kind = 'bet';
    if v_refunded = 0 then v_refunded := new.amount; end if;
  end if;
  for v_rule in
    select r.tournament_id, r.scoring, r.min_stake from tournament_rules r
      join tournament_entries e on e.tournament_id = r.tournament_id and e.user_id = v_user
      join cms_tournaments c on c.id = r.tournament_id
      where not r.paused and r.settled_at is null
        and c.starts_at <= v_bet_at and c.ends_at > v_bet_at and c.ends_at > new.created_at
        and e.joined_at <= v_bet_at and v_stake >= r.min_stake
        and ((r.category_id is null and cardinality(r.game_ids) = 0)
          or v_game = any (r.game_ids)
          or exists (select 1 from game_category_games g
            where g.category_id = r.category_id and g.game_id = v_game))
  loop
    update tournament_entries e set
      -- The part that brings the round to the minimum adds the whole round; later parts add
      -- themselves; the round is one round however many parts it is staked in.
      staked = e.staked + case
        when new.kind = 'bet' and v_before > 0 and v_before >= v_rule.min_stake then new.amount
        when new.kind = 'bet' then v_stake
        when new.kind = 'rollback' then -v_refunded else 0 end,
      rounds = e.rounds + case
        when new.kind = 'bet' and v_before > 0 and v_before >= v_rule.min_stake then 0
        when new.kind = 'bet' then 1
        when new.kind = 'rollback' then -1 else 0 end,
      won = e.won + case when new.kind = 'win' then new.amount else 0 end,
      best_multiplier = case when new.kind = 'win'
        then greatest(e.best_multiplier, new.amount * 100 / v_stake) else e.best_multiplier end
      where e.tournament_id = v_rule.tournament_id and e.user_id = v_user
      returning e.* into v_entry;
    v_score := tournament_score(v_rule.scoring, v_entry);
    if v_score <> v_entry.score then
      update tournament_entries set score = v_score,
          score_seq = nextval('tournament_score_seq'), scored_at = new.created_at
        where tournament_id = v_rule.tournament_id and user_id = v_user;
    end if;
  end loop;
  return null;
end $$;
