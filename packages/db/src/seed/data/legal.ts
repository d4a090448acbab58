/** Privacy policy and terms of service, as the HTML the legal pages render. */

export const PRIVACY_HTML = `<h2>Informativa sulla privacy</h2>
<p>La presente informativa descrive come Scrivania S.r.l. («Scrivania», «noi») tratta i dati personali degli utenti del sito e dei servizi di prenotazione, ai sensi del Regolamento (UE) 2016/679 («GDPR») e del D.Lgs. 196/2003.</p>
<h2>Titolare del trattamento</h2>
<p>Il titolare del trattamento è Scrivania S.r.l., Via Tortona 31, 20144 Milano, e-mail <a href="mailto:privacy@scrivania.it">privacy@scrivania.it</a>.</p>
<h2>Dati che raccogliamo</h2>
<ul>
<li><strong>Dati dell’account</strong>: nome, nome utente, indirizzo e-mail, password (conservata solo in forma cifrata), foto del profilo.</li>
<li><strong>Dati di prenotazione e fatturazione</strong>: date, spazio prenotato, servizi, ragione sociale, codice fiscale o partita IVA, codice SDI, PEC, indirizzo.</li>
<li><strong>Dati di pagamento</strong>: gestiti dai fornitori di pagamento (carta o PayPal); non conserviamo i numeri completi delle carte.</li>
<li><strong>Comunicazioni</strong>: messaggi inviati tramite chat o modulo di contatto.</li>
<li><strong>Dati tecnici</strong>: indirizzo IP, tipo di browser e registri di accesso necessari alla sicurezza del servizio.</li>
</ul>
<h2>Finalità e basi giuridiche</h2>
<ul>
<li>fornire il servizio di prenotazione e gestire l’account (esecuzione del contratto);</li>
<li>emettere fatture e adempiere agli obblighi fiscali (obbligo di legge);</li>
<li>prevenire frodi e abusi e proteggere la sicurezza della piattaforma (legittimo interesse);</li>
<li>inviare comunicazioni commerciali, solo con il tuo consenso, revocabile in ogni momento.</li>
</ul>
<h2>Destinatari</h2>
<p>I dati necessari alla prenotazione sono comunicati all’host dello spazio prenotato. Ci avvaliamo inoltre di fornitori che agiscono come responsabili del trattamento (hosting, invio di e-mail, pagamenti), vincolati da accordi scritti.</p>
<h2>Conservazione</h2>
<p>Conserviamo i dati dell’account finché resta attivo e per 24 mesi dopo l’ultima attività; i dati di fatturazione per 10 anni come richiesto dalla legge.</p>
<h2>I tuoi diritti</h2>
<p>Puoi chiedere in qualsiasi momento l’accesso, la rettifica, la cancellazione, la limitazione, la portabilità dei dati e opporti al trattamento scrivendo a <a href="mailto:privacy@scrivania.it">privacy@scrivania.it</a>. Hai inoltre il diritto di proporre reclamo al Garante per la protezione dei dati personali.</p>
<h2>Cookie</h2>
<p>Il sito usa solo cookie e archiviazione locale tecnici, necessari a mantenere l’accesso e le preferenze. Non usiamo cookie di profilazione.</p>
<p><em>Ultimo aggiornamento: 1 settembre 2026.</em></p>`;

export const TERMS_HTML = `<h2>Termini e condizioni d’uso</h2>
<p>I presenti termini regolano l’uso del marketplace Scrivania, gestito da Scrivania S.r.l., che mette in contatto chi cerca spazi di lavoro («ospiti») con chi li offre («host»). Usando il sito accetti questi termini.</p>
<h2>1. Il servizio</h2>
<p>Scrivania consente di cercare, prenotare e pagare spazi di lavoro a giornata. Il contratto di utilizzo dello spazio si conclude tra ospite e host; Scrivania agisce come intermediario e gestisce l’incasso per conto dell’host.</p>
<h2>2. Account</h2>
<p>Per prenotare è necessario un account personale. Sei responsabile della riservatezza delle credenziali e delle attività svolte con il tuo account. Le informazioni fornite devono essere veritiere e aggiornate.</p>
<h2>3. Prenotazioni e prezzi</h2>
<ul>
<li>I prezzi sono indicati in euro per giorno, a persona o per l’intero spazio, come specificato nella scheda.</li>
<li>Il totale include i servizi extra scelti, gli sconti e i codici promozionali applicati e l’IVA.</li>
<li>La prenotazione è confermata solo a pagamento ricevuto. Le prenotazioni non pagate entro i termini indicati vengono annullate e le date tornano disponibili.</li>
</ul>
<h2>4. Pagamenti</h2>
<p>I pagamenti con carta e PayPal sono gestiti da fornitori certificati. In caso di bonifico, la prenotazione resta in attesa fino all’accredito, che deve avvenire entro tre giorni.</p>
<h2>5. Cancellazioni e rimborsi</h2>
<p>Salvo condizioni diverse indicate nella scheda dello spazio, la cancellazione è gratuita fino a 48 ore prima della data di inizio; in seguito l’importo non è rimborsabile.</p>
<h2>6. Obblighi degli host</h2>
<p>Gli host garantiscono che gli spazi sono conformi alle norme vigenti, corrispondono alla descrizione e sono disponibili nelle date pubblicate.</p>
<h2>7. Recensioni</h2>
<p>Le recensioni devono riflettere un’esperienza reale ed essere rispettose. Ci riserviamo di rimuovere contenuti offensivi, falsi o illeciti.</p>
<h2>8. Responsabilità</h2>
<p>Scrivania risponde della corretta gestione della piattaforma e dei pagamenti; non risponde dei danni causati da ospiti o host nell’uso degli spazi, salvo dolo o colpa grave.</p>
<h2>9. Legge applicabile</h2>
<p>I presenti termini sono regolati dalla legge italiana. Per i consumatori resta ferma la competenza del foro di residenza.</p>
<p><em>Ultimo aggiornamento: 1 settembre 2026.</em></p>`;
