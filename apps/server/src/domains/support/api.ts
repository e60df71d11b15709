/**
 * Live support: its registration for the composition (domain.ts: the widget's methods and
 * screenshot routes, the `support:*` topics), the operators' side for the back office, and
 * who a live connection's guest or operator is.
 */
export { sendImage } from './http/support-attachments.routes.ts';
export { SupportLive } from './support-live.ts';
export { guestKeyFromHeader } from './guest-cookie.ts';
export { operatorSupport, type OperatorRef } from './operator/operator-support.ts';
export { supportQueue } from './operator/support-queue.ts';
export { cannedAnswers } from './operator/canned-answers.ts';
export { markPresence } from './presence.ts';
export { sniffImageType } from './image-type.ts';
export { operatorLivePass, operatorLivePassHeader } from './operator-live-pass.ts';
export { supportDomain, type SupportDomain } from './domain.ts';
