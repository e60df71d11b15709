import { operatorLoginPayload, type OperatorView } from '../backoffice.ts';
import { operatorPasswordPayload } from '../backoffice-operators.ts';
import { defineRoute, reply } from './route.ts';

/** Signing in and out, the signed-in operator, and its password. */
export const sessionRoutes = {
  'session.login': defineRoute({
    method: 'POST',
    path: '/login',
    access: 'anyone',
    body: operatorLoginPayload,
    reply: reply<OperatorView>(),
  }),
  'session.logout': defineRoute({
    method: 'POST',
    path: '/logout',
    access: 'anyone',
    reply: reply<null>(),
  }),
  'session.me': defineRoute({
    method: 'GET',
    path: '/me',
    access: 'operator',
    beforePasswordChange: true,
    reply: reply<OperatorView>(),
  }),
  'session.password': defineRoute({
    method: 'POST',
    path: '/password',
    access: 'operator',
    beforePasswordChange: true,
    body: operatorPasswordPayload,
    reply: reply<OperatorView>(),
  }),
};
