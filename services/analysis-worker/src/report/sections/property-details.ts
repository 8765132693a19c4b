import { COLOURS } from '../writer.ts';
import type { Section } from './types.ts';

/** Address, land, zoning, title, price, valuation, deposit and settlement as the document states them. */
export const propertyDetailsSection: Section = ({ doc, text, heading, field }, { result }) => {
  const details = result.comprehensivePropertyAnalysis.propertyDetails;
  heading('Property details');
  field('Address', details.address);
  field('Land size', details.landSize);
  field('Zoning', details.zoning);
  field('Title details', details.titleDetails);
  field('Purchase price', details.purchasePrice || 'Not specified in contract');
  field('Council valuation', details.councilValuation);
  field('Deposit', details.deposit);
  field('Settlement date', details.settlementDate);
  doc.moveDown(0.3).fillColor(COLOURS.muted).fontSize(9);
  text('The council valuation is a rating value set by the council; it is not the purchase price.');
  doc.fillColor(COLOURS.text).fontSize(10);
};
