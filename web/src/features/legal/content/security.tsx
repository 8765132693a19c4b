import type { LegalSection } from '../components/legal-page.tsx';
import { SupportEmail } from './mail-link.tsx';

export const securityIntro = (
  <p>
    Contracts of sale and vendor statements hold names, addresses and prices. This page explains how Doco protects
    them from the moment you upload a file to the moment you delete it.
  </p>
);

export const securitySections: readonly LegalSection[] = [
  {
    heading: 'Document protection',
    body: (
      <ul>
        <li>Files travel over encrypted connections (HTTPS) and are stored encrypted.</li>
        <li>Every document belongs to one account and is isolated from every other: no one else can list, open or download it.</li>
        <li>You can delete a document at any time; its analysis and report are deleted with it.</li>
      </ul>
    ),
  },
  {
    heading: 'Infrastructure',
    body: (
      <ul>
        <li>Our services run on managed cloud infrastructure with firewalls, private networks and automatic security updates.</li>
        <li>Databases and file storage are backed up and monitored; we aim for 99.9% availability.</li>
      </ul>
    ),
  },
  {
    heading: 'Access control',
    body: (
      <ul>
        <li>Passwords are stored only as strong one-way hashes; we cannot read them.</li>
        <li>Sign-in requires a verified email address, and repeated failed attempts are rate limited.</li>
        <li>Sessions are held in secure, HTTP-only cookies, and a password change signs out your other sessions.</li>
        <li>Staff access to production systems is limited to the people who need it, and administrator actions are logged.</li>
      </ul>
    ),
  },
  {
    heading: 'AI processing',
    body: (
      <p>
        Documents are analysed by automated systems, including AI models and text recognition (OCR) for scanned pages,
        only to produce your report. Results are stored with your account and are visible only to you.
      </p>
    ),
  },
  {
    heading: 'Compliance',
    body: (
      <p>
        We handle personal information under the Privacy Act 1988 (Cth) and the Australian Privacy Principles, and
        follow the Notifiable Data Breaches scheme. See our Privacy Policy for details.
      </p>
    ),
  },
  {
    heading: 'Payment security',
    body: (
      <p>
        Card payments are processed by a PCI DSS compliant card payment provider. Your card number goes directly to them;
        Doco never receives or stores card data.
      </p>
    ),
  },
  {
    heading: 'Incident response',
    body: (
      <ul>
        <li>We respond to security reports within 24 hours, and to critical issues within 1 hour.</li>
        <li>We aim to contain an incident within 1 hour of finding it.</li>
        <li>If your information is affected, we notify you within 24 hours of confirming it.</li>
      </ul>
    ),
  },
  {
    heading: 'Security contact',
    body: (
      <p>
        Found a vulnerability or noticed something suspicious? Email <SupportEmail /> with the subject "Security". Please
        give us a chance to fix an issue before disclosing it publicly.
      </p>
    ),
  },
];
