import { LegalPage } from './legal-page';

export default function PrivacyPage() {
  return (
    <LegalPage
      heading="Privacy Policy"
      description="How we collect, use and protect the data of our business customers."
    />
  );
}
