import type { LegalSection } from '../components/legal-page.tsx';
import { SupportEmail } from './mail-link.tsx';

export const termsIntro = (
  <p>
    These terms apply to your use of Doco, an online service that analyses Australian property documents and produces
    a risk report. By creating an account you agree to them. Please read them with our Privacy Policy and Legal
    Disclaimer.
  </p>
);

export const termsSections: readonly LegalSection[] = [
  {
    heading: 'Who can use Doco',
    body: (
      <ul>
        <li>You must be 18 or older and able to enter into a binding contract.</li>
        <li>You must verify your email address before you can sign in.</li>
        <li>You are responsible for keeping your password secret and for everything done with your account.</li>
      </ul>
    ),
  },
  {
    heading: 'What the service does',
    body: (
      <p>
        Doco reads documents you upload, such as a Contract of Sale or Section 32 vendor statement, and highlights
        possible legal, financial, operational and compliance issues. The report is general information. It is not legal
        advice and does not replace a review by a solicitor or conveyancer.
      </p>
    ),
  },
  {
    heading: 'Your documents',
    body: (
      <ul>
        <li>Upload only documents you have the right to share. Accepted formats are PDF, DOCX and TXT, and JPEG, PNG and HEIC photos of a page, up to 20MB per file.</li>
        <li>You keep ownership of your documents. You allow us to store and process them only to provide the service to you.</li>
        <li>Do not upload anything unlawful, malicious or unrelated to property.</li>
      </ul>
    ),
  },
  {
    heading: 'Credits, plans and payment',
    body: (
      <ul>
        <li>One credit pays for one analysis. New accounts receive one free analysis.</li>
        <li>Subscriptions are billed in advance for each billing period. Subscription credits expire at the end of each billing period.</li>
        <li>Pay-as-you-go credits do not expire.</li>
        <li>Credits are non-transferable and have no cash value.</li>
        <li>Prices are in Australian dollars. Card payments are handled by our card payment provider.</li>
      </ul>
    ),
  },
  {
    heading: 'Cancellation and refunds',
    body: (
      <>
        <p>
          You can cancel a subscription at any time. After cancelling you keep access until the end of the period you
          have paid for, and no further payments are taken.
        </p>
        <p>
          Payments and credits are non-refundable, except where the Australian Consumer Law gives you a right to a
          refund or other remedy. Nothing in these terms excludes those rights.
        </p>
      </>
    ),
  },
  {
    heading: 'Availability and changes',
    body: (
      <p>
        We aim for 99.9% availability but cannot promise the service will always be available or error-free. We may
        change features or these terms; we will tell you about material changes by email. If we decide to discontinue
        the service, we will give you at least 30 days notice.
      </p>
    ),
  },
  {
    heading: 'Liability',
    body: (
      <p>
        To the extent the law allows, our liability is limited as set out in our Legal Disclaimer: to supplying the
        service again, paying the cost of having it supplied again, or refunding what you paid us in the preceding 12
        months.
      </p>
    ),
  },
  {
    heading: 'Closing your account',
    body: (
      <p>
        You may close your account at any time. We may suspend or close an account that breaks these terms. Your data is
        kept for 30 days after closing, then deleted, except payment records that we must keep for 7 years.
      </p>
    ),
  },
  {
    heading: 'Governing law and contact',
    body: (
      <p>
        These terms are governed by the laws of Victoria, Australia, and you submit to the courts of that state.
        Questions about these terms: <SupportEmail />.
      </p>
    ),
  },
];
