/**
 * Live support for the composition: the widget's RPC handlers and screenshot routes, the live
 * channel's rules for `support:*` topics, and the operators' side for the back office.
 */
export { supportHandlers, type SupportHandlerDeps } from './rpc/support.handlers.ts';
export { registerSupportAttachments, sendImage } from './http/support-attachments.routes.ts';
export { SupportLive, supportParticipant, supportSnapshot } from './support-live.ts';
export { guestKeyFromHeader } from './guest-cookie.ts';
export { operatorSupport, type OperatorRef } from './operator/operator-support.ts';
export { supportQueue } from './operator/support-queue.ts';
export { cannedAnswers } from './operator/canned-answers.ts';
export { markPresence } from './presence.ts';
export { sniffImageType } from './image-type.ts';
export { operatorLivePass, operatorLivePassHeader } from './operator-live-pass.ts';
