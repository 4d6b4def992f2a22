import { LegalPage } from './legal-page';

export default function TermsPage() {
  return (
    <LegalPage
      heading="Terms of Service"
      description="The terms that apply to wholesale orders and use of this shop."
    />
  );
}
