/** The content screens, loaded together on first visit to any of them. */
const Empty = () => null;
export const AboutPage = Empty;
export const ContactPage = Empty;
export const FaqPage = Empty;
export const HelpCenterPage = Empty;
export const HelpCenterViewPage = Empty;
export const PrivacyPage = Empty;
export const TermsPage = Empty;
export const BecomeHostPage = Empty;
export const NotFoundPage = Empty;
