-- The bonus engine (issue 16, src/domains/bonus/README.md). A bonus definition says what is paid
-- and on which terms; a player's bonus is one grant of it. Bonus money lives in the player's
-- player_bonus ledger account; while a bonus is wagering, bets take cash and bonus money in the
-- definition's order and count towards its requirement, in the bet's own statement. Conversion,
-- expiry and forfeit are ledger transfers keyed by the bonus, so each happens once.

-- Expiry and forfeit return bonus money to the house: a transfer kind of their own.
alter table ledger_transfers drop constraint ledger_transfers_kind_check;
alter table ledger_transfers add constraint ledger_transfers_kind_check check (
  kind in (
    'bet', 'win', 'rollback', 'jackpot_contribution', 'jackpot_award', 'jackpot_seed',
    'demo_grant', 'deposit', 'withdrawal', 'bonus_grant', 'bonus_conversion', 'bonus_forfeit',
    'correction'
  )
);

create table bonus_definitions (
  id serial primary key,
  -- Stable name the seed and the promotions use ('welcome', 'casino-discount', 'deposit-20').
  code text not null unique check (code ~ '^[a-z0-9-]{2,40}$'),
  name jsonb not null,
  terms jsonb not null,
  -- deposit_match: a percentage of a deposit; loss_rebate: a percentage of last week's net
  -- casino loss (the casino discount).
  kind text not null check (kind in ('deposit_match', 'loss_rebate')),
  trigger text not null check (
    trigger in ('first_deposit', 'any_deposit', 'claim', 'promotion_code', 'weekly_loss')
  ),
  percentage integer not null check (percentage between 1 and 500),
  -- Kuruş. The most one grant pays; a deposit below min_deposit earns nothing.
  cap bigint not null check (cap > 0),
  min_deposit bigint not null default 0 check (min_deposit >= 0),
  -- Required wagering = amount × multiple; 0 pays the bonus as cash at once.
  wagering_multiple integer not null default 0 check (wagering_multiple between 0 and 100),
  -- Percent of a stake that counts, by game type (slot, table, scratch, crash, live, sports,
  -- other); a type not named counts 0.
  game_weights jsonb not null default '{"slot": 100, "scratch": 100, "crash": 50, "table": 10, "live": 10}',
  expiry_days integer not null default 30 check (expiry_days between 1 and 365),
  -- Kuruş; a larger bet while the bonus is wagering is refused.
  max_bet bigint check (max_bet > 0),
  -- Cash method ids that qualify for a deposit trigger; null: every method.
  eligible_methods integer[],
  once_per_player boolean not null default true,
  -- Upper-case code a player enters at registration or deposit (trigger promotion_code), or
  -- must give to claim.
  opt_in_code text unique check (opt_in_code ~ '^[A-Z0-9]{3,20}$'),
  stake_order text not null default 'cash_first' check (stake_order in ('cash_first', 'bonus_first')),
  forfeit_on_withdrawal boolean not null default true,
  status text not null default 'active' check (status in ('active', 'paused', 'ended')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  created_at timestamptz not null default now(),
  check (ends_at > starts_at)
);

create table player_bonuses (
  id bigserial primary key,
  user_id integer not null references users (id) on delete restrict,
  definition_id integer not null references bonus_definitions (id),
  -- wagering: money in the bonus account, counting bets; paid: granted as cash (no wagering);
  -- converted, expired, forfeited: closed, the bonus account emptied by a transfer.
  status text not null check (status in ('wagering', 'paid', 'converted', 'expired', 'forfeited')),
  amount bigint not null check (amount > 0),
  required bigint not null check (required >= 0),
  wagered bigint not null default 0 check (wagered >= 0),
  -- What earned it: 'cashier:<request id>', 'week:<monday>', 'claim', 'code'. One grant per
  -- definition, player and source, whatever retries.
  source text not null,
  -- Money moved when it closed (converted to cash, or back to the house).
  closed_amount bigint,
  granted_at timestamptz not null,
  expires_at timestamptz not null,
  closed_at timestamptz,
  unique (definition_id, user_id, source)
);
-- One bonus wagers at a time: it owns the whole bonus account.
create unique index player_bonuses_one_wagering on player_bonuses (user_id) where status = 'wagering';
create index player_bonuses_user on player_bonuses (user_id, granted_at desc);
create index player_bonuses_expiring on player_bonuses (expires_at) where status = 'wagering';

-- A player's opt-in to a definition that needs one (the claim button, or the definition's code
-- given later); a code entered at registration is read from users.promotion_code instead.
create table bonus_opt_ins (
  user_id integer not null references users (id) on delete cascade,
  definition_id integer not null references bonus_definitions (id),
  opted_in_at timestamptz not null,
  primary key (user_id, definition_id)
);

-- A promotion (CMS content) offers a definition: its claim button and terms.
create table bonus_promotion_links (
  promotion_id integer primary key references cms_promotions (id) on delete cascade,
  definition_id integer not null references bonus_definitions (id)
);

-- How a round's stake was split while a bonus wagered: its wins are split the same way.
create table bonus_round_stakes (
  provider text not null,
  round_id text not null,
  bonus_id bigint not null references player_bonuses (id),
  cash bigint not null default 0,
  bonus bigint not null default 0,
  primary key (provider, round_id)
);

