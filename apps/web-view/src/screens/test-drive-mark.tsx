import type { ScreenProps } from '../app/routes';
import { TestDriveMark } from '../features/online-dealer/TestDrive';

export default function TestDriveMarkScreen({ search }: ScreenProps) {
  return <TestDriveMark city={search.get('city') ?? undefined} />;
}
