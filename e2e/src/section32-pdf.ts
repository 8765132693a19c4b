import PDFDocument from 'pdfkit';

/** A page of the document: a part heading and its lines (a line starting with '# ' is a sub-heading). */
type Page = { heading: string; lines: string[] };

export interface Section32Options {
  /** Street address without suburb; each upload can name its own property. */
  street?: string;
}

/**
 * A realistic Victorian contract of sale with its Section 32 vendor statement, as a multi-page text
 * PDF (real text layer, not an image): particulars of sale, special conditions, financial matters,
 * easements and covenants, planning overlays, notices, building permits, the register search
 * statement and an ASIC extract of the vendor company.
 */
function pages(street: string): Page[] {
  const address = `${street}, Castlemaine VIC 3450`;
  return [
    {
      heading: 'CONTRACT OF SALE OF REAL ESTATE - PARTICULARS OF SALE',
      lines: [
        'Contract of Sale of Land under the Sale of Land Act 1962 (Vic)',
        'Law Institute of Victoria / Australian Institute of Conveyancers standard form',
        `Property address: ${address}`,
        'Land: Lot 7 on Plan of Subdivision PS 734102K',
        'Title: Volume 12187 Folio 554',
        'Land size: 812 square metres',
        'Vendor: Goldfields Ridge Developments Pty Ltd ACN 628 774 310',
        'Purchaser: To be advised',
        'Price: $745,000',
        'Deposit: $74,500 payable on signing of this contract',
        'Balance: $670,500 payable at settlement',
        'Settlement is due on 15/03/2027',
        'GST: The price includes GST (if any).',
        'Loan (general condition 20): No loan condition applies to this contract.',
        'Agent: Mount Alexander Property Group, 12 Mostyn Street, Castlemaine VIC 3450',
      ],
    },
    {
      heading: 'SPECIAL CONDITIONS',
      lines: [
        '1. The purchaser acknowledges that this contract is not subject to finance and the purchaser',
        'has made their own enquiries as to obtaining a loan.',
        '2. Sunset clause: if the plan of subdivision is not registered by 30/06/2027 either party may',
        'rescind this contract.',
        '3. Early release of deposit: the purchaser authorises the release of the deposit to the vendor',
        'before settlement under section 27 of the Sale of Land Act 1962.',
        '4. The purchaser buys the property in its present condition and state of repair and may not',
        'make any objection or requisition or claim for compensation.',
      ],
    },
    {
      heading: 'VENDOR STATEMENT - SECTION 32 OF THE SALE OF LAND ACT 1962',
      lines: [
        `Vendor statement for ${address}`,
        'Statement dated: 10th November 2026',
        '# PART A - FINANCIAL MATTERS',
        'Mount Alexander Shire Council - general rates and charges for 2026/27: $2,486 per year.',
        'Coliban Water - water, sewerage and usage charges: $268.40 per quarter.',
        'Land tax for 2026: $1,212.',
        'Capital improved value: $690,000. Site value: $410,000. Net annual value: $34,500.',
        'The mortgage to Central Victorian Building Society Limited (AX220913Q) will be discharged at settlement.',
        'A statutory charge under the Land Tax Act 2005 secures unpaid land tax of $2,180.55 owing by the vendor.',
        '# PART B - INSURANCE',
        'The vendor carried out owner-builder work in 2023 (a detached studio). No domestic building',
        'insurance was obtained for that work.',
      ],
    },
    {
      heading: 'VENDOR STATEMENT - LAND USE',
      lines: [
        '# Easements, covenants and other restrictions',
        'A drainage and sewerage easement (E-1 on PS734102K), 3 metres wide, runs along the rear boundary',
        'in favour of Coliban Region Water Corporation.',
        'A carriageway easement (E-2), 4 m wide, runs along the northern boundary in favour of Lot 8 on PS734102K.',
        'Restrictive covenant AT445120 (created 2019) prohibits more than one dwelling on the lot and requires',
        'a roof of non-reflective material.',
        'An agreement under section 173 of the Planning and Environment Act 1987 (AT445121) requires the owner',
        'to retain the native vegetation shown on the endorsed plan.',
        'Designated bushfire prone area: Yes. The land is in a designated bushfire prone area.',
        'Road access: Yes - Wattle Gully Road.',
        '# Planning',
        'Planning scheme: Mount Alexander Planning Scheme',
        'Zone: General Residential Zone - Schedule 1 (GRZ1)',
        'Overlays: Heritage Overlay (HO912) and Bushfire Management Overlay (BMO).',
      ],
    },
    {
      heading: 'VENDOR STATEMENT - NOTICES, PERMITS AND SERVICES',
      lines: [
        '# Notices',
        'The vendor has received a building notice from Mount Alexander Shire Council dated 2026-09-03',
        'requiring rectification of the retaining wall along the eastern boundary.',
        'The land is not affected by any notice of compulsory acquisition.',
        '# Building permits issued in the preceding 7 years',
        'Permit no.        Date          Works',
        'BS-2023/0418      21/03/2023    Detached studio (owner-builder)',
        'The rear pergola was built without a building permit.',
        '# Growth Areas Infrastructure Contribution',
        'The land is not subject to a GAIC recording.',
        '# Services',
        'Services not connected: reticulated gas. Electricity, water, sewerage and telephone are connected.',
      ],
    },
    {
      heading: 'REGISTER SEARCH STATEMENT - Volume 12187 Folio 554',
      lines: [
        'Land Use Victoria - Copyright State of Victoria',
        'REGISTERED PROPRIETOR',
        'Estate Fee Simple',
        'GOLDFIELDS RIDGE DEVELOPMENTS PTY LTD of 40 Barker Street, Castlemaine VIC 3450',
        'ENCUMBRANCES, CAVEATS AND NOTICES',
        'MORTGAGE AX220913Q 04/04/2024',
        '    CENTRAL VICTORIAN BUILDING SOCIETY LTD',
        'CAVEAT AY118204N 02/10/2026',
        '    Caveator: Bendigo Bridging Finance Pty Ltd',
        '    Grounds of claim: equitable charge under a loan agreement',
        'COVENANT AT445120',
        'AGREEMENT Section 173 Planning and Environment Act 1987 AT445121',
        'DIAGRAM LOCATION: SEE PS734102K FOR FURTHER DETAILS AND BOUNDARIES',
      ],
    },
    {
      heading: 'ASIC CURRENT ORGANISATION EXTRACT',
      lines: [
        'Australian Securities and Investments Commission',
        'Organisation details',
        'Name: GOLDFIELDS RIDGE DEVELOPMENTS PTY LTD',
        'ACN: 628 774 310',
        'ABN: 55 628 774 310',
        'Registered in: Victoria',
        'Registration date: 09/08/2018',
        'Status: Registered',
        'Type: Australian Proprietary Company, Limited By Shares',
        'Registered Office',
        'Address: 40 Barker Street, Castlemaine VIC 3450',
        'Directors',
        'Name: HELEN MARGARET O\'CONNOR',
        'Appointment date: 09/08/2018',
        'Name: DAVID JAMES O\'CONNOR',
        'Appointment date: 01/02/2021',
        'Members',
        'Name: HELEN MARGARET O\'CONNOR',
        'Number held: 50',
        'Name: DAVID JAMES O\'CONNOR',
        'Number held: 50',
        'Charges',
        'Charge 4410277  04/04/2024  Central Victorian Building Society Limited  $520,000',
      ],
    },
  ];
}

/** The PDF's bytes. Deterministic for the same options (fixed creation date). */
export function section32Pdf(options: Section32Options = {}): Promise<Buffer> {
  const street = options.street ?? '14 Wattle Gully Road';
  const content = pages(street);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Contract of sale and Section 32 - ${street}`, Author: 'Mount Alexander Conveyancing', CreationDate: new Date('2026-11-10T00:00:00Z') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  content.forEach((page, index) => {
    if (index > 0) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(13).text(page.heading);
    doc.moveDown(0.6);
    for (const line of page.lines) {
      if (line.startsWith('# ')) {
        doc.moveDown(0.4).font('Helvetica-Bold').fontSize(11).text(line.slice(2)).moveDown(0.2);
      } else {
        doc.font('Helvetica').fontSize(10).text(line);
      }
    }
    doc.font('Helvetica').fontSize(8).text(`Page ${index + 1} of ${content.length}`, 56, doc.page.height - 70, { align: 'center', lineBreak: false });
  });
  doc.end();
  return done;
}
