import { messages } from '@scrivania/core/messages.it';
import { Outlet } from 'react-router';
import { BackOfficeFrame } from '../../components/back-office/back-office-frame.tsx';
import { HostAccess } from './host-access.tsx';
import { hostNavItems } from './host-nav.ts';

const m = messages.backOffice;

/** The host back-office: the back-office frame with the host's sections; only hosts get past it. */
export function HostLayout() {
  return (
    <BackOfficeFrame title={m.hostTitle} navLabel={m.navLabel} navId="host-nav" items={hostNavItems}>
      <HostAccess>
        <Outlet />
      </HostAccess>
    </BackOfficeFrame>
  );
}
