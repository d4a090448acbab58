/**
 * Texts of registration, login, passwords, the profile and social login (SPEC sections 5 and 8). The
 * host's registration texts are in English on purpose: the specification lists them that way.
 */
export const accountMessages = {
  visitor: {
    required: 'Si prega di compilare tutti i campi richiesti.',
    emailInvalid: 'Si prega di inserire un indirizzo email valido.',
    termsRequired: 'Si prega di accettare i termini e le condizioni.',
    success: 'Registrazione completata – Controlla la posta',
    networkError: 'Si è verificato un errore. Per favore riprova più tardi.',
    emailTaken: 'Questo indirizzo email è già registrato.',
    usernameTaken: 'Questo nome utente è già in uso.',
    passwordTooShort: 'La password deve contenere almeno 8 caratteri.',
  },
  host: {
    required: 'Please fill all the required fields.',
    emailInvalid: 'Please enter a valid email address.',
    termsRequired: 'Please accept the terms and conditions.',
    success: 'Registration completed successfully. You can now log in with your credentials.',
    networkError: 'An error occurred. Please try again later.',
    emailTaken: 'This email address is already registered.',
    usernameTaken: 'This username is already taken.',
    passwordTooShort: 'The password must be at least 8 characters long.',
  },
  loginRequired: 'Inserisci sia l e-mail che la password.',
  loginEmailInvalid: 'Si prega di inserire un indirizzo email valido.',
  loginFailed: 'Accesso non riuscito. Controlla le tue credenziali.',
  wrongCredentials: 'Email o password non corretti.',
  loginSuccess: 'Accesso effettuato con successo.',
  logoutSuccess: 'Disconnessione effettuata.',
  unauthenticated: 'Effettua l’accesso per continuare.',
  forgotSuccess: 'Controlla la tua email per ulteriori istruzioni.',
  resetRequired: 'Please enter both new password and confirm password.',
  resetMismatch: 'New password and confirm password must match.',
  resetSuccess: 'Password reset successful. You can now log in with your new password.',
  resetInvalidToken: 'Il link per reimpostare la password non è valido o è scaduto.',
  passwordTooShort: 'La password deve contenere almeno 8 caratteri.',
  changeMismatch: 'le passwords non corrispondono',
  changeSuccess: 'Password changed successfully!',
  changeFailed: 'Impossibile modificare la password. Per favore riprova.',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Impossibile aggiornare il profilo. Per favore riprova.',
  profileUpdateError: 'Si è verificato un errore durante laggiornamento del profilo.',
  tooManyAttempts: 'Troppi tentativi. Riprova tra qualche minuto.',
  social: {
    notConfigured: 'L’accesso con questo servizio non è disponibile al momento. Accedi con email e password.',
    failed: 'Accesso tramite social non riuscito. Riprova.',
    noVerifiedEmail:
      'Il tuo account non fornisce un indirizzo email verificato: registrati con email e password.',
    authenticating: 'Authenticating...',
    success: 'Autenticazione riuscita! Reindirizzamento...',
  },
} as const;
