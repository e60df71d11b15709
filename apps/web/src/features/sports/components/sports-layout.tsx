import { Outlet } from 'react-router';
import { SlipDock } from '../../../shared/bet-slip/slip-dock.tsx';

/** Every sportsbook page sits beside the bet slip (side panel, or bottom sheet on phones). */
export function SportsLayout() {
  return (
    <SlipDock>
      <Outlet />
    </SlipDock>
  );
}
