export { HostLayout } from './host-layout.tsx';
export { HostLoginPage } from './host-login-page.tsx';
