export { AdminHomePage } from './admin-home-page.tsx';
export { AdminLayout } from './admin-layout.tsx';
export { AdminLoginPage } from './admin-login-page.tsx';
