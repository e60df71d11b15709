-- Tournament scores follow the ledger (domains/tournaments/README.md): this trigger reads every
-- posted bet, win and rollback of a casino game on a player's account as it is written, in the
-- same transaction, so a leaderboard is never behind the money and never counts a movement
-- twice. A round staked in parts (cash and bonus money, a double) counts once, judged on its
-- whole stake; a rolled-back bet comes off a leaderboard once and whole, whichever accounts its
-- refund (refundStake, possibly in parts) credits.
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

create or replace trigger tournaments_follow_posted_transfer after insert on ledger_transfers
  for each row when (new.status = 'posted' and new.kind in ('bet', 'win', 'rollback'))
  execute function tournaments_follow_ledger();

create or replace trigger tournaments_follow_settled_transfer after update of status on ledger_transfers
  for each row when (old.status = 'pending' and new.status = 'posted'
    and new.kind in ('bet', 'win', 'rollback'))
  execute function tournaments_follow_ledger();
