-- The game type whose weight a stake counts with, from the wallet's game id.
create or replace function bonus_game_type(p_game_id text) returns text language sql stable as $$
  select case
    when p_game_id like 'casino:%' then coalesce(
      (select type from games where p_game_id ~ '^casino:\d{1,9}$'
        and id = substr(p_game_id, 8)::integer), 'other')
    when p_game_id like 'livecasino:%' then 'live'
    when p_game_id = 'sportsbook' then 'sports'
    else 'other'
  end
$$;
