import { expect, test } from '@playwright/test';
import { waitForAppAfterLoads } from '../../support/site-test.ts';
import { signInOperator } from '../../support/operator.ts';

/**
 * Live support end to end, two browsers: an operator with the console open (so agents are
 * online), a guest who writes from the home page and gets the answer live without a reload,
 * and the transcript kept once the operator closes the conversation.
 */
test('a guest writes to live support, an operator answers live, the transcript is kept', async ({
  browser,
  baseURL,
}) => {
  // Two browsers, a back office and a conversation of a dozen steps: three times the usual time.
  test.slow();
  const office = await browser.newContext({ baseURL, locale: 'tr-TR' });
  const operator = await office.newPage();
  await operator.goto('/backoffice');
  await signInOperator(operator);
  await operator.getByTestId('bo-nav-support').click();
  await expect(operator.getByTestId('page-backoffice-support')).toBeVisible();

  const visitor = await browser.newContext({ baseURL, locale: 'tr-TR' });
  const guest = await visitor.newPage();
  // The home page comes rendered by the server: its buttons work once the app has taken over.
  waitForAppAfterLoads(guest);
  await guest.goto('/');
  await guest.getByTestId('support-button').click();
  await expect(guest.getByTestId('support-presence')).toHaveText('Temsilcilerimiz çevrim içi');
  const question = `Bonusum yüklenmedi ${Date.now()}`;
  await guest.getByTestId('support-input').fill(question);
  await guest.getByTestId('support-send').click();
  await expect(guest.getByTestId('support-message-mine')).toContainText(question);
  await expect(guest.getByTestId('support-mark').last()).toHaveText('✓');

  // The queue updates by itself; the guest is waiting.
  const item = operator.getByTestId('bo-support-queue-item').filter({ hasText: question });
  await expect(item).toBeVisible();
  await expect(item.getByTestId('bo-support-waiting')).toBeVisible();
  await item.click();
  await operator.getByTestId('bo-support-assign').click();
  await expect(operator.getByTestId('bo-support-assignment')).toHaveText('Bu görüşme sizde');
  await expect(operator.getByTestId('bo-support-message-player')).toContainText(question);
  // Read by the operator: the guest's mark turns ✓✓ without a reload.
  await expect(guest.getByTestId('support-mark').last()).toHaveText('✓✓');

  const answer = 'Merhaba, bonusunuzu hemen kontrol ediyorum';
  await operator.getByTestId('bo-support-reply').fill(answer);
  await operator.getByTestId('bo-support-send').click();
  await expect(guest.getByTestId('support-message-agent')).toContainText(answer);

  // Closed: the guest is told, and the operator still reads the transcript.
  await operator.getByTestId('bo-support-close').click();
  await expect(guest.getByTestId('support-closed')).toBeVisible();
  await operator.getByTestId('bo-support-tabs').getByText('Kapanan görüşmeler').click();
  await operator.getByTestId('bo-support-search').fill('Bonusum yüklenmedi');
  // A transcript's row shows its last message: the answer; the search found it by the question.
  const transcript = operator.getByTestId('bo-support-queue-item').filter({ hasText: answer });
  await transcript.click();
  await expect(operator.getByTestId('bo-support-message-player')).toContainText(question);
  await expect(operator.getByTestId('bo-support-message-operator')).toContainText(answer);

  await office.close();
  await visitor.close();
});
