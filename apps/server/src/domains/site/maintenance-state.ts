import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema.ts';

export interface Maintenance {
  enabled: boolean;
  message: string;
  since: string | null;
}

export const MAINTENANCE_KEY = 'maintenance';
const OFF: Maintenance = { enabled: false, message: '', since: null };

/**
 * The maintenance flag, read on every call, so it is kept in memory and refreshed from the
 * database every second: a switch made by another process shows within a second, one made
 * through this process at once.
 */
export class MaintenanceState {
  private current: Maintenance = OFF;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly refreshMs = 1000,
  ) {}

  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), this.refreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  isOn(): boolean {
    return this.current.enabled;
  }

  get(): Maintenance {
    return this.current;
  }

  async refresh(): Promise<Maintenance> {
    this.current = await readMaintenance(this.db);
    return this.current;
  }

  async set(enabled: boolean, message?: string): Promise<Maintenance> {
    this.current = await writeMaintenance(this.db, enabled, message);
    return this.current;
  }
}

export async function readMaintenance(db: Db): Promise<Maintenance> {
  const rows = await db.select().from(siteSettings).where(eq(siteSettings.key, MAINTENANCE_KEY));
  return { ...OFF, ...(rows[0]?.value as Partial<Maintenance> | undefined) };
}

export async function writeMaintenance(
  db: Db,
  enabled: boolean,
  message?: string,
): Promise<Maintenance> {
  const previous = await readMaintenance(db);
  const value: Maintenance = {
    enabled,
    message: message ?? previous.message,
    since: enabled ? (previous.enabled ? previous.since : new Date().toISOString()) : null,
  };
  await db
    .insert(siteSettings)
    .values({ key: MAINTENANCE_KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
  return value;
}
