import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, newClientIp, test } from '../../support/accounts-test.ts';
import type { Lang } from '../../support/languages.ts';
import { openSectionOnPhone, signInOperator } from '../../support/operator.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { useLanguage } from '../foundation/site.ts';
import { signIn } from '../lobby/lobby.ts';

// Registration (argon2) and two browsers on a shared machine.
test.describe.configure({ timeout: 90_000 });
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const SHOTS = process.env.DOCUMENT_SHOTS_DIR;
/** The documents section alone (or the whole screen), for looking at on a phone. */
const shot = async (page: Page, name: string, testId?: string) => {
  if (!SHOTS) return;
  const path = `${SHOTS}/${name}.png`;
  if (testId) await page.getByTestId(testId).screenshot({ path });
  else await page.screenshot({ path });
};

const TEXT = {
  tr: {
    notSent: 'Gönderilmedi',
    pending: 'İnceleniyor',
    approved: 'Onaylandı',
    rejected: 'Reddedildi',
    unverified: 'Doğrulanmadı',
    reason: 'Fotoğraf bulanık, lütfen tekrar çekin',
  },
  en: {
    notSent: 'Not sent',
    pending: 'Under review',
    approved: 'Approved',
    rejected: 'Rejected',
    unverified: 'Not verified',
    reason: 'The photo is blurred, please take it again',
  },
} as const;

/** A real picture (a plain PNG) the operator's page can show. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3]!)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const lang = 'tr' as Lang;

test(`a player sends an identity document, an operator rejects it with a reason, the player sends another and it is approved (${lang})`, async ({
  page,
  request,
  browser,
}) => {
  const text = TEXT[lang];
  const player = newPlayer();
  await registerPlayer(request, player);

  // The player opens My documents: nothing sent, not verified.
  await useLanguage(page, lang);
  await signIn(page, lang, player);
  await page.goto('/profile?tab=documents');
  const identity = page.getByTestId('kyc-doc-identity');
  await expect(identity.getByTestId('kyc-doc-identity-state')).toHaveText(text.notSent);
  await expect(page.getByTestId('kyc-status')).toHaveText(text.unverified);
  await page.getByTestId('kyc-doc-identity-input').setInputFiles({
    name: 'kimlik-on-yuz.png',
    mimeType: 'image/png',
    buffer: png(240, 150, [40, 90, 160]),
  });
  await expect(identity.getByTestId('kyc-doc-identity-state')).toHaveText(text.pending);
  await expect(identity).toContainText('kimlik-on-yuz.png');
  await shot(page, `player-documents-sent-${lang}`, 'kyc-documents');

  // An operator, elsewhere, opens the player's page and the file, and rejects it.
  const office = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: PHONE,
    extraHTTPHeaders: { 'X-Forwarded-For': newClientIp() },
  });
  const operator = await office.newPage();
  await useLanguage(operator, lang);
  await signInOperator(operator);
  await openSectionOnPhone(operator, 'bo-nav-players');
  await operator.getByTestId('bo-players-search').fill(player.username);
  await operator.getByTestId('bo-players-find').click();
  await operator
    .getByTestId('bo-players-hits')
    .getByRole('button', { name: player.username })
    .click();
  const card = operator.getByTestId('bo-doc-identity');
  await expect(card.getByTestId('bo-doc-identity-state')).toHaveText(text.pending);
  await expect(card.getByTestId('bo-doc-identity-name')).toHaveText('kimlik-on-yuz.png');
  await card.getByTestId('bo-doc-identity-view').click();
  const picture = operator.getByTestId('bo-doc-preview-image');
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(240);
  await shot(operator, `operator-document-preview-${lang}`);
  await operator.keyboard.press('Escape');
  await expect(picture).toHaveCount(0);
  await card.getByTestId('bo-doc-identity-reject').click();
  await card.getByTestId('bo-doc-identity-reason-input').fill(text.reason);
  await card.getByTestId('bo-doc-identity-reject-confirm').click();
  await expect(card.getByTestId('bo-doc-identity-state')).toHaveText(text.rejected);
  await expect(card.getByTestId('bo-doc-identity-reason')).toContainText(text.reason);
  await shot(operator, `operator-documents-rejected-${lang}`, 'bo-documents');

  // The player reads the reason and sends a new file.
  await page.reload();
  await expect(identity.getByTestId('kyc-doc-identity-state')).toHaveText(text.rejected);
  await expect(identity.getByTestId('kyc-doc-identity-reason')).toContainText(text.reason);
  await shot(page, `player-documents-rejected-${lang}`, 'kyc-documents');
  await page.getByTestId('kyc-doc-identity-input').setInputFiles({
    name: 'kimlik-yeni.png',
    mimeType: 'image/png',
    buffer: png(300, 190, [30, 140, 80]),
  });
  await expect(identity.getByTestId('kyc-doc-identity-state')).toHaveText(text.pending);
  await expect(identity.getByTestId('kyc-doc-identity-reason')).toHaveCount(0);

  // The operator sees the new file and approves it; the player sees it approved.
  await operator.reload();
  await expect(card.getByTestId('bo-doc-identity-name')).toHaveText('kimlik-yeni.png');
  await card.getByTestId('bo-doc-identity-approve').click();
  await expect(card.getByTestId('bo-doc-identity-state')).toHaveText(text.approved);
  await shot(operator, `operator-documents-${lang}`, 'bo-documents');
  await office.close();
  await page.reload();
  await expect(identity.getByTestId('kyc-doc-identity-state')).toHaveText(text.approved);
  await shot(page, `player-documents-approved-${lang}`, 'kyc-documents');
});
