// Two short Victorian contracts of sale in our own words, as text files, for comparing two properties
// (issue 28's browser test). The first has a flood overlay the second has not; both lack a finance
// clause; the second has a caveat and an easement.

export const BANKSIA_COURT = {
  fileName: 'banksia-court-contract.txt',
  address: '12 Banksia Court, Ballarat VIC 3350',
  price: '$585,000',
  text: `CONTRACT OF SALE OF REAL ESTATE

PARTICULARS OF SALE
Property address: 12 Banksia Court, Ballarat VIC 3350
Land: Lot 8 on Plan of Subdivision PS 720114K, Volume 12011 Folio 455
Vendor: Harold James Tobin
Price: $585,000
Deposit: $58,500 payable on signing of this contract
Balance: payable at settlement
Settlement date: 28 May 2027

SPECIAL CONDITIONS
1. This contract is not subject to the purchaser obtaining finance.
2. The land is affected by a Land Subject to Inundation Overlay (LSIO).
`,
};

export const QUARRY_HILL = {
  fileName: 'quarry-hill-contract.txt',
  address: '41 Quarry Hill Road, Bendigo VIC 3550',
  price: '$712,500',
  text: `CONTRACT OF SALE OF REAL ESTATE

PARTICULARS OF SALE
Property address: 41 Quarry Hill Road, Bendigo VIC 3550
Land: Lot 2 on Plan of Subdivision PS 530987W, Volume 10876 Folio 112
Vendor: Priya Anand Kothari
Price: $712,500
Deposit: $71,250 payable on signing of this contract
Settlement date: 16 July 2027

SPECIAL CONDITIONS
1. Easements: E-1 drainage easement 2 metres wide along the eastern boundary in favour of Coliban Water.
2. A caveat is lodged on the title by Northern Private Lending Pty Ltd.
`,
};
