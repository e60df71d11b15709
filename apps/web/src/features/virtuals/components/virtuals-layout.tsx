import { Outlet } from 'react-router';
import { SlipDock } from '../../../shared/bet-slip/slip-dock.tsx';

/** Every virtual sports page sits beside the sportsbook's one bet slip. */
export function VirtualsLayout() {
  return (
    <SlipDock>
      <Outlet />
    </SlipDock>
  );
}
