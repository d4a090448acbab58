import { Outlet } from 'react-router';

export function RootLayout() {
  return (
    <main id="contenuto">
      <Outlet />
    </main>
  );
}
