// One revenue figure for the Overview and the Analytics tab (issue 27): billing's, from its payments,
// all time, named the same in both places and saying what it counts.
export const REVENUE_LABEL = 'Revenue (all time)';
export const REVENUE_COUNTS = 'Card payments that went through, GST included; refunded and disputed ones left out.';
