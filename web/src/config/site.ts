export const site = {
  name: 'Doco',
  tagline: 'Know the risks before you sign.',
} as const;
