import { PageHeader } from '../../components/page-header';

export default function Screen() {
  return <PageHeader title="inbox/inbox-screen" />;
}
