import type { LegalSection } from '../components/legal-page.tsx';
import { SupportEmail } from './mail-link.tsx';

export const disclaimerIntro = (
  <p>
    Doco helps you understand property documents faster. It does not replace professional advice. Please read this
    disclaimer before relying on any report.
  </p>
);

export const disclaimerSections: readonly LegalSection[] = [
  {
    heading: 'No legal advice',
    body: (
      <p>
        Doco's reports are general information only. They are not legal, financial, tax or planning advice, and using
        Doco does not create a solicitor-client or any other professional relationship. Before you sign a contract,
        bid at auction or waive a cooling-off right, have a qualified solicitor or licensed conveyancer review the
        documents.
      </p>
    ),
  },
  {
    heading: 'Limits of AI analysis',
    body: (
      <ul>
        <li>Reports are produced automatically by AI models and may miss issues, misread a clause or overstate a risk.</li>
        <li>Scanned, handwritten or poor-quality pages may be read incorrectly by text recognition.</li>
        <li>Confidence scores show how sure the analysis is about a finding; they are not a guarantee.</li>
        <li>Each quote in a report shows its page so you can check it against the original document.</li>
      </ul>
    ),
  },
  {
    heading: 'Property risks',
    body: (
      <p>
        A report covers only the documents you upload. It cannot tell you about the physical condition of a property,
        building defects, pests, boundary disputes, future planning changes or anything not disclosed in those
        documents. Consider building and pest inspections, a title search and council enquiries as well.
      </p>
    ),
  },
  {
    heading: 'Accuracy',
    body: (
      <p>
        We work to make reports accurate, but information such as overlays, zoning and costs can change, and estimates
        such as stamp duty are indicative only. Always confirm figures with the relevant authority or your adviser.
      </p>
    ),
  },
  {
    heading: 'Limitation of liability',
    body: (
      <>
        <p>
          Nothing in this disclaimer excludes rights you have under the Australian Consumer Law that cannot be excluded.
          Where our liability for failing to meet a consumer guarantee can be limited, it is limited, at our option, to
          supplying the service again, paying the cost of having the service supplied again, or refunding the amount you
          paid us in the 12 months before the claim.
        </p>
        <p>
          To the extent the law allows, we are not liable for any loss arising from decisions you make based on a
          report.
        </p>
      </>
    ),
  },
  {
    heading: 'Questions',
    body: (
      <p>
        If something in a report is unclear, contact <SupportEmail />. We can explain how a finding was produced, but we
        cannot give legal advice about your purchase.
      </p>
    ),
  },
];
