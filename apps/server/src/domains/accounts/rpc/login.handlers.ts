import { signedIn, Success, type ClassHandlers } from '../../../rpc/handler.ts';
import { checkGaSignedIn } from '../ga.service.ts';
import { login, logout } from '../login.service.ts';
import { passGaChallenge, passSmsChallenge, resendChallengeSms } from '../second-factor.service.ts';
import { sendAccountSms, validateAccountSms } from '../security.service.ts';
import { unlockAccount } from '../unlock.service.ts';
import type { UserModuleDeps } from '../user.deps.ts';

type Handlers = ClassHandlers<'user'>;

/**
 * Signing in and out, and lifting a slowed sign-in; the second-factor calls take a login
 * challenge or else a session.
 */
export function loginHandlers(deps: UserModuleDeps): Handlers {
  return {
    login: {
      handle: async (p, ctx) => {
        const data = await login(deps, ctx, p);
        return data.challenge ? data : new Success(data, { message: 'logged_in' });
      },
    },
    logout: {
      handle: async (_p, ctx) => {
        await logout(deps, ctx);
        return new Success(null, { message: 'logged_out' });
      },
    },
    check_ga: {
      handle: async (p, ctx) => {
        if (p.challenge)
          return new Success(await passGaChallenge(deps, ctx, p.challenge, p.ga_code), {
            message: 'logged_in',
          });
        return checkGaSignedIn(deps, signedIn(ctx), p.ga_code);
      },
    },
    sms_validate: {
      handle: async (p, ctx) => {
        if (p.challenge)
          return new Success(await passSmsChallenge(deps, ctx, p.challenge, p.code), {
            message: 'logged_in',
          });
        return validateAccountSms(deps, signedIn(ctx), p.code);
      },
    },
    unlock_account: { handle: (p, ctx) => unlockAccount(deps, ctx, p.token) },
    sms_send: {
      handle: async (p, ctx) => {
        if (p.challenge)
          return new Success(await resendChallengeSms(deps, ctx, p.challenge), {
            message: 'sms_sent',
          });
        return sendAccountSms(deps, signedIn(ctx));
      },
    },
  };
}
