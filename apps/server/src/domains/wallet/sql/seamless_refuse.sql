-- Refusals raise SQLSTATE LW001 with the seamless error code as the message, so that the
-- statement, and everything it wrote, is undone.
create or replace function seamless_refuse(p_code text) returns void language plpgsql as $$
begin
  raise exception using errcode = 'LW001', message = p_code;
end $$;
