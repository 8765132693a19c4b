import { describe, expect, it } from 'vitest';
import { actionsFor, confirmsEmail, previewAdjustment } from './credit-adjustment.ts';

describe('previewAdjustment: the dialog shows the result before it runs', () => {
  it('adds, removes or sets, and says which in the preview', () => {
    expect(previewAdjustment(4, 'add', '3')).toEqual({ target: 7, preview: '4 credits now → 7 credits after (adds 3 credits).' });
    expect(previewAdjustment(4, 'remove', '1')).toEqual({ target: 3, preview: '4 credits now → 3 credits after (removes 1 credit).' });
    expect(previewAdjustment(4, 'set', '9')).toEqual({ target: 9, preview: '4 credits now → 9 credits after (adds 5 credits).' });
    expect(previewAdjustment(1, 'set', '1')).toEqual({ target: 1, preview: '1 credit now → 1 credit after (no change).' });
  });

  it('refuses amounts that are not whole numbers, or that remove more than the user has', () => {
    expect(previewAdjustment(4, 'add', '')).toEqual({ error: 'Enter a whole number of credits (0 or more).' });
    expect(previewAdjustment(4, 'add', '1.5')).toHaveProperty('error');
    expect(previewAdjustment(4, 'set', '-2')).toHaveProperty('error');
    expect(previewAdjustment(4, 'remove', '5')).toEqual({ error: 'The user has 4 credits; you can remove at most 4.' });
  });
});

describe('actionsFor: Change plan only for subscribers', () => {
  it('offers Change plan to a user on a paid plan and to nobody else', () => {
    expect(actionsFor({ subscriptionPlan: 'quarterly' })).toContain('change_plan');
    expect(actionsFor({ subscriptionPlan: 'free' })).not.toContain('change_plan');
    expect(actionsFor({ subscriptionPlan: 'free' })).toEqual(['adjust_credits', 'send_email', 'verify_email', 'suspend_account', 'activate_account', 'reset_password', 'delete_user']);
  });
});

describe('confirmsEmail', () => {
  it("accepts the user's own email however it is cased or spaced, and nothing else", () => {
    expect(confirmsEmail(' Grace@Example.com ', 'grace@example.com')).toBe(true);
    expect(confirmsEmail('grace@example.co', 'grace@example.com')).toBe(false);
    expect(confirmsEmail('', 'grace@example.com')).toBe(false);
  });
});
