import { can, OPERATOR_ROLES } from '@lale/contract/backoffice-permissions';
import {
  TOPIC_FOLLOWERS,
  type TopicAudience,
  type TopicFollower,
} from '@lale/contract/live/topic-access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../../../test/support/live-socket.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { conversationOf, cookieHeader, listening, operatorOfRole } from './live-fixtures.ts';

/** Who connects: a guest, the player whose conversation it is, and an operator of each role. */
const WHO = ['guest', 'player', ...OPERATOR_ROLES] as const;
type Who = (typeof WHO)[number];

const REFUSALS = new Set(['not_authorized', 'anonymous_user']);

/** Whether the declaration lets `who` follow: what the matrix expects of the server. */
function declared(followers: readonly TopicFollower[], who: Who): boolean {
  return followers.some((follower) => {
    if (follower.who === 'anyone') return true;
    if (follower.who === 'self' || follower.who === 'participant') return who === 'player';
    return who !== 'guest' && who !== 'player' && can(who, follower.permission);
  });
}

describe('every role against every topic, as TOPIC_FOLLOWERS declares', () => {
  let app: TestApp;
  let port: number;
  const cookies = new Map<Who, string>();
  let topics: Record<TopicAudience, string>;

  beforeAll(async () => {
    app = await createTestApp();
    port = await listening(app);
    const player = await signedInPlayer(app.database);
    cookies.set('guest', '');
    cookies.set('player', cookieHeader(player.cookies));
    for (const role of OPERATOR_ROLES) cookies.set(role, (await operatorOfRole(app, role)).live);
    const admin = await operatorOfRole(app, 'admin');
    const conversation = await conversationOf(app, player, admin.client);
    topics = {
      player: 'player',
      game: 'game:zeplin',
      table: 'table:1',
      event: 'event:1',
      feed: 'feed:big-wins',
      tournament: 'tournament:1',
      'support-conversation': `support:${conversation}`,
      'support-queue': 'support:queue',
    };
  });
  afterAll(() => app.close());

  it.each(WHO)('%s is allowed and refused exactly what the declaration says', async (who) => {
    const socket = await connect(port, cookies.get(who) || undefined);
    await socket.waitFor((m) => m.type === 'hello');
    const audiences = Object.keys(TOPIC_FOLLOWERS) as TopicAudience[];
    socket.send({ type: 'subscribe', topics: audiences.map((a) => topics[a]) });
    for (const audience of audiences) {
      const topic = topics[audience];
      // Each topic is answered once: a snapshot, or an error (a refusal, or not_found).
      const answer = await socket.waitFor(
        (m) => (m.type === 'snapshot' || m.type === 'error') && m.topic === topic,
      );
      const refused = answer.type === 'error' && REFUSALS.has(answer.key);
      expect({ audience, allowed: !refused }).toEqual({
        audience,
        allowed: declared(TOPIC_FOLLOWERS[audience], who),
      });
    }
    await socket.close();
  });
});
