import type { ScreenProps } from '../app/routes';
import { UserReport } from '../features/user-report/UserReport';

export default function UserReportScreen({ search }: ScreenProps) {
  return <UserReport search={search} />;
}
