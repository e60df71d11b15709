-- A studio round stays open between a video poker deal and its draw: the hourly idle sweep
-- (domains/games/video-poker/idle-deal-sweep.ts) looks for the old ones, and the deal and the
-- seed rotation for the player's own. Open rounds are few among millions of settled ones.
create index studio_rounds_open on studio_rounds (engine_id, created_at) where status = 'open';
