import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { linkIn, waitForMail } from './mail.ts';
import type { Stack } from './stack.ts';

export interface NewBuyer {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * A new buyer registers (through the API, with the form's token and the 2 s the server asks for),
 * verifies from the mail on the page and signs in there. The caller waits for what it expects next.
 */
export async function registerVerifyAndSignIn(page: Page, stack: Pick<Stack, 'baseUrl' | 'mailDir'>, buyer: NewBuyer): Promise<void> {
  const { formToken } = (await (await page.request.get(`${stack.baseUrl}/api/auth/form-token`)).json()) as { formToken: string };
  await page.waitForTimeout(2_500); // the server refuses a form sent within 2 s of opening
  const registered = await page.request.post(`${stack.baseUrl}/api/auth/register`, { data: { ...buyer, website: '', formToken }, headers: { origin: stack.baseUrl } });
  expect(registered.status(), await registered.text()).toBe(201);
  const mail = await waitForMail(stack.mailDir, buyer.email, /^Verify your email for Doco$/);
  await page.goto(linkIn(mail, '/verify-email').href);
  await page.getByText('Email verified successfully! You can now log in.').waitFor();
  await page.getByRole('link', { name: 'Continue to Login' }).click();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email', { exact: true }).fill(buyer.email);
  await signIn.getByLabel('Password', { exact: true }).fill(buyer.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
}
