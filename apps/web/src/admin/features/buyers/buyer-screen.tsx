import { PageHeader } from '../../components/page-header';

export default function Screen() {
  return <PageHeader title="buyers/buyer-screen" />;
}
