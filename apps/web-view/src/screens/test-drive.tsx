import type { ScreenProps } from '../app/routes';
import { TestDrive } from '../features/online-dealer/TestDrive';

export default function TestDriveScreen({ search }: ScreenProps) {
  return <TestDrive brand={search.get('brand') ?? ''} model={search.get('model') ?? ''} city={search.get('city') ?? undefined} />;
}
