-- A jackpot contribution names its round only: it is for the game of that round's stake.
create or replace function report_subject(p_kind text, p_subject text, p_reference text)
returns text language sql stable as $$
  select coalesce(p_subject, case when p_kind = 'jackpot_contribution' then (
    select b.subject from ledger_transfers b
    where b.reference = 'lale:' || p_reference and b.kind = 'bet' limit 1) end, '')
$$;
