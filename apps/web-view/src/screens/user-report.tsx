import type { Messages } from '@lingui/core';
import type { Locale } from '@jolda/contracts';
import type { ScreenProps } from '../app/routes';
import { UserReport } from '../features/user-report/UserReport';

/** The report's strings are its own catalogue, loaded with the screen (see `ScreenModule.loadMessages`). */
export const loadMessages = (locale: Locale): Promise<{ messages: Messages }> =>
  import(`../features/user-report/locales/${locale}/messages.po`);

export default function UserReportScreen({ search }: ScreenProps) {
  return <UserReport search={search} />;
}
