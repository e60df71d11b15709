-- Virtual horse and greyhound racing (domains/virtuals/racing): their leagues are sportsbook
-- leagues of the two racing sports. A race is an ordinary sport_events row: its runners (the
-- league's sport_teams) and their strengths are in the event's model jsonb (t1…tn, s1…sn); the
-- two team columns, not null for every sport, hold the race's runners 1 and 2 (views of a race
-- name it by its league, not by them).
alter table sport_leagues drop constraint sport_leagues_sport_check;
alter table sport_leagues add constraint sport_leagues_sport_check check (
  sport in ('football', 'basketball', 'tennis', 'volleyball', 'horse_racing', 'greyhound_racing')
);
