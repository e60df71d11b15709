import { useEffect, useRef } from 'react';
import type { Clock } from '../../shared/session/activity-timer.ts';
import {
  shouldRecordActivity,
  startActivityTimer,
  systemClock,
} from '../../shared/session/activity-timer.ts';
import { logout } from '../../shared/session/logout.ts';
import { isSignedIn } from '../../shared/session/session-actions.ts';
import { touchActivity } from '../../shared/store/app-actions.ts';
import { getAppState } from '../../shared/store/app-store.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** SPEC §4 activity timer: logs out after an idle hour; activity moves the start time on. */
export function useActivityTimer(clock: Clock = systemClock): void {
  const loggingOut = useRef(false);
  useEffect(() => {
    if (isSignedIn() && getAppState().userActivityStartTime === null) touchActivity(clock.now());
    const stop = startActivityTimer({
      clock,
      isSignedIn: () => isSignedIn(),
      getStartTime: () => getAppState().userActivityStartTime,
      onInactive: () => {
        if (loggingOut.current) return;
        loggingOut.current = true;
        void logout().finally(() => (loggingOut.current = false));
      },
    });
    const onActivity = () => {
      const now = clock.now();
      if (isSignedIn() && shouldRecordActivity(getAppState().userActivityStartTime, now))
        touchActivity(now);
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true });
    return () => {
      stop();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [clock]);
}
