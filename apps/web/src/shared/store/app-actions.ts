import type { Lang } from '@lale/contract/languages';
import { normalizeLang } from '@lale/contract/languages';
import { useAppStore } from './app-store.ts';
import { localeOf } from './session-types.ts';

export function setLanguage(lang: Lang | string): void {
  const code = normalizeLang(lang);
  useAppStore.setState({ userLanguage: code, language: localeOf(code) });
}

export function setMaintenanceFlag(on: boolean): void {
  useAppStore.setState({ siteUnderMaintenance: on });
}

export function setReturnUrl(path: string | null): void {
  useAppStore.setState({ returnUrl: path });
}

export function setShowBalance(show: boolean): void {
  useAppStore.setState({ showBalance: show });
}

export function setNetworkDown(down: boolean): void {
  if (useAppStore.getState().networkDown !== down) useAppStore.setState({ networkDown: down });
}

export function touchActivity(now: number): void {
  useAppStore.setState({ userActivityStartTime: now });
}
