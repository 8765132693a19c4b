import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('legal pages', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy', true],
    ['/terms-of-service', 'Terms of Service', true],
    ['/disclaimer', 'Legal Disclaimer', true],
    ['/security', 'Security and Trust', false],
  ])('%s: title, date, not-legal-advice notice and Back to Home', (path, title, dated) => {
    renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    if (dated) expect(screen.getByText('Last updated July 16, 2025')).toBeInTheDocument();
    expect(screen.getByText(/nothing on this page or in our reports is legal advice/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
  });

  it('the security page covers every section the spec lists', () => {
    renderApp('/security');
    for (const heading of [
      'Document protection',
      'Infrastructure',
      'Access control',
      'AI processing',
      'Compliance',
      'Payment security',
      'Incident response',
      'Security contact',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeInTheDocument();
    }
  });

  it('the disclaimer limits liability under the Australian Consumer Law', () => {
    renderApp('/disclaimer');
    expect(screen.getByText(/supplying the service again, paying the cost of having the service supplied again, or refunding/)).toBeInTheDocument();
    expect(screen.getByText(/12 months/)).toBeInTheDocument();
  });

  it('the terms fill in the governing state and the 20MB limit', () => {
    renderApp('/terms-of-service');
    expect(screen.getByText(/governed by the laws of Victoria/)).toBeInTheDocument();
    expect(screen.getByText(/up to 20MB per file/)).toBeInTheDocument();
  });
});
