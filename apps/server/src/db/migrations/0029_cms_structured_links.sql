-- SocialMediaLinks and bottomBarInfo hold JSON now (packages/contract/src/cms-links.ts): the
-- social networks' links, and the quick-access bar's support, live-stream and bonus links.
-- Sites seeded before got placeholder HTML ("coming soon", a one-line notice) in them: that
-- becomes the new seed's JSON, keeping the notice's words. A record that already holds JSON
-- (an operator's own) is left as it is; running this again changes nothing.
update cms_information
set body = case inf_type
    when 'SocialMediaLinks' then jsonb_build_object('tr', links.social, 'en', links.social)
    else jsonb_build_object(
      'tr', (links.quick || jsonb_build_object('notice',
        coalesce(nullif(left(trim(regexp_replace(body ->> 'tr', '<[^>]*>', '', 'g')), 300), ''),
          '18 yaşından küçüklerin oyun oynaması yasaktır. Lütfen sorumlu oynayın.')))::text,
      'en', (links.quick || jsonb_build_object('notice',
        coalesce(nullif(left(trim(regexp_replace(body ->> 'en', '<[^>]*>', '', 'g')), 300), ''),
          'Players under 18 may not play. Please play responsibly.')))::text
    )
  end,
  updated_at = now()
from (
  select
    '{"facebook":"https://www.facebook.com/laleresmi","twitter":"https://x.com/laleresmi","instagram":"https://www.instagram.com/laleresmi","youtube":"https://www.youtube.com/@laleresmi","reddit":"https://www.reddit.com/r/laleresmi","telegram":"https://t.me/laleresmi","whatsapp":"https://whatsapp.com/channel/laleresmi","google":"https://g.page/laleresmi","pinterest":"https://www.pinterest.com/laleresmi"}'::text as social,
    '{"whatsapp":"https://wa.me/905550000000","telegram":"https://t.me/lale_destek","liveStreamUrl":"https://www.youtube.com/@laleresmi/live","bonusClaimPath":"/promotions"}'::jsonb as quick
) as links
where inf_type in ('SocialMediaLinks', 'bottomBarInfo')
  and left(ltrim(body ->> 'tr'), 1) <> '{';
