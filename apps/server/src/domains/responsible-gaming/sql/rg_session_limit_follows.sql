-- The session limit in force (rg_limits, kind 'session', minutes) is copied onto the player's
-- open sessions whenever it is set, lowered, raised on confirmation or removed: lowering it
-- ends sessions already past it at their next call, whichever code path changed the row.
create or replace function rg_session_limit_follows() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    update sessions set limit_ends_at = null
     where user_id = old.user_id and revoked_at is null;
  else
    update sessions set limit_ends_at = created_at + make_interval(mins => new.amount::integer)
     where user_id = new.user_id and revoked_at is null;
  end if;
  return null;
end $$;

create or replace trigger rg_limits_session_set
  after insert or update of amount on rg_limits
  for each row when (new.kind = 'session')
  execute function rg_session_limit_follows();

create or replace trigger rg_limits_session_removed
  after delete on rg_limits
  for each row when (old.kind = 'session')
  execute function rg_session_limit_follows();
