import { PageHeader } from '../../components/page-header';

export default function Screen() {
  return <PageHeader title="catalogue/categories-screen" />;
}
