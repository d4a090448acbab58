/** The shape of the web build's index.html that the server writes into: head tags, app script, root. */
export const INDEX_HTML = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <title>Scrivania</title>
    <meta name="description" content="" />
    <meta name="keywords" content="" />
    <meta name="scrivania:host-backoffice-url" content="/host" />
    <meta name="scrivania:public-url" content="" />
    <meta name="scrivania:map-tiles-url" content="" />
    <meta name="scrivania:map-attribution" content="" />
    <meta property="csp-nonce" nonce="" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
