/**
 * Demo content: blog posts, the privacy policy, FAQs, team, partner reviews and logos. Deterministic.
 * Some post links point at the content host (CONTENT_HOST below) so the gateway's link rewriting
 * has something to do, as it would with a real WordPress site.
 */
export const CONTENT_HOST = 'https://cms.greenleaf-biotech.nl';

export interface PostSeed {
  slug: string;
  title: string;
  date: string;
  excerptHtml: string;
  contentHtml: string;
}

export const POSTS: PostSeed[] = [
  {
    slug: 'eu-novel-food-update-2024',
    title: 'Novel Food in 2024: What Retailers Need to Know',
    date: '2024-03-12T09:00:00.000Z',
    excerptHtml: '<p>A plain-language summary of where CBD stands under the EU Novel Food rules.</p>',
    contentHtml:
      `<p>The European Food Safety Authority paused its CBD assessment in 2022. Here is what that means for your shelves.</p>` +
      `<h2>What you can sell today</h2><p>Cosmetics and topicals follow the cosmetics regulation; ingestibles depend on national guidance. ` +
      `See our <a href="${CONTENT_HOST}/privacy-policy/">compliance notes</a> and the <a href="${CONTENT_HOST}/products/">full range</a>.</p>` +
      `<img src="/media/blog/eu-novel-food-update-2024.svg" alt="EU flag and hemp leaf">`,
  },
  {
    slug: 'reading-a-certificate-of-analysis',
    title: 'How to Read a Certificate of Analysis',
    date: '2024-04-02T09:00:00.000Z',
    excerptHtml: '<p>Cannabinoid profile, THC limit, heavy metals and pesticides: the four lines that matter.</p>',
    contentHtml:
      '<p>Every batch we ship comes with a third-party certificate of analysis (CoA).</p>' +
      '<ol><li>Cannabinoid profile</li><li>Total THC below 0.2 %</li><li>Heavy metals</li><li>Pesticides and solvents</li></ol>' +
      `<p>Ask for the CoA of any batch through our <a href="${CONTENT_HOST}/contact/">contact form</a>.</p>`,
  },
  {
    slug: 'merchandising-cbd-in-pharmacies',
    title: 'Merchandising CBD in Pharmacies',
    date: '2024-05-21T09:00:00.000Z',
    excerptHtml: '<p>Shelf placement, counter displays and staff training that lift sell-through.</p>',
    contentHtml:
      '<p>Pharmacies that place CBD next to sleep and muscle-care products sell up to twice as much.</p>' +
      '<p>Our <a href="/products/cbd-vape-pen-display-bundle">counter displays</a> fit a 30 cm shelf.</p>',
  },
  {
    slug: 'white-label-in-six-steps',
    title: 'White Label in Six Steps',
    date: '2024-07-08T09:00:00.000Z',
    excerptHtml: '<p>From the first call to your own branded product on the shelf in about eight weeks.</p>',
    contentHtml:
      '<p>Consultation, product selection, branding, production, testing and fulfilment: here is how each step works.</p>' +
      `<p>Read about our <a href="https://www.cms.greenleaf-biotech.nl/wholesale/">wholesale programme</a>.</p>`,
  },
  {
    slug: 'pet-cbd-dosing-guide',
    title: 'A Dosing Guide for Pet CBD',
    date: '2024-09-17T09:00:00.000Z',
    excerptHtml: '<p>Body-weight based dosing for dogs and cats, with a printable chart for your counter.</p>',
    contentHtml:
      '<p>Start low and go slow: 0.2 mg of CBD per kg of body weight, twice daily.</p>' +
      '<table><tr><th>Weight</th><th>Dose</th></tr><tr><td>5 kg</td><td>1 mg</td></tr><tr><td>20 kg</td><td>4 mg</td></tr></table>',
  },
  {
    slug: 'water-soluble-cbd-explained',
    title: 'Water-Soluble CBD Explained',
    date: '2024-11-05T09:00:00.000Z',
    excerptHtml: '<p>Why nano-emulsions make CBD drinks possible, and what to tell your customers.</p>',
    contentHtml:
      '<p>Oil and water do not mix, unless the oil droplets are made small enough.</p>' +
      `<p><a href="${CONTENT_HOST}/products/cbd-sparkling-water/">See the sparkling water range</a>.</p>`,
  },
];

export const PRIVACY_POLICY = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  modified: '2026-11-25T12:00:00.000Z',
  contentHtml:
    '<h2>Who we are</h2><p>Greenleaf Biotech B.V., Keizersgracht 241, 1016 EA Amsterdam, sells to licensed businesses only.</p>' +
    '<h2>What we collect</h2><p>Account details (name, e-mail, phone, company name, registration and VAT numbers), the time you confirmed that the representative is 21 or older and accepted our terms, your trade licence document and its expiry date, delivery addresses and order history. We also keep a log of changes to your account and orders (who changed what, and when).</p>' +
    '<h2>Why</h2><p>To verify that you are a licensed business customer of age, to process orders and invoices, and to meet our legal obligations.</p>' +
    '<h2>How long</h2><p>Order records (invoices, amounts, products) are kept for seven years after the order, as Dutch tax law requires. When you delete your account, your account data is anonymised at once and the personal data on your orders (names, e-mail, phone, addresses) is removed; the anonymised orders are kept for the rest of the seven years. Your trade licence is deleted with your account.</p>' +
    '<h2>Cookies</h2><p>We use one session cookie to keep you signed in. No tracking cookies.</p>' +
    '<h2>Your rights</h2><p>Access, correction, deletion and portability: download all your data or delete your account yourself under My Account → Security, or write to <a href="mailto:privacy@greenleaf-biotech.nl">privacy@greenleaf-biotech.nl</a>.</p>',
};

