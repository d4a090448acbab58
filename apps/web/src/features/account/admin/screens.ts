export { AdminUserPage } from './components/admin-user-page.tsx';
export { AdminUsersPage } from './components/admin-users-page.tsx';
