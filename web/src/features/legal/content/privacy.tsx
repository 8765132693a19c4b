import type { LegalSection } from '../components/legal-page.tsx';
import { SupportEmail } from './mail-link.tsx';

export const privacyIntro = (
  <p>
    This policy explains what personal information Doco collects when you use our property document analysis
    service, why we collect it, and how we look after it. We handle personal information in line with the Privacy Act
    1988 (Cth) and the Australian Privacy Principles.
  </p>
);

export const privacySections: readonly LegalSection[] = [
  {
    heading: 'Information we collect',
    body: (
      <ul>
        <li>Account details: your first and last name, email address and a securely hashed password.</li>
        <li>
          Documents you upload, such as a Contract of Sale, Section 32 vendor statement or lease, and the reports we
          produce from them. These often contain names, addresses and prices of the parties to a sale.
        </li>
        <li>Billing records: the plan or credits you bought, amounts and dates. Card details go straight to our card payment provider; we never see or store your card number.</li>
        <li>Messages you send us through the contact form or by email.</li>
        <li>Technical information such as your browser type, IP address and the pages you visit, used to keep the service secure and working.</li>
        <li>
          Usage analytics kept on our own servers, never sent to an analytics company: the pages you open, the
          Subscription tabs you choose, and when you start and complete a purchase (its amount in AUD), with a random
          visitor id stored in your browser. If your browser sends Do Not Track or Global Privacy Control, we record none
          of this.
        </li>
      </ul>
    ),
  },
  {
    heading: 'How we use your information',
    body: (
      <ul>
        <li>To create and secure your account, including verifying your email address.</li>
        <li>To analyse the documents you upload and show you the results and downloadable PDF reports.</li>
        <li>To process payments, keep track of your credits and send receipts.</li>
        <li>To answer your questions and tell you about changes to the service or these terms.</li>
        <li>To detect abuse, fix faults and improve the accuracy of our analysis.</li>
      </ul>
    ),
  },
  {
    heading: 'Your documents',
    body: (
      <>
        <p>
          Your documents and reports are stored encrypted and kept separate for each account: only you can see them
          while signed in. Our automated analysis, including AI models and text recognition (OCR) for scanned pages,
          reads a document only to produce your report.
        </p>
        <p>You can delete any document at any time from your dashboard; its analysis and report are deleted with it.</p>
      </>
    ),
  },
  {
    heading: 'Sharing and disclosure',
    body: (
      <>
        <p>We do not sell your personal information. We share it only with:</p>
        <ul>
          <li>service providers who host our systems, send our emails, process card payments or run the analysis, under contracts that require them to protect it;</li>
          <li>authorities when the law requires us to.</li>
        </ul>
        <p>Some providers may store information outside Australia. Where they do, we take reasonable steps to make sure it is protected to the standard of the Australian Privacy Principles.</p>
      </>
    ),
  },
  {
    heading: 'How long we keep information',
    body: (
      <ul>
        <li>Your account and documents are kept while your account is open, and for 30 days after you close it or cancel, so you can change your mind.</li>
        <li>Payment records are kept for 7 years, as Australian tax law requires.</li>
        <li>Contact messages that are never confirmed by email expire and are deleted.</li>
      </ul>
    ),
  },
  {
    heading: 'Security',
    body: (
      <p>
        We protect information with encryption in transit and at rest, hashed passwords, per-account isolation and
        restricted staff access. Our Security and Trust page describes these measures in more detail. No system is
        perfectly secure; if a data breach is likely to cause you serious harm, we will tell you and the Office of the
        Australian Information Commissioner as the Notifiable Data Breaches scheme requires.
      </p>
    ),
  },
  {
    heading: 'Access, correction and complaints',
    body: (
      <p>
        You can ask to see or correct the personal information we hold about you, or ask us to delete your account, by
        emailing <SupportEmail />. If you are unhappy with how we handled your information, contact us first; if we
        do not resolve it, you can complain to the Office of the Australian Information Commissioner (OAIC).
      </p>
    ),
  },
  {
    heading: 'Changes and contact',
    body: (
      <p>
        We may update this policy and will post the new version here with its date. Questions about privacy: <SupportEmail />.
      </p>
    ),
  },
];
