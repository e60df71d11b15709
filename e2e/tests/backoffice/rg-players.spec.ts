import { expect, test } from '../../support/accounts-test.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { rpc } from '../../support/rpc.ts';
import { useLanguage } from '../foundation/site.ts';
import { signInOperator } from '../../support/operator.ts';
import type { Lang } from '../../support/languages.ts';

const TEXTS = {
  en: {
    nav: 'Players',
    kind: 'Self-exclusion',
    cannotLift: 'A self-exclusion cannot be lifted early',
    refused: 'Sign-in refused during a break',
  },
  tr: {
    nav: 'Oyuncular',
    kind: 'Kendini uzaklaştırma',
    cannotLift: 'Kendini uzaklaştırma erken kaldırılamaz',
    refused: 'Mola sırasında giriş reddedildi',
  },
} as const;

const lang = 'tr' as Lang;

test(`an operator reads a self-excluded player's record and finds no way to lift it (${lang})`, async ({
  page,
  request,
}) => {
  const text = TEXTS[lang];
  const player = newPlayer();
  await registerPlayer(request, player);
  const login = { username: player.username, password: player.password };
  expect((await rpc(request, 'user', 'login', login)).result).toBe(true);
  const taken = await rpc(request, 'responsible_gaming', 'take_break', {
    kind: 'self_exclusion',
    duration: '6m',
    current_password: player.password,
  });
  expect(taken.result).toBe(true);
  expect((await rpc(request, 'user', 'login', login)).debug).toBe('rg_self_excluded');

  await useLanguage(page, lang);
  await page.goto('/backoffice');
  await signInOperator(page);
  await page.getByTestId('bo-nav-players').click();
  await expect(page.getByTestId('bo-nav-players')).toHaveText(text.nav);
  await page.getByTestId('bo-players-search').fill(player.username);
  await page.getByTestId('bo-players-find').click();
  await page.getByTestId('bo-players-hits').getByRole('button', { name: player.username }).click();

  const record = page.getByTestId('bo-player-record');
  await expect(record.getByTestId('bo-player-break')).toContainText(text.kind);
  await expect(record.getByTestId('bo-player-cannot-lift')).toContainText(text.cannotLift);
  await expect(record.getByTestId('bo-player-audit')).toContainText(text.refused);
  await expect(record.getByRole('button')).toHaveCount(0);
});
