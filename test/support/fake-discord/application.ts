// GET /applications/@me as Discord answers it: the owner is a user, or — for an application owned by
// a developer team — a team pseudo-user next to the `team` object with its members.
import type { APIUser, UserFlags } from 'discord.js';
import { snowflake } from './ids.js';
import type { FakeState } from './state.js';
import type { FakeApplicationConfig, FakeTeamConfig, Json } from './types.js';

/** Discord's `TeamMemberMembershipState`: 1 invited, 2 accepted. */
const INVITED = 1;
const ACCEPTED = 2;
/** Discord's user flag for the pseudo-user that stands for a team as an application's owner. */
const TEAM_PSEUDO_USER = 1 << 10;

export interface FakeApplication {
  owner: APIUser;
  team: (FakeTeamConfig & { id: string }) | null;
  botPublic: boolean;
}

const withId = (team: FakeTeamConfig | null | undefined) =>
  team ? { ...team, id: team.id ?? snowflake() } : null;

const user = (u: { id: string; username?: string }, flags = 0): APIUser => ({
  id: u.id,
  username: u.username ?? `user-${u.id.slice(-4)}`,
  discriminator: '0',
  global_name: null,
  avatar: null,
  flags: flags as UserFlags,
  public_flags: flags as UserFlags,
});

export function resolveApplication(config: FakeApplicationConfig = {}): FakeApplication {
  return {
    owner: user(config.owner ?? { id: snowflake(), username: 'app-owner' }),
    team: withId(config.team),
    botPublic: config.botPublic ?? false,
  };
}

/** Changes what the next GET /applications/@me answers. */
export function updateApplication(app: FakeApplication, patch: FakeApplicationConfig): void {
  if (patch.owner) app.owner = user(patch.owner);
  if (patch.team !== undefined) app.team = withId(patch.team);
  if (patch.botPublic !== undefined) app.botPublic = patch.botPublic;
}

export function applicationPayload(state: FakeState): Json {
  const { applicationId, botUser } = state.options;
  const { team, owner, botPublic } = state.application;
  return {
    id: applicationId,
    name: botUser.username,
    icon: null,
    description: '',
    summary: '',
    type: null,
    bot: botUser,
    bot_public: botPublic,
    bot_require_code_grant: false,
    verify_key: '0'.repeat(64),
    flags: 0,
    owner: team ? user({ id: team.id, username: `team${team.id}` }, TEAM_PSEUDO_USER) : owner,
    team: team
      ? {
          id: team.id,
          name: team.name ?? 'fake team',
          icon: null,
          owner_user_id: team.members[0]?.user.id ?? null,
          members: team.members.map((m) => ({
            membership_state: m.accepted === false ? INVITED : ACCEPTED,
            team_id: team.id,
            user: user(m.user),
            role: 'admin',
            permissions: ['*'],
          })),
        }
      : null,
  };
}
