import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Player } from '../../support/players.ts';

/** The form's fields as the player types them (dates as DD.MM.YYYY). */
export interface RegisterInput {
  firstname: string;
  lastname: string;
  birthdate: string;
  identity_number: string;
  city: string;
  address: string;
  email: string;
  email_confirm: string;
  phone: string;
  username: string;
  password: string;
  password_confirm: string;
}

export function inputFor(player: Player): RegisterInput {
  const [year, month, day] = player.birthdate.split('-');
  return {
    firstname: player.firstname,
    lastname: player.lastname,
    birthdate: `${day}.${month}.${year}`,
    identity_number: player.identity_number,
    city: player.city,
    address: player.address,
    email: player.email,
    email_confirm: player.email,
    phone: player.phone,
    username: player.username,
    password: player.password,
    password_confirm: player.password,
  };
}

export const field = (page: Page, name: string) => page.getByTestId(`register-${name}`);
export const fieldError = (page: Page, name: string) => page.getByTestId(`register-${name}-error`);

export async function fillRegisterForm(page: Page, input: Partial<RegisterInput>): Promise<void> {
  for (const [name, value] of Object.entries(input)) await field(page, name).fill(value);
  if (input.birthdate !== undefined) await field(page, 'birthdate').blur();
}

export async function acceptRules(page: Page): Promise<void> {
  await field(page, 'accept_rules').check();
  await expect(field(page, 'accept_rules')).toBeChecked();
}
