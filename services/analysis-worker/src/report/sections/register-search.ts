import type { Section } from './types.ts';

/** The company register search statement, when the document holds one. */
export const registerSearchSection: Section = ({ heading, field, list }, { result }) => {
  const rss = result.registerSearchStatement;
  if (!rss) return;
  heading('Register search statement');
  field('Company', rss.companyName);
  field('Registration number', rss.registrationNumber);
  field('Type', rss.companyType);
  field('Status', rss.companyStatus);
  field('Incorporated', rss.incorporationDate);
  field('Registered address', rss.registeredAddress);
  list('Directors', rss.directors.map((d) => [d.name, d.role, d.appointmentDate && `appointed ${d.appointmentDate}`].filter(Boolean).join(', ')));
  list('Shareholders', rss.shareholders.map((s) => [s.name, s.shares && `${s.shares} shares`, s.percentage !== null && `${s.percentage}%`].filter(Boolean).join(', ')));
  list('Charges', rss.charges.map((c) => [c.description, c.date, c.amount].filter(Boolean).join(', ')));
};
