import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { LISTING_PAGE_PARAMETERS } from '../features/catalog/api/listing-page-parameters.ts';
import { SEARCH_PARAMETERS } from '../features/catalog/api/search-parameters.ts';
import { STAY_PARAMETERS } from '../features/catalog/api/stay-parameters.ts';
import { hostRoutes } from './host/routes.tsx';
import { screen } from './lazy-screen.ts';
import { RootLayout } from './root-layout.tsx';

/** What a route tells the rest of the app about itself. */
export interface RouteHandle {
  /**
   * The server sends this page already rendered (decision 016), so its first paint needs no script.
   * `query` names the query parameters its rendering reads: one rendering serves every address that
   * differs in anything else (decision 018).
   */
  serverRendered?: { query: readonly string[] };
  /**
   * Query parameters that only fill the page's boxes (a search's dates on a property page): the same
   * page for a search engine, so its canonical address leaves them out.
   */
  prefills?: readonly string[];
}

/** The query parameters a server-rendered route reads, or undefined for a route the browser renders. */
export const serverRenderedQuery = (handle: unknown) =>
  (handle as RouteHandle | undefined)?.serverRendered?.query;

/** The query parameters that only fill a route's boxes. */
export const prefillQuery = (handle: unknown) => (handle as RouteHandle | undefined)?.prefills ?? [];

/** A public page rendered on the server that reads no query parameter. */
const rendered = { serverRendered: { query: [] } } satisfies RouteHandle;
/** A paged list rendered on the server: each page is rendered and kept apart (decision 073). */
const renderedPaged = { serverRendered: { query: LISTING_PAGE_PARAMETERS } } satisfies RouteHandle;

const content = () => import('./screens/content-screens.tsx');
const catalog = () => import('../features/catalog/components/screens.ts');
const property = () => import('./screens/property-view-page.tsx');
const reviews = () => import('../features/reviews/components/screens.tsx');
const account = () => import('./screens/account-screens.tsx');
const chat = () => import('../features/chat/components/chat-page.tsx');
const payment = () => import('../features/payments/components/payment-result-pages.tsx');
const orders = () => import('../features/booking/components/order-history-screens.tsx');

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, lazy: screen(() => import('./screens/home-page.tsx'), 'HomePage'), handle: rendered },
      { path: 'About', lazy: screen(content, 'AboutPage'), handle: rendered },
      { path: 'Contact', lazy: screen(content, 'ContactPage'), handle: rendered },
      { path: 'Faq', lazy: screen(content, 'FaqPage'), handle: rendered },
      { path: 'HelpCenter', lazy: screen(content, 'HelpCenterPage'), handle: rendered },
      { path: 'HelpCenterView/:id', lazy: screen(content, 'HelpCenterViewPage'), handle: rendered },
      { path: 'Privacy', lazy: screen(content, 'PrivacyPage'), handle: rendered },
      { path: 'Terms', lazy: screen(content, 'TermsPage'), handle: rendered },
      { path: 'BecomeHost', lazy: screen(content, 'BecomeHostPage'), handle: rendered },
      { path: 'NotFound', lazy: screen(content, 'NotFoundPage') },
      { path: 'Category/:id', lazy: screen(catalog, 'CategoryPage'), handle: renderedPaged },
      { path: 'Cities/:cityId', lazy: screen(catalog, 'CityPage'), handle: renderedPaged },
      { path: 'ExploreProperty', lazy: screen(catalog, 'ExplorePropertyPage'), handle: renderedPaged },
      {
        path: 'PropertyView/:id',
        lazy: screen(property, 'PropertyViewPage'),
        // Rendered with the stay a search carried, so the server's availability form shows it.
        handle: {
          serverRendered: { query: STAY_PARAMETERS },
          prefills: STAY_PARAMETERS,
        } satisfies RouteHandle,
      },
      {
        path: 'PropertySearch',
        lazy: screen(
          () => import('../features/catalog/components/property-search-page.tsx'),
          'PropertySearchPage',
        ),
        handle: { serverRendered: { query: SEARCH_PARAMETERS } } satisfies RouteHandle,
      },
      { path: 'AddTestimonials', lazy: screen(reviews, 'AddTestimonialPage') },
      {
        path: 'AddPropertyTestimonials/:propertyId',
        lazy: screen(reviews, 'GuardedAddPropertyTestimonialPage'),
      },
      { path: 'Login', lazy: screen(account, 'LoginPage') },
      { path: 'Register', lazy: screen(account, 'RegisterPage') },
      { path: 'ForgotPassword', lazy: screen(account, 'ForgotPasswordPage') },
      { path: 'ResetPassword', lazy: screen(account, 'ResetPasswordPage') },
      { path: 'RedirectURL', lazy: screen(account, 'RedirectUrlPage') },
      { path: 'SocialCallback/:provider', lazy: screen(account, 'SocialCallbackPage') },
      { path: 'VerifyEmail', lazy: screen(account, 'VerifyEmailPage') },
      { path: 'Profile', lazy: screen(account, 'GuardedProfilePage') },
      { path: 'EditProfile', lazy: screen(account, 'GuardedEditProfilePage') },
      { path: 'EditProfile/:id', lazy: screen(account, 'GuardedEditProfilePage') },
      { path: 'ChangePassword', lazy: screen(account, 'GuardedChangePasswordPage') },
      { path: 'Chatboat', lazy: screen(chat, 'GuardedChatPage') },
      { path: 'PaymentSuccess', lazy: screen(payment, 'PaymentSuccessPage') },
      { path: 'PaymentFailure', lazy: screen(payment, 'PaymentFailurePage') },
      {
        path: 'Checkout',
        lazy: screen(() => import('../features/booking/components/screens.tsx'), 'GuardedCheckoutPage'),
      },
      {
        path: 'Payment',
        lazy: screen(() => import('../features/payments/components/payment-page.tsx'), 'PaymentPage'),
      },
      { path: 'OrderHistory', lazy: screen(orders, 'GuardedOrderHistoryPage') },
      {
        path: 'BookingView/:id',
        lazy: screen(() => import('./screens/booking-view-page.tsx'), 'BookingViewPage'),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
  ...hostRoutes,
];

const CONSOLE_PATH = /^\/admin(\/|$)/i;
let consoleJoined = false;

/**
 * The operator console's routes join the table on the first visit to /admin (until then the root's
 * catch-all matches it, which lets the router ask here): the public entry chunk carries none of them,
 * however many sections the console grows.
 */
async function joinConsoleRoutes({
  path,
  patch,
}: {
  path: string;
  patch: (id: null, r: RouteObject[]) => void;
}) {
  if (consoleJoined || !CONSOLE_PATH.test(path)) return;
  const { adminRoutes } = await import('./admin/routes.tsx');
  if (consoleJoined) return;
  patch(null, adminRoutes);
  consoleJoined = true;
}

/**
 * The app's router. Adopting a page the server rendered, it is told so (empty hydration data: no route
 * has a loader): otherwise its first render scrolls to the top, and a visitor who scrolled the server's
 * page before the app adopted it was sent back there. A saved position (a reload) is still restored.
 */
export const createRouter = ({ adopting }: { adopting: boolean }) =>
  createBrowserRouter(routes, {
    patchRoutesOnNavigation: joinConsoleRoutes,
    ...(adopting && { hydrationData: {} }),
  });

/**
 * Loads the screens a URL shows before the router starts: a router still waiting for a screen renders
 * nothing, which would throw away markup the server rendered.
 */
export async function loadScreensFor(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
