import { RegisterForm } from '../../features/account/components/register-form.tsx';
import { useMenuCategories } from '../../features/catalog/api/get-menu.ts';
import { BecomeHostPage as BecomeHost } from '../../features/content/components/become-host-page.tsx';
import { ContactPage as Contact } from '../../features/content/components/contact-page.tsx';

export {
  AboutPage,
  FaqPage,
  HelpCenterPage,
  HelpCenterViewPage,
  NotFoundPage,
  PrivacyPage,
  TermsPage,
} from '../../features/content/components/screens.ts';

/** The contact page, naming the featured categories as the menu (the same cached answer) does. */
export function ContactPage() {
  const { categories } = useMenuCategories();
  return <Contact categoryName={(id) => categories.find((category) => category._id === id)?.category_name} />;
}

/** The become-host page with the account's registration form for hosts. */
export function BecomeHostPage() {
  return <BecomeHost registerForm={<RegisterForm accountRole="host" />} />;
}
