-- A movement's score for one entry, by the tournament's rule.
create or replace function tournament_score(p_scoring text, p_entry tournament_entries) returns bigint
language sql immutable as $$
  select case p_scoring
    when 'total_stake' then p_entry.staked
    when 'most_rounds' then p_entry.rounds::bigint
    when 'net_win' then p_entry.won - p_entry.staked
    else p_entry.best_multiplier end
$$;
