import { html } from 'hono/html';

type Html = ReturnType<typeof html>;

/** A whole page the server renders itself (the API reference, the sandbox gateway): its head's extras and body. */
export const htmlPage = (title: string, head: Html, body: Html) => html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${head}
</head>
<body>
${body}
</body>
</html>`;