-- The game type whose weight a stake counts with, from the wallet's game id.
create function bonus_game_type(p_game_id text) returns text language sql stable as $$
  select case
    when p_game_id like 'casino:%' then coalesce(
      (select type from games where p_game_id ~ '^casino:\d{1,9}$'
        and id = substr(p_game_id, 8)::integer), 'other')
    when p_game_id like 'livecasino:%' then 'live'
    when p_game_id = 'sportsbook' then 'sports'
    else 'other'
  end
$$;

-- Closes a wagering bonus, moving what its account holds: to cash when converted, back to the
-- house when expired or forfeited. The caller holds the bonus row locked. Keyed by the bonus:
-- it happens once.
create function bonus_close(p_bonus player_bonuses, p_status text) returns bigint
language plpgsql as $$
declare
  v_held bigint;
  v_moved record;
begin
  perform 1 from ledger_accounts
    where (kind, owner) in (('player_cash', p_bonus.user_id::text),
      ('player_bonus', p_bonus.user_id::text), ('house', 'shard-' || (p_bonus.user_id % 16)))
    order by id for update;
  select coalesce(sum(credits_posted - debits_posted - debits_pending), 0) into v_held
    from ledger_accounts where kind = 'player_bonus' and owner = p_bonus.user_id::text;
  if v_held > 0 then
    if p_status = 'converted' then
      v_moved := ledger_transfer('player_bonus', p_bonus.user_id::text, 'player_cash',
        p_bonus.user_id::text, v_held, 'bonus_conversion', 'bonus:' || p_bonus.id,
        'bonus:conversion:' || p_bonus.id, false, null);
    else
      v_moved := ledger_transfer('player_bonus', p_bonus.user_id::text, 'house',
        'shard-' || (p_bonus.user_id % 16), v_held, 'bonus_forfeit', 'bonus:' || p_bonus.id,
        'bonus:forfeit:' || p_bonus.id, false, null);
    end if;
    if v_moved.outcome <> 'applied' then
      raise exception 'bonus % close: %', p_bonus.id, v_moved.outcome;
    end if;
  end if;
  update player_bonuses set status = p_status, closed_amount = v_held, closed_at = now()
    where id = p_bonus.id;
  return v_held;
end $$;

-- Refusal of a bet over the bonus's maximum while it wagers (SQLSTATE LB001, the maximum in
-- kuruş as the message).
create function bonus_refuse_max_bet(p_max bigint) returns void language plpgsql as $$
begin
  raise exception using errcode = 'LB001', message = p_max::text;
end $$;

-- The bet's money: without a wagering bonus, the player's cash as before. With one, the stake is
-- taken from cash and bonus money in the definition's order, counted towards the requirement
-- with its game's weight, and the bonus converts when the requirement is met, all in this
-- statement. Same signature and answer as migration 0009's.
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

-- A win: to cash as before, except that a round staked partly with a still-wagering bonus's
-- money pays that share of the win back into the bonus account.
create or replace function seamless_win(
  p_provider text, p_transaction_id text, p_round_id text, p_game_id text, p_player integer,
  p_amount bigint, p_house_owner text, p_ledger_key text, p_reference text
) returns jsonb language plpgsql as $$
declare
  v_round wallet_rounds%rowtype;
  v_moved record;
  v_response jsonb;
  v_transfer uuid;
  v_stake record;
  v_bonus_share bigint := 0;
  v_cash_after bigint;
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
    select s.cash, s.bonus into v_stake from bonus_round_stakes s
      join player_bonuses b on b.id = s.bonus_id and b.status = 'wagering'
      where s.provider = p_provider and s.round_id = p_round_id
      for update of b;
    if found and v_stake.bonus > 0 then
      v_bonus_share := p_amount * v_stake.bonus / (v_stake.cash + v_stake.bonus);
    end if;
    if v_bonus_share > 0 then
      v_moved := ledger_transfer('house', p_house_owner, 'player_bonus', p_player::text,
        v_bonus_share, 'win', p_reference, p_ledger_key || ':bonus', false, p_game_id);
      if v_moved.outcome <> 'applied' then
        raise exception 'ledger key %:bonus is already used', p_ledger_key;
      end if;
      v_transfer := (v_moved.transfer).id;
    end if;
    if p_amount - v_bonus_share > 0 then
      v_moved := ledger_transfer('house', p_house_owner, 'player_cash', p_player::text,
        p_amount - v_bonus_share, 'win', p_reference, p_ledger_key, false, p_game_id);
      if v_moved.outcome <> 'applied' then
        raise exception 'ledger key % is already used', p_ledger_key;
      end if;
      v_transfer := (v_moved.transfer).id;
    end if;
  end if;
  v_cash_after := coalesce((select credits_posted - debits_posted - debits_pending
    from ledger_accounts where kind = 'player_cash' and owner = p_player::text), 0);
  v_response := jsonb_build_object('balance', v_cash_after, 'transferId', v_transfer);
  update wallet_rounds set status = 'closed', closed_at = now()
    where provider = p_provider and round_id = p_round_id;
  update wallet_transactions set transfer_id = v_transfer, response = v_response
    where provider = p_provider and transaction_id = p_transaction_id;
  return v_response;
end $$;

-- The bonus history (SPEC §3, category 3, type 7) follows bonus grants, conversions and
-- forfeits on whichever of the player's accounts they touch; everything else as migration 0010.
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
    when 'bonus_conversion' then v_category := 3; v_type := 7;
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
