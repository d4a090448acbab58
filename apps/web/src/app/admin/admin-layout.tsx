import { messages } from '@scrivania/core/messages.it';
import { Outlet } from 'react-router';
import { BackOfficeFrame } from '../../components/back-office/back-office-frame.tsx';
import { AdminAccess } from './admin-access.tsx';
import { adminNavItems } from './admin-nav.ts';

const m = messages.backOffice.console;

/** The operator console: the back-office frame with the console's sections; only admins get past it. */
export function AdminLayout() {
  return (
    <BackOfficeFrame title={m.title} navLabel={m.navLabel} navId="admin-nav" items={adminNavItems}>
      <AdminAccess>
        <Outlet />
      </AdminAccess>
    </BackOfficeFrame>
  );
}
