export { ForgotPasswordPage } from './forgot-password-page.tsx';
export { GuardedChangePasswordPage, GuardedEditProfilePage } from './guarded-screens.tsx';
export { LoginPage } from './login-page.tsx';
export { RedirectUrlPage } from './redirect-url-page.tsx';
export { RegisterPage } from './register-page.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
export { SocialCallbackPage } from './social-callback-page.tsx';
export { VerifyEmailPage } from './verify-email-page.tsx';