export const FAQS: { question: string; answerHtml: string }[] = [
  {
    question: 'Who can buy from Greenleaf?',
    answerHtml: '<p>Registered businesses only: pharmacies, health stores, vape shops, spas and online retailers.</p>',
  },
  {
    question: 'What is the minimum order?',
    answerHtml: '<p>There is no minimum order value. Volume discounts start at €500.</p>',
  },
  {
    question: 'Are your products legal in the EU?',
    answerHtml:
      '<p>All products contain less than 0.2 % THC and come with a certificate of analysis for every batch.</p>',
  },
  {
    question: 'How fast do you ship?',
    answerHtml: '<p>Orders placed before 14:00 CET ship the same working day from Amsterdam.</p>',
  },
  {
    question: 'Can I get my own brand?',
    answerHtml: '<p>Yes. Our white-label service covers formulation, packaging and compliance.</p>',
  },
  {
    question: 'Which payment methods do you accept?',
    answerHtml: '<p>Bank transfer on invoice (30 days for approved accounts) and SEPA direct debit.</p>',
  },
  {
    question: 'Do you provide marketing material?',
    answerHtml: '<p>Product photos, shelf talkers and staff training sheets are free for every customer.</p>',
  },
  {
    question: 'What if a product arrives damaged?',
    answerHtml: '<p>Send us a photo within 7 days and we replace it at no cost.</p>',
  },
];

export const TEAM: { slug: string; name: string; role: string; bioHtml: string }[] = [
  {
    slug: 'sanne-bakker',
    name: 'Sanne Bakker',
    role: 'Founder & CEO',
    bioHtml: '<p>Pharmacist who founded Greenleaf in 2015 to bring lab-grade CBD to retail.</p>',
  },
  {
    slug: 'jonas-meyer',
    name: 'Jonas Meyer',
    role: 'Head of Quality',
    bioHtml: '<p>Analytical chemist; signs off every batch and its certificate of analysis.</p>',
  },
  {
    slug: 'amira-haddad',
    name: 'Amira Haddad',
    role: 'Wholesale Accounts',
    bioHtml: '<p>Looks after our pharmacy and health-store partners across the Benelux.</p>',
  },
  {
    slug: 'luca-romano',
    name: 'Luca Romano',
    role: 'Product Development',
    bioHtml: '<p>Formulates new products and leads the white-label programme.</p>',
  },
  {
    slug: 'freya-nielsen',
    name: 'Freya Nielsen',
    role: 'Logistics Manager',
    bioHtml: '<p>Runs the Amsterdam warehouse and same-day shipping.</p>',
  },
];

export const PARTNER_REVIEWS: {
  contentHtml: string;
  partnerName: string | null;
  partnerPosition: string | null;
  companyName: string | null;
  rating: number | null;
}[] = [
  {
    contentHtml: '<p>Reliable quality and the CoAs are always there. Our customers trust the brand.</p>',
    partnerName: 'Pieter Jansen',
    partnerPosition: 'Owner',
    companyName: 'Apotheek Jansen',
    rating: 5,
  },
  {
    contentHtml: '<p>The counter displays doubled our CBD sales in three months.</p>',
    partnerName: 'Claire Dubois',
    partnerPosition: 'Store Manager',
    companyName: 'Bio &amp; Bien',
    rating: 5,
  },
  {
    contentHtml: '<p>Fast shipping, <strong>great margins</strong> and a team that answers the phone.</p>',
    partnerName: 'Markus Weber',
    partnerPosition: 'Purchasing Lead',
    companyName: 'VitalMarkt GmbH',
    rating: 4,
  },
  {
    contentHtml: '<p>We launched our own label with Greenleaf in eight weeks.</p>',
    partnerName: 'Sofia Costa',
    partnerPosition: 'Founder',
    companyName: 'Costa Wellness',
    rating: 5,
  },
  {
    contentHtml: '<p>Good range of pet products, our groomers love the paw balm.</p>',
    partnerName: null,
    partnerPosition: null,
    companyName: null,
    rating: null,
  },
  {
    contentHtml: '<p>Honest advice on regulation, which is rare in this market.</p>',
    partnerName: 'Tom Hendriks',
    partnerPosition: 'Director',
    companyName: 'Vape Corner NL',
    rating: 4,
  },
];

export const PARTNER_LOGOS: { slug: string; name: string }[] = [
  { slug: 'apotheek-jansen', name: 'Apotheek Jansen' },
  { slug: 'vitalmarkt', name: 'VitalMarkt' },
  { slug: 'costa-wellness', name: 'Costa Wellness' },
];
