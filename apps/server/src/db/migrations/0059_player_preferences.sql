-- A player's small preferences that follow them from device to device: for now whether the game
-- pages' sound is off. No row means the defaults (sound off until the player turns it on).
create table player_preferences (
  user_id integer primary key references users (id) on delete cascade,
  sound_muted boolean not null default true,
  updated_at timestamptz not null
);
