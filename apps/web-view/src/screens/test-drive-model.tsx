import type { ScreenProps } from '../app/routes';
import { TestDriveModel } from '../features/online-dealer/TestDrive';

export default function TestDriveModelScreen({ search }: ScreenProps) {
  return <TestDriveModel mark={search.get('mark') ?? ''} city={search.get('city') ?? undefined} />;
}
